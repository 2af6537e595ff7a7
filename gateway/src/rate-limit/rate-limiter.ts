import type { Redis } from 'ioredis';
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

interface Lease {
  window: number;
  /** Points this replica may still spend without asking Redis. */
  left: number;
  /** How many points of the window Redis had handed out (to all replicas) at the last lease. */
  handedOut: number;
  /** Redis had nothing left for this window. */
  exhausted: boolean;
  /** A lease request under way; concurrent requests of the same caller wait for it. */
  renewing?: Promise<void>;
}

const MAX_LEASES = 50_000;

/**
 * Fixed-window budgets per caller shared by every gateway replica through Redis, leased in blocks:
 * a replica takes up to a twentieth of a budget from Redis at a time (one INCRBY) and spends it
 * locally, so most requests cost no round trip, and an exhausted caller is refused locally until
 * the window ends. A replica may strand part of its last block, so the whole fleet can refuse a
 * little early, never admit more than the budget. If Redis is unreachable, each replica keeps
 * limiting on its own.
 */
export class GatewayRateLimiter {
  private readonly leases = new Map<string, Lease>();
  private readonly limits: Record<Exclude<RateLimitClass, 'none'>, number>;

  constructor(
    private readonly redis: Redis,
    private readonly settings: RateLimitSettings,
    private readonly keyPrefix = 'studyhub:ratelimit',
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { standard: settings.points, sensitive: settings.sensitivePoints };
  }

  async consume(kind: Exclude<RateLimitClass, 'none'>, key: string): Promise<RateLimitDecision> {
    const limit = this.limits[kind];
    const windowMs = this.settings.windowSeconds * 1000;
    const now = this.now();
    const window = Math.floor(now / windowMs);
    const resetSeconds = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
    const id = `${kind}:${key}`;
    let lease = this.leases.get(id);
    if (!lease || lease.window !== window) lease = this.fresh(id, window);
    while (lease.left === 0 && !lease.exhausted) {
      lease.renewing ??= this.renew(id, lease, kind, limit, windowMs).finally(() => {
        lease.renewing = undefined;
      });
      await lease.renewing;
    }
    if (lease.left === 0) return { allowed: false, limit, remaining: 0, resetSeconds };
    lease.left -= 1;
    const remaining = Math.max(0, limit - lease.handedOut + lease.left);
    return { allowed: true, limit, remaining, resetSeconds };
  }

  private fresh(id: string, window: number): Lease {
    if (this.leases.size >= MAX_LEASES) this.dropOldWindows(window);
    const lease: Lease = { window, left: 0, handedOut: 0, exhausted: false };
    this.leases.delete(id);
    this.leases.set(id, lease);
    return lease;
  }

  private async renew(
    id: string,
    lease: Lease,
    kind: Exclude<RateLimitClass, 'none'>,
    limit: number,
    windowMs: number,
  ): Promise<void> {
    const block = Math.max(1, Math.floor(limit / 20));
    const redisKey = `${this.keyPrefix}:${kind}:${lease.window}:${id.slice(kind.length + 1)}`;
    try {
      const results = await this.redis
        .multi()
        .incrby(redisKey, block)
        .pexpire(redisKey, windowMs * 2)
        .exec();
      const total = Number(results?.[0]?.[1]);
      if (!Number.isFinite(total)) throw new Error('no INCRBY result');
      const granted = Math.max(0, Math.min(block, limit - (total - block)));
      lease.handedOut = Math.min(total, limit);
      lease.left = granted;
      lease.exhausted = total >= limit;
    } catch {
      // Redis is down: this replica limits alone, with the same budget, until Redis is back.
      const spent = lease.handedOut;
      const granted = Math.max(0, Math.min(block, limit - spent));
      lease.handedOut = spent + granted;
      lease.left = granted;
      lease.exhausted = lease.handedOut >= limit;
    }
  }

  /** Forgets leases of past windows, then the oldest, so memory stays bounded under many callers. */
  private dropOldWindows(current: number): void {
    for (const [id, lease] of this.leases) if (lease.window !== current) this.leases.delete(id);
    for (const id of this.leases.keys()) {
      if (this.leases.size < MAX_LEASES / 2) break;
      this.leases.delete(id);
    }
  }
}
