import { Redis } from 'ioredis';
import { TEST_REDIS_URL, uniqueSuffix } from '@studyhub/platform/testing';
import { GatewayRateLimiter } from '../src/rate-limit/rate-limiter';

describe('GatewayRateLimiter on the real Redis', () => {
  const redis = new Redis(TEST_REDIS_URL);
  let clock = Date.UTC(2026, 10, 22, 12, 0, 0);
  const now = () => clock;
  const settings = { points: 100, sensitivePoints: 3, windowSeconds: 60 };

  afterAll(async () => {
    await redis.quit();
  });

  async function admitted(limiter: GatewayRateLimiter, kind: 'standard' | 'sensitive', key: string, tries: number) {
    let allowed = 0;
    for (let i = 0; i < tries; i += 1) if ((await limiter.consume(kind, key)).allowed) allowed += 1;
    return allowed;
  }

  it('never admits more than the budget across replicas sharing Redis', async () => {
    const prefix = `test:rl:${uniqueSuffix()}`;
    const replicaA = new GatewayRateLimiter(redis, settings, prefix, now);
    const replicaB = new GatewayRateLimiter(redis, settings, prefix, now);
    const interleaved = await Promise.all([admitted(replicaA, 'standard', 'ip:1', 80), admitted(replicaB, 'standard', 'ip:1', 80)]);
    const total = interleaved[0] + interleaved[1];
    expect(total).toBeLessThanOrEqual(100);
    // At most one block (a twentieth) may be stranded on the replica that stopped asking.
    expect(total).toBeGreaterThanOrEqual(95);
  });

  it('refuses an exhausted caller until the window ends, then admits again', async () => {
    const prefix = `test:rl:${uniqueSuffix()}`;
    const limiter = new GatewayRateLimiter(redis, settings, prefix, now);
    expect(await admitted(limiter, 'sensitive', 'ip:2:credentials', 5)).toBe(3);
    const refused = await limiter.consume('sensitive', 'ip:2:credentials');
    expect(refused).toMatchObject({ allowed: false, limit: 3, remaining: 0 });
    expect(refused.resetSeconds).toBeGreaterThan(0);
    expect(refused.resetSeconds).toBeLessThanOrEqual(60);
    clock += 60_000;
    expect((await limiter.consume('sensitive', 'ip:2:credentials')).allowed).toBe(true);
  });

  it('counts callers apart and reports what remains', async () => {
    const prefix = `test:rl:${uniqueSuffix()}`;
    const limiter = new GatewayRateLimiter(redis, settings, prefix, now);
    const first = await limiter.consume('standard', 'user:a');
    expect(first).toMatchObject({ allowed: true, limit: 100, remaining: 99 });
    await admitted(limiter, 'standard', 'user:a', 9);
    expect((await limiter.consume('standard', 'user:a')).remaining).toBe(89);
    expect((await limiter.consume('standard', 'user:b')).remaining).toBe(99);
  });

  it('keeps limiting on its own when Redis is unreachable', async () => {
    const down = new Redis({ port: 1, host: '127.0.0.1', maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: true, retryStrategy: () => null });
    down.on('error', () => undefined);
    const limiter = new GatewayRateLimiter(down, settings, `test:rl:${uniqueSuffix()}`, now);
    expect(await admitted(limiter, 'sensitive', 'ip:3', 6)).toBe(3);
    down.disconnect();
  });
});
