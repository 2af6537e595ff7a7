import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitClass } from '../routing/route-table';

export interface RateLimitSettings {
  points: number;
  sensitivePoints: number;
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * Fixed-window budgets per caller kept in Redis, so every gateway replica shares them. If Redis is
 * unreachable each replica falls back to a local budget rather than letting everything through.
 */
export class GatewayRateLimiter {
  private readonly limiters: Record<RateLimitClass, RateLimiterRedis>;
  private readonly limits: Record<RateLimitClass, number>;

  constructor(redis: Redis, settings: RateLimitSettings, keyPrefix = 'studyhub:ratelimit') {
    const make = (name: RateLimitClass, points: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${keyPrefix}:${name}`,
        points,
        duration: settings.windowSeconds,
        insuranceLimiter: new RateLimiterMemory({ points, duration: settings.windowSeconds }),
      });
    this.limits = { standard: settings.points, sensitive: settings.sensitivePoints };
    this.limiters = {
      standard: make('standard', settings.points),
      sensitive: make('sensitive', settings.sensitivePoints),
    };
  }

  async consume(kind: RateLimitClass, key: string): Promise<RateLimitDecision> {
    const limit = this.limits[kind];
    try {
      const result = await this.limiters[kind].consume(key);
      return {
        allowed: true,
        limit,
        remaining: result.remainingPoints,
        resetSeconds: Math.ceil(result.msBeforeNext / 1000),
      };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return {
          allowed: false,
          limit,
          remaining: 0,
          resetSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        };
      }
      throw rejection;
    }
  }
}
