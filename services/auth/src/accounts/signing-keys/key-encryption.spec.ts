import { KeyEncryption } from './key-encryption';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const PEM = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIExample\n-----END PRIVATE KEY-----\n';

describe('KeyEncryption', () => {
  it('opens what it sealed', () => {
    const encryption = new KeyEncryption(SECRET);
    const sealed = encryption.seal(PEM, 'kid-1');
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(encryption.open(sealed, 'kid-1')).toBe(PEM);
  });

  it('uses a fresh IV each time', () => {
    const encryption = new KeyEncryption(SECRET);
    expect(encryption.seal(PEM, 'kid-1')).not.toBe(encryption.seal(PEM, 'kid-1'));
  });

  it('refuses another secret, another key id and an altered ciphertext', () => {
    const sealed = new KeyEncryption(SECRET).seal(PEM, 'kid-1');
    expect(() => new KeyEncryption(`${SECRET}-other`).open(sealed, 'kid-1')).toThrow();
    expect(() => new KeyEncryption(SECRET).open(sealed, 'kid-2')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => new KeyEncryption(SECRET).open(parts.join('.'), 'kid-1')).toThrow();
    expect(() => new KeyEncryption(SECRET).open('v0.a.b.c', 'kid-1')).toThrow('unknown sealed key format');
  });
});
