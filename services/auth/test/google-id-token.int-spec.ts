import { generateKeyPairSync } from 'node:crypto';
import type { TestService } from '@studyhub/platform/testing';
import { insertAccount, outboxEvents } from './support/accounts-fixtures';
import { callJson, parseSetCookies } from './support/http';
import {
  OTHER_CLIENT,
  STUDYHUB_CLIENT,
  startGoogleTestbed,
  type GoogleTestbed,
} from './support/oidc-provider/google-testbed';
import { signJwt } from './support/oidc-provider/local-oidc-provider';
import { obtainIdToken } from './support/oidc-provider/provider-login';

jest.setTimeout(60_000);

const NOOR = {
  id: 'google-noor-2001',
  email: 'noor.onetap@example.org',
  email_verified: true,
  name: 'Noor Haddad',
  picture: 'https://images.example.org/noor.png',
};
const TOMAS = { id: 'google-tomas-2002', email: 'tomas.existing@example.org', email_verified: true, name: 'Tomas' };
const MALLORY = { id: 'google-mallory-2003', email: 'mallory.unverified@example.org', email_verified: false };
const INA = { id: 'google-ina-2004', email: 'ina.onetap@example.org', email_verified: true, name: 'Ina' };
const VICTIM_EMAIL = 'victim@example.org';

interface ErrorBody {
  error: { code: string; message: string };
}

describe('POST /auth/google/id-token: sign-in with an ID token the browser got from the provider', () => {
  let testbed: GoogleTestbed;
  let service: TestService;

  beforeAll(async () => {
    testbed = await startGoogleTestbed([NOOR, TOMAS, MALLORY, INA]);
    service = testbed.service;
  });

  afterAll(async () => {
    await testbed?.close();
  });

  const idTokenFor = (account: { id: string }, client = STUDYHUB_CLIENT) =>
    obtainIdToken(testbed.provider.issuer, client, account.id);
  const post = (body: unknown) => callJson(service.baseUrl, 'POST', '/auth/google/id-token', { body });
  const usersWithEmail = (email: string) =>
    service.kernel.dataSource.query<{ id: string }[]>('SELECT id FROM users WHERE email = $1', [email]);
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

  async function expectRefused(credential: string) {
    const answer = await post({ credential });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({
      error: { code: 'INVALID_TOKEN', message: 'Failed to sign in with Google' },
    });
    expect(parseSetCookies(answer.response).has('sh_access')).toBe(false);
  }

  it('signs a new user in: account, linked identity, session answer and cookies', async () => {
    const credential = await idTokenFor(NOOR);
    const answer = await post({ credential, select_by: 'user' });
    expect(answer.status).toBe(200);
    const { data } = answer.body as {
      data: { user: { id: string; email: string; full_name: string; avatar_url: string }; access_token: string };
    };
    expect(data).toMatchObject({
      user: { email: NOOR.email, full_name: 'Noor Haddad', avatar_url: NOOR.picture, email_verified: true },
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: expect.any(Number),
    });
    const cookies = parseSetCookies(answer.response);
    expect(cookies.get('sh_access')?.value).toBe(data.access_token);
    expect(cookies.has('sh_refresh')).toBe(true);

    const me = await callJson(service.baseUrl, 'GET', '/auth/me', { token: data.access_token });
    expect(me.body).toMatchObject({ data: { user: { id: data.user.id } } });
    const identities = await service.kernel.dataSource.query<{ user_id: string }[]>(
      `SELECT user_id FROM user_identities WHERE provider = 'google' AND subject = $1`,
      [NOOR.id],
    );
    expect(identities).toEqual([{ user_id: data.user.id }]);
    expect(await outboxEvents(service, 'user.registered.v1', { userId: data.user.id })).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ method: 'google' }) }),
    ]);
  });

  it('signs an existing account in by its verified address', async () => {
    const existing = await insertAccount(service, { email: TOMAS.email, fullName: 'Tomas Novak' });
    const answer = await post({ credential: await idTokenFor(TOMAS) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { user: { id: existing.id, full_name: 'Tomas Novak' } } });
    expect(await outboxEvents(service, 'user.signed-in.v1', { userId: existing.id })).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ method: 'google', userAgent: 'jest' }) }),
    ]);
  });

  it('accepts each credential once', async () => {
    const credential = await idTokenFor(NOOR);
    expect((await post({ credential })).status).toBe(200);
    await expectRefused(credential);
  });

  it('refuses a token whose claims were altered after signing', async () => {
    const genuine = await idTokenFor(NOOR);
    const [header, , signature] = genuine.split('.');
    const altered = Buffer.from(JSON.stringify({ ...claimsOf(genuine), email: VICTIM_EMAIL })).toString('base64url');
    await expectRefused(`${header}.${altered}.${signature}`);
    expect(await usersWithEmail(VICTIM_EMAIL)).toEqual([]);
  });

  it('refuses a token signed by another key under the provider key id', async () => {
    const genuine = await idTokenFor(NOOR);
    const { kid } = JSON.parse(Buffer.from(genuine.split('.')[0]!, 'base64url').toString('utf8')) as { kid: string };
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expectRefused(signJwt(privateKey, kid, { ...claimsOf(genuine), sub: 'forged-1', email: VICTIM_EMAIL }));
    expect(await usersWithEmail(VICTIM_EMAIL)).toEqual([]);
  });

  it('refuses a token the provider issued to another application', async () => {
    const forOtherApp = await idTokenFor(NOOR, OTHER_CLIENT);
    expect(claimsOf(forOtherApp).aud).toBe(OTHER_CLIENT.client_id);
    await expectRefused(forOtherApp);
  });

  it('refuses an expired token, and one from another issuer, though signed with the provider key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: testbed.provider.issuer,
      aud: STUDYHUB_CLIENT.client_id,
      sub: 'google-expired-1',
      email: 'expired@example.org',
      email_verified: true,
      iat: now - 7200,
      exp: now - 3600,
    };
    await expectRefused(testbed.provider.signWithProviderKey(claims));
    await expectRefused(
      testbed.provider.signWithProviderKey({ ...claims, iat: now, exp: now + 600, iss: 'https://evil.example' }),
    );
    // The same claims with a valid lifetime are accepted: expiry is what refused the first.
    const valid = await post({
      credential: testbed.provider.signWithProviderKey({ ...claims, iat: now, exp: now + 600 }),
    });
    expect(valid.status).toBe(200);
  });

  it('refuses an unverified Google address', async () => {
    await expectRefused(await idTokenFor(MALLORY));
    expect(await usersWithEmail(MALLORY.email)).toEqual([]);
  });

  it('refuses garbage and names a missing credential', async () => {
    await expectRefused('not-a-jwt');
    await expectRefused('a.b.c');
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect((missing.body as ErrorBody).error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses an inactive account with 403', async () => {
    await insertAccount(service, { email: INA.email, status: 'inactive' });
    const answer = await post({ credential: await idTokenFor(INA) });
    expect(answer.status).toBe(403);
    expect((answer.body as ErrorBody).error.code).toBe('ACCOUNT_INACTIVE');
    expect(parseSetCookies(answer.response).has('sh_access')).toBe(false);
  });
});
