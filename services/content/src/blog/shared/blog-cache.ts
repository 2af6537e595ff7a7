import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { BLOG_LIMITS } from '@studyhub/contracts';
import { LOGGER, REDIS, SERVICE_CONFIG, type Logger, type ServiceEnv } from '@studyhub/platform';
import { blogRedisNamespace } from './blog-redis-namespace';

/**
 * The public blog reads, cached in Redis for 5 minutes (spec section 9). Every key carries the
 * blog's current version; a change bumps the version after its commit, so no reader is served a
 * page older than the change, and the old keys simply expire. An entry never outlives the next
 * scheduled publication, so a scheduled post appears on time. Redis being down only costs speed.
 */
@Injectable()
export class BlogCache {
  private readonly namespace: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) config: ServiceEnv,
    private readonly dataSource: DataSource,
  ) {
    this.namespace = blogRedisNamespace(config);
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.version();
    if (version === null) return load();
    const cacheKey = `${this.namespace}:v${version}:${key}`;
    const cached = await this.redis.get(cacheKey).catch(() => null);
    if (cached !== null) return JSON.parse(cached) as T;
    const value = await load();
    const ttl = await this.lifetimeSeconds();
    await this.redis.set(cacheKey, JSON.stringify(value), 'EX', ttl).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'blog cache write failed');
    });
    return value;
  }

  /** Call after the change has committed. */
  async invalidate(): Promise<void> {
    try {
      await this.redis.incr(`${this.namespace}:version`);
    } catch (error) {
      this.logger.error({ err: error }, 'blog cache could not be invalidated; entries expire within 5 minutes');
    }
  }

  private async version(): Promise<string | null> {
    try {
      return (await this.redis.get(`${this.namespace}:version`)) ?? '0';
    } catch {
      return null;
    }
  }

  private async lifetimeSeconds(): Promise<number> {
    const [row] = await this.dataSource.query<{ seconds: number | null }[]>(
      `SELECT ceil(extract(epoch FROM min(published_at) - now()))::int AS seconds
       FROM blog_posts WHERE status = 'published' AND published_at > now()`,
    );
    const untilNextPublication = row?.seconds ?? null;
    if (untilNextPublication === null) return BLOG_LIMITS.cacheSeconds;
    return Math.max(1, Math.min(BLOG_LIMITS.cacheSeconds, untilNextPublication));
  }
}
