import { randomBytes } from 'node:crypto';
import type { TestService } from '@studyhub/platform/testing';
import { insertAccount, outboxEvents } from './support/accounts-fixtures';
import { callJson, parseSetCookies } from './support/http';
import { locationOf, TestBrowser } from './support/oidc-provider/browser';
import {
  PUBLIC_URL,
  REDIRECT_URI,
  STUDYHUB_CLIENT,
  startGoogleTestbed,
  type GoogleTestbed,
} from './support/oidc-provider/google-testbed';
import { authorizeAtProvider } from './support/oidc-provider/provider-login';

jest.setTimeout(60_000);

const ADA = {
  id: 'google-ada-1001',
  email: 'ada.lovelace@example.org',
  email_verified: true,
  name: 'Ada Lovelace',
  picture: 'https://images.example.org/ada.png',
};
const GRACE = {
  id: 'google-grace-1002',
  email: 'grace.hopper@example.org',
  email_verified: true,
  name: 'Grace Hopper',
  picture: 'https://images.example.org/grace.png',
};
const PAT = { id: 'google-pat-1003', email: 'pat.unproven@example.org', email_verified: true, name: 'Pat Doe' };
const MALLORY = { id: 'google-mallory-1004', email: 'mallory@example.org', email_verified: false, name: 'Mallory' };
const INA = { id: 'google-ina-1005', email: 'ina.inactive@example.org', email_verified: true, name: 'Ina' };
const KOFI = { id: 'google-kofi-1006', email: 'kofi.mensah@example.org', email_verified: true, name: 'Kofi Mensah' };
const LINA = { id: 'google-lina-1007', email: 'lina.replay@example.org', email_verified: true, name: 'Lina' };
const OMAR = { id: 'google-omar-1008', email: 'omar.browser@example.org', email_verified: true, name: 'Omar' };
const SAM = { id: 'google-sam-1009', email: 'sam.shared@example.org', email_verified: true, name: 'Sam' };
/** A second identity at the provider claiming Sam's (verified) address, e.g. a reassigned mailbox. */
const SAM_SUCCESSOR = { id: 'google-sam-2009', email: 'sam.shared@example.org', email_verified: true, name: 'Sam Two' };
const DECLINER = { id: 'google-dee-1010', email: 'dee.declines@example.org', email_verified: true, name: 'Dee' };
const ATTACKER = { id: 'google-eve-1011', email: 'eve.attacker@example.org', email_verified: true, name: 'Eve' };

describe('Google sign-in: authorization code flow with PKCE against a real OpenID provider', () => {
  let testbed: GoogleTestbed;
  let service: TestService;

  beforeAll(async () => {
    testbed = await startGoogleTestbed([
      ADA,
      GRACE,
      PAT,
      MALLORY,
      INA,
      KOFI,
      LINA,
      OMAR,
      SAM,
      SAM_SUCCESSOR,
      DECLINER,
      ATTACKER,
    ]);
    service = testbed.service;
  });

  afterAll(async () => {
    await testbed?.close();
  });

  const query = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    service.kernel.dataSource.query<T[]>(sql, params);
  const usersWithEmail = (email: string) =>
    query<{
      id: string;
      full_name: string;
      avatar_url: string | null;
      password_hash: string | null;
      verified: boolean;
    }>(
      `SELECT id, full_name, avatar_url, password_hash, email_verified_at IS NOT NULL AS verified
         FROM users WHERE email = $1`,
      [email],
    );
  const identitiesOf = (subject: string) =>
    query<{ user_id: string; provider: string; email: string }>(
      `SELECT user_id, provider, email FROM user_identities WHERE subject = $1`,
      [subject],
    );

  /** Starts at the service as the "Continue with Google" link does; returns the provider's address. */
  async function startSignIn(browser: TestBrowser, returnUrl?: string): Promise<URL> {
    const path = returnUrl ? `/auth/google?${new URLSearchParams({ returnUrl }).toString()}` : '/auth/google';
    const response = await browser.get(`${service.baseUrl}${path}`);
    expect(response.status).toBe(302);
    return locationOf(response, service.baseUrl);
  }

  /** The provider's redirect to our callback URI, replayed against the service under test. */
  const callbackUrlOf = (back: URL) => `${service.baseUrl}/auth/google/callback${back.search}`;

  async function signIn(account: { id: string }, options: { returnUrl?: string; browser?: TestBrowser } = {}) {
    const browser = options.browser ?? new TestBrowser();
    const authorization = await startSignIn(browser, options.returnUrl);
    const back = await authorizeAtProvider(browser, authorization, account.id);
    const callbackUrl = callbackUrlOf(back);
    const callback = await browser.get(callbackUrl);
    expect(callback.status).toBe(302);
    return { browser, back, callbackUrl, callback, landing: locationOf(callback, callbackUrl).toString() };
  }

  describe('GET /auth/config', () => {
    it('says Google sign-in is on and names the public client id the one-tap prompt starts with', async () => {
      const config = await callJson(service.baseUrl, 'GET', '/auth/config');
      expect(config.status).toBe(200);
      expect(config.body).toEqual({ data: { google_enabled: true, google_client_id: STUDYHUB_CLIENT.client_id } });
    });
  });

  describe('GET /auth/google', () => {
    it('redirects to the provider with code flow, PKCE (S256), state and nonce, bound to the browser', async () => {
      const browser = new TestBrowser();
      const response = await browser.get(`${service.baseUrl}/auth/google?returnUrl=%2Fdashboard%2Fhelp`);
      expect(response.status).toBe(302);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const authorization = locationOf(response, service.baseUrl);
      expect(`${authorization.origin}${authorization.pathname}`).toBe(`${testbed.provider.issuer}/auth`);
      const params = Object.fromEntries(authorization.searchParams);
      expect(params).toEqual({
        client_id: STUDYHUB_CLIENT.client_id,
        response_type: 'code',
        scope: 'openid email profile',
        redirect_uri: REDIRECT_URI,
        state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        code_challenge_method: 'S256',
      });
      expect(params.client_secret).toBeUndefined();

      const binding = parseSetCookies(response).get('sh_oidc');
      expect(binding?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(binding?.attributes).toMatchObject({
        httponly: true,
        samesite: 'Lax',
        path: '/api/auth/google',
        'max-age': '600',
      });

      // The pending sign-in lives server-side for ten minutes and holds no browser secret.
      const key = `auth:google:pending:${params.state}`;
      const ttl = await service.kernel.redis.ttl(key);
      expect(ttl).toBeGreaterThan(590);
      expect(ttl).toBeLessThanOrEqual(600);
      const stored = (await service.kernel.redis.get(key))!;
      expect(JSON.parse(stored)).toMatchObject({ returnUrl: '/dashboard/help', nonce: params.nonce });
      expect(stored).not.toContain(binding!.value);
      expect(stored).not.toContain(params.code_challenge);
    });

    it('keeps the browser binding across sign-ins started in two tabs', async () => {
      const browser = new TestBrowser();
      await startSignIn(browser);
      const first = browser.cookie(service.baseUrl, 'sh_oidc');
      await startSignIn(browser);
      expect(browser.cookie(service.baseUrl, 'sh_oidc')).toBe(first);
    });

    it('forgets a return address that leaves the site', async () => {
      const authorization = await startSignIn(new TestBrowser(), 'https://evil.example/phish');
      const stored = await service.kernel.redis.get(`auth:google:pending:${authorization.searchParams.get('state')}`);
      expect(JSON.parse(stored!)).toMatchObject({ returnUrl: null });
    });
  });

  describe('GET /auth/google/callback', () => {
    it('creates a verified account and a session for a new Google user, then continues to /auth/callback', async () => {
      const { callback, landing } = await signIn(ADA, { returnUrl: '/dashboard/help' });
      expect(landing).toBe(`${PUBLIC_URL}/auth/callback?returnUrl=%2Fdashboard%2Fhelp`);

      const cookies = parseSetCookies(callback);
      expect(cookies.get('sh_access')?.attributes.httponly).toBe(true);
      expect(cookies.get('sh_refresh')?.attributes.httponly).toBe(true);
      expect(cookies.get('sh_csrf')?.value).toBeTruthy();

      const [user] = await usersWithEmail(ADA.email);
      expect(user).toMatchObject({
        full_name: 'Ada Lovelace',
        avatar_url: ADA.picture,
        password_hash: null,
        verified: true,
      });
      expect(await identitiesOf(ADA.id)).toEqual([{ user_id: user!.id, provider: 'google', email: ADA.email }]);

      const me = await callJson(service.baseUrl, 'GET', '/auth/me', { token: cookies.get('sh_access')!.value });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ data: { user: { id: user!.id, email: ADA.email, email_verified: true } } });

      expect(await outboxEvents(service, 'user.registered.v1', { userId: user!.id })).toEqual([
        expect.objectContaining({
          data: { userId: user!.id, email: ADA.email, fullName: 'Ada Lovelace', role: 'user', method: 'google' },
        }),
      ]);
      expect(await outboxEvents(service, 'user.signed-in.v1', { userId: user!.id })).toEqual([
        expect.objectContaining({ data: expect.objectContaining({ method: 'google', email: ADA.email }) }),
      ]);
    });

    it('signs a returning Google user in to the same account through the linked identity', async () => {
      const { landing } = await signIn(KOFI);
      expect(landing).toBe(`${PUBLIC_URL}/auth/callback`);
      const [first] = await usersWithEmail(KOFI.email);
      // The user renames themself; Google's name must not overwrite it.
      await query(`UPDATE users SET full_name = 'Kofi A. Mensah' WHERE id = $1`, [first!.id]);

      const again = await signIn(KOFI, { returnUrl: '/documents' });
      expect(again.landing).toBe(`${PUBLIC_URL}/auth/callback?returnUrl=%2Fdocuments`);
      const users = await usersWithEmail(KOFI.email);
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ id: first!.id, full_name: 'Kofi A. Mensah' });
      expect(await identitiesOf(KOFI.id)).toHaveLength(1);
      expect(await outboxEvents(service, 'user.registered.v1', { userId: first!.id })).toHaveLength(1);
      expect(await outboxEvents(service, 'user.signed-in.v1', { userId: first!.id })).toHaveLength(2);
    });

    it('links an existing password account with the same address and fills in its missing avatar', async () => {
      const existing = await insertAccount(service, { email: GRACE.email, fullName: 'Grace B. Hopper' });
      const { landing } = await signIn(GRACE);
      expect(landing).toBe(`${PUBLIC_URL}/auth/callback`);

      const users = await usersWithEmail(GRACE.email);
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({
        id: existing.id,
        full_name: 'Grace B. Hopper',
        avatar_url: GRACE.picture,
        verified: true,
      });
      // Verified before: the password was proven by its owner and keeps working.
      expect(users[0]!.password_hash).toMatch(/^\$argon2id\$/);
      expect(await identitiesOf(GRACE.id)).toEqual([{ user_id: existing.id, provider: 'google', email: GRACE.email }]);
      expect(await outboxEvents(service, 'user.registered.v1', { userId: existing.id })).toEqual([]);
      expect(await outboxEvents(service, 'user.profile-updated.v1', { userId: existing.id })).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({ userId: existing.id, fullName: 'Grace B. Hopper', avatarUrl: GRACE.picture }),
        }),
      ]);
    });

    it('verifies an unverified account it links, and drops the password nobody had proven', async () => {
      const existing = await insertAccount(service, { email: PAT.email, verified: false });
      const { landing } = await signIn(PAT);
      expect(landing).toBe(`${PUBLIC_URL}/auth/callback`);
      const [user] = await usersWithEmail(PAT.email);
      expect(user).toMatchObject({ id: existing.id, verified: true, password_hash: null });
    });

    it('refuses an unverified Google address and creates nothing', async () => {
      const { landing, callback } = await signIn(MALLORY, { returnUrl: '/dashboard' });
      expect(landing).toBe(`${PUBLIC_URL}/login?returnUrl=%2Fdashboard&error=google`);
      expect(parseSetCookies(callback).has('sh_access')).toBe(false);
      expect(await usersWithEmail(MALLORY.email)).toEqual([]);
      expect(await identitiesOf(MALLORY.id)).toEqual([]);
    });

    it('refuses an inactive account and links nothing', async () => {
      const inactive = await insertAccount(service, { email: INA.email, status: 'inactive' });
      const { landing, callback } = await signIn(INA);
      expect(landing).toBe(`${PUBLIC_URL}/login?error=inactive`);
      expect(parseSetCookies(callback).has('sh_access')).toBe(false);
      expect(await identitiesOf(INA.id)).toEqual([]);
      expect(await outboxEvents(service, 'user.signed-in.v1', { userId: inactive.id })).toEqual([]);
    });

    it('refuses a linked account that was deactivated since', async () => {
      await signIn(OMAR);
      const [user] = await usersWithEmail(OMAR.email);
      await query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [user!.id]);
      const { landing } = await signIn(OMAR);
      expect(landing).toBe(`${PUBLIC_URL}/login?error=inactive`);
      expect(await outboxEvents(service, 'user.signed-in.v1', { userId: user!.id })).toHaveLength(1);
    });

    it('does not hand an account linked to one Google identity to another claiming its address', async () => {
      await signIn(SAM);
      const [user] = await usersWithEmail(SAM.email);
      const { landing } = await signIn(SAM_SUCCESSOR);
      expect(landing).toBe(`${PUBLIC_URL}/login?error=google`);
      expect(await identitiesOf(SAM_SUCCESSOR.id)).toEqual([]);
      expect(await outboxEvents(service, 'user.signed-in.v1', { userId: user!.id })).toHaveLength(1);
    });

    it('refuses a state it never issued, and a callback without state', async () => {
      const browser = new TestBrowser();
      const authorization = await startSignIn(browser);
      const back = await authorizeAtProvider(browser, authorization, DECLINER.id);
      const forged = new URL(back);
      forged.searchParams.set('state', randomBytes(32).toString('base64url'));
      const response = await browser.get(callbackUrlOf(forged));
      expect(locationOf(response, service.baseUrl).toString()).toBe(`${PUBLIC_URL}/login?error=google`);

      const withoutState = new URL(back);
      withoutState.searchParams.delete('state');
      const second = await browser.get(callbackUrlOf(withoutState));
      expect(locationOf(second, service.baseUrl).toString()).toBe(`${PUBLIC_URL}/login?error=google`);
      expect(await usersWithEmail(DECLINER.email)).toEqual([]);
    });

    it('refuses a state started in another browser (login CSRF)', async () => {
      // The attacker starts a sign-in with their own Google account and sends the victim the link back.
      const attacker = new TestBrowser();
      const attackerSignIn = async () =>
        callbackUrlOf(await authorizeAtProvider(attacker, await startSignIn(attacker, '/dashboard'), ATTACKER.id));

      const victim = new TestBrowser();
      await startSignIn(victim); // the victim has a binding cookie of their own
      const response = await victim.get(await attackerSignIn());
      expect(locationOf(response, service.baseUrl).toString()).toBe(
        `${PUBLIC_URL}/login?returnUrl=%2Fdashboard&error=google`,
      );
      expect(parseSetCookies(response).has('sh_access')).toBe(false);

      const withoutCookie = await fetch(await attackerSignIn(), { redirect: 'manual' });
      expect(withoutCookie.headers.get('location')).toBe(`${PUBLIC_URL}/login?returnUrl=%2Fdashboard&error=google`);
      expect(await usersWithEmail(ATTACKER.email)).toEqual([]);

      // The attacker's own browser would have been let in: the binding is what refused the victim.
      const own = await attacker.get(await attackerSignIn());
      expect(locationOf(own, service.baseUrl).toString()).toBe(`${PUBLIC_URL}/auth/callback?returnUrl=%2Fdashboard`);
    });

    it('finishes a callback once: a replayed callback and a replayed code are refused', async () => {
      const first = await signIn(LINA);
      expect(first.landing).toBe(`${PUBLIC_URL}/auth/callback`);
      const [user] = await usersWithEmail(LINA.email);

      const replayed = await first.browser.get(first.callbackUrl);
      expect(locationOf(replayed, service.baseUrl).toString()).toBe(`${PUBLIC_URL}/login?error=google`);
      expect(parseSetCookies(replayed).has('sh_access')).toBe(false);

      // The same code under a fresh state of the same browser: the provider refuses the used code.
      const fresh = await startSignIn(first.browser);
      const reusedCode = new URL(first.back);
      reusedCode.searchParams.set('state', fresh.searchParams.get('state')!);
      const response = await first.browser.get(callbackUrlOf(reusedCode));
      expect(locationOf(response, service.baseUrl).toString()).toBe(`${PUBLIC_URL}/login?error=google`);

      expect(await outboxEvents(service, 'user.signed-in.v1', { userId: user!.id })).toHaveLength(1);
    });

    it('sends the browser back to the login page when the user declines at the provider', async () => {
      const browser = new TestBrowser();
      const authorization = await startSignIn(browser, '/checkout');
      const back = await authorizeAtProvider(browser, authorization, DECLINER.id, 'abort');
      expect(back.searchParams.get('error')).toBe('access_denied');
      const response = await browser.get(callbackUrlOf(back));
      expect(locationOf(response, service.baseUrl).toString()).toBe(
        `${PUBLIC_URL}/login?returnUrl=%2Fcheckout&error=google`,
      );
      expect(await usersWithEmail(DECLINER.email)).toEqual([]);
    });
  });
});
