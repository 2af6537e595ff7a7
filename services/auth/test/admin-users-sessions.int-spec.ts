import type { TestService } from '@studyhub/platform/testing';
import { countRows, insertAccount, type TestAccount } from './support/accounts-fixtures';
import { login, sessionOf } from './support/accounts-flows';
import { callJson } from './support/http';
import { startAuthTestService } from './support/auth-test-service';

jest.setTimeout(60_000);

/**
 * The admin users API against real sign-in: tokens issued by the service itself, and the sessions a
 * deactivation or a deletion must end (SessionRevoker of the accounts feature).
 */
describe('admin users API ends the sessions of the users it blocks', () => {
  let service: TestService;
  let admin: TestAccount;
  let adminToken: string;

  beforeAll(async () => {
    service = await startAuthTestService();
    admin = await insertAccount(service, { role: 'admin', fullName: 'Ada Admin' });
    adminToken = sessionOf(await login(service, admin.email, admin.password)).access_token;
  });

  afterAll(async () => {
    await service?.close();
  });

  /** A student signed in on two devices. */
  async function signedInTwice() {
    const student = await insertAccount(service);
    const laptop = sessionOf(await login(service, student.email, student.password));
    const phone = sessionOf(await login(service, student.email, student.password));
    return { student, refreshTokens: [laptop.refresh_token, phone.refresh_token] };
  }

  const refresh = (refreshToken: string) =>
    callJson(service.baseUrl, 'POST', '/auth/refresh', { body: { refresh_token: refreshToken } });

  const liveTokensOf = (userId: string) =>
    countRows(service, 'SELECT count(*) FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL', [userId]);

  it('deactivation revokes every refresh token, which stay dead after reactivation', async () => {
    const { student, refreshTokens } = await signedInTwice();
    const bystander = await signedInTwice();
    expect(await liveTokensOf(student.id)).toBe(2);

    const deactivated = await callJson(service.baseUrl, 'PATCH', `/users/${student.id}/status`, {
      token: adminToken,
      body: { status: 'inactive' },
    });
    expect(deactivated.status).toBe(200);
    expect(await liveTokensOf(student.id)).toBe(0);
    expect(await liveTokensOf(bystander.student.id)).toBe(2);

    const reactivated = await callJson(service.baseUrl, 'PATCH', `/users/${student.id}/status`, {
      token: adminToken,
      body: { status: 'active' },
    });
    expect(reactivated.status).toBe(200);
    for (const token of refreshTokens) expect((await refresh(token)).status).toBe(401);
    expect((await refresh(bystander.refreshTokens[0]!)).status).toBe(200);
  });

  it('an inactive account cannot sign in again until reactivated', async () => {
    const { student } = await signedInTwice();
    await callJson(service.baseUrl, 'PATCH', `/users/${student.id}/status`, {
      token: adminToken,
      body: { status: 'inactive' },
    });
    expect((await login(service, student.email, student.password)).status).toBeGreaterThanOrEqual(400);
    await callJson(service.baseUrl, 'PATCH', `/users/${student.id}/status`, {
      token: adminToken,
      body: { status: 'active' },
    });
    expect((await login(service, student.email, student.password)).status).toBe(200);
  });

  it('deletion ends the sessions with the account', async () => {
    const { student, refreshTokens } = await signedInTwice();
    const deleted = await callJson(service.baseUrl, 'DELETE', `/users/${student.id}`, { token: adminToken });
    expect(deleted.status).toBe(200);
    for (const token of refreshTokens) expect((await refresh(token)).status).toBe(401);
    expect(await countRows(service, 'SELECT count(*) FROM refresh_tokens WHERE user_id = $1', [student.id])).toBe(0);
  });

  it('a bulk deactivation revokes the sessions of every user it changed, in the same transaction', async () => {
    const first = await signedInTwice();
    const second = await signedInTwice();
    const bulk = await callJson(service.baseUrl, 'POST', '/users/bulk', {
      token: adminToken,
      body: { action: 'set_status', ids: [first.student.id, second.student.id], status: 'inactive' },
    });
    expect(bulk.status).toBe(200);
    expect(await liveTokensOf(first.student.id)).toBe(0);
    expect(await liveTokensOf(second.student.id)).toBe(0);
    for (const token of [...first.refreshTokens, ...second.refreshTokens])
      expect((await refresh(token)).status).toBe(401);
  });

  it('a refused bulk action revokes nothing', async () => {
    const { student, refreshTokens } = await signedInTwice();
    const refused = await callJson(service.baseUrl, 'POST', '/users/bulk', {
      token: adminToken,
      body: { action: 'set_status', ids: [student.id, admin.id], status: 'inactive' },
    });
    expect(refused.status).toBe(409);
    expect(await liveTokensOf(student.id)).toBe(2);
    expect((await refresh(refreshTokens[0]!)).status).toBe(200);
  });

  it('the admin keeps their own session when their self-deactivation is refused', async () => {
    const refused = await callJson(service.baseUrl, 'PATCH', `/users/${admin.id}/status`, {
      token: adminToken,
      body: { status: 'inactive' },
    });
    expect(refused.status).toBe(409);
    expect((await callJson(service.baseUrl, 'GET', '/users?limit=1', { token: adminToken })).status).toBe(200);
  });
});
