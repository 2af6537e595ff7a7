import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LOGGER, REDIS, SERVICE_CONFIG, type Logger, type ServiceEnv } from '@studyhub/platform';
import { BlogErrors } from '../shared/blog.errors';
import { blogRedisNamespace } from '../shared/blog-redis-namespace';

/** A reader may send this many comments per window (moderators read every one). */
export const COMMENTS_PER_WINDOW = 5;
export const COMMENT_WINDOW_SECONDS = 600;

// Counts a comment and starts the window on the first one; repairs a counter left without expiry.
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/**
 * Keeps one account from flooding the moderation queue: a fixed window per user in Redis. When
 * Redis cannot answer, comments are let through (they are still pending until approved).
 */
@Injectable()
export class CommentRateLimit {
  private readonly namespace: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) config: ServiceEnv,
  ) {
    this.namespace = blogRedisNamespace(config);
  }

  /** Counts one comment of the user, or refuses it with 429 and the seconds to wait. */
  async consume(userId: string): Promise<void> {
    let count: number;
    let ttl: number;
    try {
      [count, ttl] = (await this.redis.eval(
        CONSUME,
        1,
        `${this.namespace}:comments:${userId}`,
        String(COMMENT_WINDOW_SECONDS),
      )) as [number, number];
    } catch (error) {
      this.logger.warn({ err: error }, 'comment rate limit unavailable; letting the comment through');
      return;
    }
    if (count > COMMENTS_PER_WINDOW) {
      throw BlogErrors.TOO_MANY_COMMENTS({ retryAfterSeconds: Math.max(1, ttl) });
    }
  }
}
