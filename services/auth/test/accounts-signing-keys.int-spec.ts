import { JwtVerifier } from '@studyhub/platform';
import type { TestService } from '@studyhub/platform/testing';
import { decodeProtectedHeader } from 'jose';
import { SessionStarter } from '../src/accounts/session-ports';
import { SigningKeysService } from '../src/accounts/signing-keys/signing-keys.service';
import { UsersRepository } from '../src/users/users.repository';
import { countRows, insertAccount } from './support/accounts-fixtures';
import { startAuthTestService } from './support/auth-test-service';
import { callJson } from './support/http';

jest.setTimeout(60_000);

const CONTEXT = { requestId: 'keys-test', correlationId: 'keys-test' };

describe('access-token signing keys and the JWKS', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startAuthTestService({ AUTH_SIGNING_KEY_PREPUBLISH_SECONDS: '0' });
  });

  afterAll(async () => {
    await service?.close();
  });

  async function signIn(): Promise<string> {
    const account = await insertAccount(service);
    const user = await service.app.get(UsersRepository).findById(account.id);
    const session = await service.app
      .get(SessionStarter)
      .start(user!, { method: 'password', ipAddress: null, userAgent: null }, CONTEXT);
    return session.access_token;
  }

  const platformVerifier = () =>
    new JwtVerifier({
      jwksUrl: `${service.baseUrl}/.well-known/jwks.json`,
      issuer: 'studyhub-auth',
      audience: 'studyhub',
      cacheMaxAgeMs: 0,
    });

  it('publishes the public key with a cache lifetime, and the platform verifier accepts issued tokens', async () => {
    const jwks = await callJson(service.baseUrl, 'GET', '/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=300');
    const { keys } = jwks.body as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.any(String),
      kid: expect.any(String),
      alg: 'EdDSA',
      use: 'sig',
    });
    expect(keys[0]).not.toHaveProperty('d');

    const token = await signIn();
    const principal = await platformVerifier().verify(token);
    expect(principal).toMatchObject({ role: 'user', status: 'active', sessionId: expect.any(String) });
    expect(decodeProtectedHeader(token).kid).toBe(keys[0]?.kid);
  });

  it('stores private keys only sealed', async () => {
    const rows = await service.kernel.dataSource.query<{ private_key_sealed: string }[]>(
      'SELECT private_key_sealed FROM signing_keys',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.private_key_sealed).toMatch(/^v1\./);
      expect(row.private_key_sealed).not.toContain('PRIVATE KEY');
    }
  });

  it('rotates: new tokens carry the new kid, tokens of the old key stay valid, replicas create one key', async () => {
    const keys = service.app.get(SigningKeysService);
    const oldToken = await signIn();
    const oldKid = decodeProtectedHeader(oldToken).kid;
    expect(await keys.rotateIfDue()).toBeNull();

    await service.kernel.dataSource.query(`UPDATE signing_keys SET created_at = now() - interval '31 days'`);
    // Several replicas checking at once still create one key (advisory lock).
    const created = (await Promise.all([1, 2, 3, 4].map(() => keys.rotateIfDue()))).filter(Boolean);
    expect(created).toHaveLength(1);
    expect(await countRows(service, 'SELECT count(*) FROM signing_keys')).toBe(2);

    const newToken = await signIn();
    expect(decodeProtectedHeader(newToken).kid).toBe(created[0]);
    expect(decodeProtectedHeader(newToken).kid).not.toBe(oldKid);

    const jwks = await callJson(service.baseUrl, 'GET', '/.well-known/jwks.json');
    expect((jwks.body as { keys: { kid: string }[] }).keys.map((k) => k.kid).sort()).toEqual(
      [oldKid, created[0]].sort(),
    );

    const verifier = platformVerifier();
    await expect(verifier.verify(oldToken)).resolves.toMatchObject({ role: 'user' });
    await expect(verifier.verify(newToken)).resolves.toMatchObject({ role: 'user' });
    for (const token of [oldToken, newToken]) {
      const me = await callJson(service.baseUrl, 'GET', '/auth/me', { token });
      expect(me.status).toBe(200);
    }
  });
});
