import type { TestService } from '@studyhub/platform/testing';
import { SessionRevoker } from '../src/accounts/session-ports';
import { insertAccount } from './support/accounts-fixtures';
import { login, sessionOf } from './support/accounts-flows';
import { startAuthTestService } from './support/auth-test-service';
import { callJson, cookieHeader, parseSetCookies, withoutCorrelationId } from './support/http';

jest.setTimeout(60_000);

describe('sessions: refresh rotation, cookies, CSRF and logout', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startAuthTestService();
  });

  afterAll(async () => {
    await service?.close();
  });

  async function signedIn() {
    const account = await insertAccount(service);
    const response = await login(service, account.email, account.password);
    expect(response.status).toBe(200);
    return { account, session: sessionOf(response), cookies: parseSetCookies(response.response) };
  }

  const refreshWithBody = (refreshToken: string) =>
    callJson(service.baseUrl, 'POST', '/auth/refresh', { body: { refresh_token: refreshToken } });
  const me = (token: string) => callJson(service.baseUrl, 'GET', '/auth/me', { token });

  it('sets the session cookies with the right flags (7 days; Secure off outside production)', async () => {
    const { session, cookies } = await signedIn();
    expect(cookies.get('sh_access')).toEqual({
      name: 'sh_access',
      value: session.access_token,
      attributes: { 'max-age': '604800', path: '/', httponly: true, samesite: 'Lax' },
    });
    expect(cookies.get('sh_refresh')).toEqual({
      name: 'sh_refresh',
      value: session.refresh_token,
      attributes: { 'max-age': '604800', path: '/api/auth', httponly: true, samesite: 'Strict' },
    });
    const csrf = cookies.get('sh_csrf');
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrf?.attributes).toEqual({ 'max-age': '604800', path: '/', samesite: 'Lax' });
  });

  it('rotates: the used token is spent and its child continues the same session', async () => {
    const { session } = await signedIn();
    const first = await refreshWithBody(session.refresh_token);
    expect(first.status).toBe(200);
    const rotated = sessionOf(first);
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect(rotated.expires_in).toBe(900);
    expect((await me(rotated.access_token)).status).toBe(200);

    const rows = await service.kernel.dataSource.query<
      { id: string; family_id: string; parent_id: string | null; used_at: Date | null }[]
    >('SELECT id, family_id, parent_id, used_at FROM refresh_tokens WHERE user_id = $1 ORDER BY created_at', [
      rotated.user.id,
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.family_id).toBe(rows[0]?.family_id);
    expect(rows[1]?.parent_id).toBe(rows[0]?.id);
    expect(rows[0]?.used_at).not.toBeNull();
    expect(rows[1]?.used_at).toBeNull();

    const second = await refreshWithBody(rotated.refresh_token);
    expect(second.status).toBe(200);
  });

  it('revokes the whole family when a spent token comes back: the newest stops working too', async () => {
    const { session } = await signedIn();
    const rotated = sessionOf(await refreshWithBody(session.refresh_token));
    const newest = sessionOf(await refreshWithBody(rotated.refresh_token));

    const replay = await refreshWithBody(session.refresh_token);
    expect(replay.status).toBe(401);
    expect(withoutCorrelationId(replay.body)).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'User not authenticated' },
    });
    expect((await refreshWithBody(newest.refresh_token)).status).toBe(401);
    // auth's own /me knows the session ended, even while the access token has not expired
    expect((await me(newest.access_token)).status).toBe(401);
  });

  it('refuses expired and unknown refresh tokens', async () => {
    const { session, account } = await signedIn();
    await service.kernel.dataSource.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [account.id],
    );
    expect((await refreshWithBody(session.refresh_token)).status).toBe(401);
    expect((await refreshWithBody('A'.repeat(43))).status).toBe(401);
    expect((await callJson(service.baseUrl, 'POST', '/auth/refresh', { body: {} })).status).toBe(401);
  });

  it('needs the CSRF header when the refresh token comes from the cookie', async () => {
    const { session, cookies } = await signedIn();
    const csrf = cookies.get('sh_csrf')!.value;
    const cookie = cookieHeader({ sh_refresh: session.refresh_token, sh_csrf: csrf });

    const forged = await callJson(service.baseUrl, 'POST', '/auth/refresh', { headers: { cookie } });
    expect(forged.status).toBe(403);
    expect((forged.body as { error: { code: string } }).error.code).toBe('CSRF_FAILED');
    const wrongHeader = await callJson(service.baseUrl, 'POST', '/auth/refresh', {
      headers: { cookie, 'x-csrf-token': 'not-the-cookie-value-not-the-cookie-value-00' },
    });
    expect(wrongHeader.status).toBe(403);

    const allowed = await callJson(service.baseUrl, 'POST', '/auth/refresh', {
      headers: { cookie, 'x-csrf-token': csrf },
    });
    expect(allowed.status).toBe(200);
    const renewed = parseSetCookies(allowed.response);
    expect(renewed.get('sh_refresh')?.value).toBe(sessionOf(allowed).refresh_token);
    expect(renewed.get('sh_access')?.value).toBe(sessionOf(allowed).access_token);
    // The CSRF token survives a renewal, so other tabs' requests stay valid.
    expect(renewed.get('sh_csrf')?.value).toBe(csrf);
  });

  it('logout revokes the session, clears the cookies and answers 204', async () => {
    const { session } = await signedIn();
    const response = await callJson(service.baseUrl, 'POST', '/auth/logout', { token: session.access_token });
    expect(response.status).toBe(204);
    const cleared = parseSetCookies(response.response);
    for (const name of ['sh_access', 'sh_refresh', 'sh_csrf']) {
      expect(cleared.get(name)?.value).toBe('');
      expect(new Date(String(cleared.get(name)?.attributes.expires)).getTime()).toBeLessThan(Date.now());
    }
    expect(cleared.get('sh_refresh')?.attributes.path).toBe('/api/auth');
    expect((await refreshWithBody(session.refresh_token)).status).toBe(401);
    expect((await me(session.access_token)).status).toBe(401);
  });

  it('logout works with only the refresh cookie (expired access token), with the CSRF header', async () => {
    const { session, cookies } = await signedIn();
    const csrf = cookies.get('sh_csrf')!.value;
    const cookie = cookieHeader({ sh_access: 'expired.jwt.value', sh_refresh: session.refresh_token, sh_csrf: csrf });
    const forged = await callJson(service.baseUrl, 'POST', '/auth/logout', { headers: { cookie } });
    expect(forged.status).toBe(403);
    expect((await refreshWithBody(session.refresh_token)).status).toBe(200);

    const { session: other, cookies: otherCookies } = await signedIn();
    const otherCsrf = otherCookies.get('sh_csrf')!.value;
    const response = await callJson(service.baseUrl, 'POST', '/auth/logout', {
      headers: {
        cookie: cookieHeader({ sh_access: 'expired.jwt.value', sh_refresh: other.refresh_token, sh_csrf: otherCsrf }),
        'x-csrf-token': otherCsrf,
      },
    });
    expect(response.status).toBe(204);
    expect((await refreshWithBody(other.refresh_token)).status).toBe(401);
  });

  it('logout with a refresh token in the body ends that session only', async () => {
    const first = await signedIn();
    const second = await login(service, first.account.email, first.account.password);
    const response = await callJson(service.baseUrl, 'POST', '/auth/logout', {
      body: { refresh_token: first.session.refresh_token },
    });
    expect(response.status).toBe(204);
    expect((await refreshWithBody(first.session.refresh_token)).status).toBe(401);
    expect((await refreshWithBody(sessionOf(second).refresh_token)).status).toBe(200);
  });

  it('SessionRevoker ends every session of a user; a deactivated user cannot refresh', async () => {
    const { account, session } = await signedIn();
    const other = sessionOf(await login(service, account.email, account.password));
    await service.app.get(SessionRevoker).revokeAllForUser(account.id);
    expect((await refreshWithBody(session.refresh_token)).status).toBe(401);
    expect((await refreshWithBody(other.refresh_token)).status).toBe(401);

    const { account: later, session: laterSession } = await signedIn();
    await service.kernel.dataSource.query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [later.id]);
    expect((await refreshWithBody(laterSession.refresh_token)).status).toBe(401);
  });
});
