import { createOpaqueToken, hashOpaqueToken } from './opaque-token';

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const first = createOpaqueToken();
    const second = createOpaqueToken();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    expect(first.token).not.toBe(second.token);
  });

  it('are stored as their SHA-256, which never equals the token itself', () => {
    const { token, hash } = createOpaqueToken();
    expect(hash).toBe(hashOpaqueToken(token));
    expect(hash).not.toBe(token);
    expect(Buffer.from(hash, 'base64url')).toHaveLength(32);
  });

  it('hashes deterministically (a known SHA-256 vector)', () => {
    expect(Buffer.from(hashOpaqueToken('abc'), 'base64url').toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
