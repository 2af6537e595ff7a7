import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { WindowLimit } from '../accounts.config';
import { decideWindow, type LimitDecision } from './fixed-window';

// Counts a hit and starts the window on the first one; repairs a counter left without expiry.
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/**
 * Fixed-window counters in Redis, one per bucket and subject (address or e-mail). Subjects are
 * hashed, so no e-mail address is written to Redis. Windows always end: nothing locks an account
 * for good.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  /** Counts this request and says whether it is within the limit. */
  async consume(bucket: string, subject: string, limit: WindowLimit): Promise<LimitDecision> {
    const [count, ttl] = (await this.redis.eval(
      CONSUME,
      1,
      this.keyOf(bucket, subject),
      String(limit.windowSeconds * 1000),
    )) as [number, number];
    return decideWindow(count, limit.limit, ttl, limit.windowSeconds);
  }

  /** Whether one more would still be within the limit, without counting. */
  async peek(bucket: string, subject: string, limit: WindowLimit): Promise<LimitDecision> {
    const key = this.keyOf(bucket, subject);
    const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
    return decideWindow(Number(count ?? 0) + 1, limit.limit, ttl, limit.windowSeconds);
  }

  async reset(bucket: string, subject: string): Promise<void> {
    await this.redis.del(this.keyOf(bucket, subject));
  }

  private keyOf(bucket: string, subject: string): string {
    const digest = createHash('sha256').update(subject).digest('base64url').slice(0, 32);
    return `auth:${this.namespace}:rl:${bucket}:${digest}`;
  }
}
