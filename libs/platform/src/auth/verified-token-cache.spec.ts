import type { Principal } from './principal';
import { VerifiedTokenCache } from './verified-token-cache';

const principal = (expiresAt?: number): Principal => ({
  userId: 'u1',
  role: 'user',
  status: 'active',
  ...(expiresAt !== undefined ? { expiresAt } : {}),
});

describe('VerifiedTokenCache', () => {
  it('answers from memory until the maximum age', () => {
    let now = 1_000_000;
    const cache = new VerifiedTokenCache(10, 60_000, () => now);
    cache.set('t', principal(now / 1000 + 3600));
    expect(cache.get('t')?.userId).toBe('u1');
    now += 59_999;
    expect(cache.get('t')).toBeDefined();
    now += 1;
    expect(cache.get('t')).toBeUndefined();
  });

  it('never outlives the token', () => {
    let now = 1_000_000;
    const cache = new VerifiedTokenCache(10, 60_000, () => now);
    cache.set('t', principal(now / 1000 + 5));
    now += 5_000;
    expect(cache.get('t')).toBeUndefined();
  });

  it('does not keep an already expired token', () => {
    const now = 1_000_000;
    const cache = new VerifiedTokenCache(10, 60_000, () => now);
    cache.set('t', principal(now / 1000 - 1));
    expect(cache.size).toBe(0);
  });

  it('forgets the oldest entry when full', () => {
    const cache = new VerifiedTokenCache(2, 60_000, () => 0);
    cache.set('a', principal());
    cache.set('b', principal());
    cache.set('c', principal());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});
