import { accessTokenState, decodeAccessToken } from './access-token';

function tokenWith(payload: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const NOW = Date.parse('2025-11-01T10:00:00Z');
const inSeconds = (seconds: number) => Math.floor(NOW / 1000) + seconds;

describe('decodeAccessToken', () => {
  it('reads subject, role, status and expiry', () => {
    expect(decodeAccessToken(tokenWith({ sub: 'u1', role: 'admin', status: 'active', exp: inSeconds(60) }))).toEqual({
      userId: 'u1',
      role: 'admin',
      status: 'active',
      expiresAt: (Math.floor(NOW / 1000) + 60) * 1000,
    });
  });

  it('reads non-ASCII claims', () => {
    expect(decodeAccessToken(tokenWith({ sub: 'ü-1', exp: inSeconds(1), email: 'zoë@example.org' }))?.userId).toBe(
      'ü-1',
    );
  });

  it.each([
    ['nothing', ''],
    ['two parts', 'a.b'],
    ['garbage', 'a.@@@.c'],
    ['no subject', tokenWith({ exp: inSeconds(60) })],
    ['no expiry', tokenWith({ sub: 'u1' })],
    ['a JSON array', tokenWith([1, 2])],
  ])('refuses %s', (_, token) => {
    expect(decodeAccessToken(token)).toBeNull();
  });
});

describe('accessTokenState', () => {
  it('is active until shortly before expiry', () => {
    const state = accessTokenState(tokenWith({ sub: 'u1', role: 'user', status: 'active', exp: inSeconds(60) }), NOW);
    expect(state).toMatchObject({ kind: 'active', claims: { role: 'user' } });
  });

  it('is expired after expiry and within the last seconds', () => {
    expect(accessTokenState(tokenWith({ sub: 'u1', exp: inSeconds(-1) }), NOW)).toEqual({ kind: 'expired' });
    expect(accessTokenState(tokenWith({ sub: 'u1', exp: inSeconds(3) }), NOW)).toEqual({ kind: 'expired' });
  });

  it('is none without a readable token', () => {
    expect(accessTokenState(undefined, NOW)).toEqual({ kind: 'none' });
    expect(accessTokenState('not-a-jwt', NOW)).toEqual({ kind: 'none' });
  });
});
