import { Redis } from 'ioredis';
import { TEST_REDIS_URL, testLogger, uniqueSuffix } from '@studyhub/platform/testing';
import { AccessRevocations } from '../src/access/access-revocations';

/** The revocation list's rules on the real Redis (ADR 0036); the gateway's flow is in access-revocation. */
describe('AccessRevocations', () => {
  const redis = new Redis(TEST_REDIS_URL);
  const prefix = `test:revoked:${uniqueSuffix()}`;
  const revocations = new AccessRevocations(redis, 900, testLogger('revocations'), prefix);
  const D = Date.parse('2030-01-01T10:00:00.400Z');
  const token = (userId: string, issuedAtMs: number) => ({ userId, issuedAt: issuedAtMs / 1000 });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('refuses the tokens issued up to a deactivation and none of another user', async () => {
    await revocations.record({ userId: 'u1', kind: 'ended', at: D });
    expect(await revocations.refuses(token('u1', D - 600_000))).toBe(true);
    expect(await revocations.refuses(token('u1', D))).toBe(true);
    expect(await revocations.refuses(token('u1', D + 1))).toBe(false);
    expect(await revocations.refuses(token('u2', D - 1))).toBe(false);
    // A whole-second iat is judged by its second: refused even if issued a moment after.
    expect(await revocations.refuses({ userId: 'u1', issuedAt: Math.floor(D / 1000) })).toBe(true);
  });

  it('keeps the deactivation cut after a reactivation, so old tokens stay refused and new ones pass', async () => {
    await revocations.record({ userId: 'u3', kind: 'ended', at: D });
    await revocations.record({ userId: 'u3', kind: 'reactivated', at: D + 300 });
    expect(await revocations.refuses(token('u3', D - 1000))).toBe(true);
    expect(await revocations.refuses(token('u3', D + 301))).toBe(false);
  });

  it('ignores a change older than the one recorded (redelivered or out of order)', async () => {
    await revocations.record({ userId: 'u4', kind: 'reactivated', at: D + 300 });
    expect(await revocations.record({ userId: 'u4', kind: 'ended', at: D })).toBe(false);
    expect(await revocations.refuses(token('u4', D + 301))).toBe(false);
    expect(await revocations.refuses(token('u4', D - 1000))).toBe(true);
    expect(await revocations.record({ userId: 'u4', kind: 'reactivated', at: D + 300 })).toBe(false);
  });

  it('forgets an entry once every token it refuses has expired', async () => {
    await revocations.record({ userId: 'u5', kind: 'ended', at: D });
    const expiresAt = await redis.pexpiretime(`${prefix}:u5`);
    expect(expiresAt).toBe(D + 900_000 + 60_000);
    const past = Date.now() - 2_000_000;
    await revocations.record({ userId: 'u6', kind: 'ended', at: past });
    expect(await redis.exists(`${prefix}:u6`)).toBe(0);
  });

  it('refuses nothing when Redis cannot be read', async () => {
    const broken = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    broken.on('error', () => undefined);
    const unreadable = new AccessRevocations(broken, 900, testLogger('revocations'), prefix);
    expect(await unreadable.refuses(token('u1', D - 600_000))).toBe(false);
    broken.disconnect();
  });
});
