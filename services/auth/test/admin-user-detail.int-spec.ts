import type { TestService } from '@studyhub/platform/testing';
import { insertAccount, type TestAccount } from './support/accounts-fixtures';
import { login, sessionOf } from './support/accounts-flows';
import { callJson } from './support/http';
import { startAuthTestService } from './support/auth-test-service';

jest.setTimeout(60_000);

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
const FIREFOX_UPDATED = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';
const SAFARI_PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface SignInBody {
  id: string;
  signed_in_at: string;
  method: string;
  ip_network: string | null;
  user_agent: string | null;
  device: string;
  is_new_device: boolean;
  session_state: string;
  last_active_at: string | null;
}
interface ListBody<T> {
  data: T[];
  meta: { page: number; limit: number; total: number };
}
interface ErrorBody {
  error: { code: string; message: string };
}

/** GET /users/{id} and /users/{id}/sign-ins: the back office's view of one account. */
describe('admin user detail API', () => {
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

  const signIn = (account: TestAccount, userAgent: string, ip: string) =>
    login(service, account.email, account.password, { 'user-agent': userAgent, 'x-forwarded-for': ip });

  it('shows the profile with billing country, sign-in methods and the last sign-in', async () => {
    const student = await insertAccount(service, { fullName: 'Grace Student' });
    await service.kernel.dataSource.query(
      `UPDATE users SET country_id = 'GH', university_id = 'uni-1', course_id = 'course-1' WHERE id = $1`,
      [student.id],
    );
    const before = await callJson(service.baseUrl, 'GET', `/users/${student.id}`, { token: adminToken });
    expect(before.status).toBe(200);
    expect((before.body as { data: Record<string, unknown> }).data).toMatchObject({
      id: student.id,
      email: student.email,
      full_name: 'Grace Student',
      role: 'user',
      status: 'active',
      email_verified: true,
      university_id: 'uni-1',
      course_id: 'course-1',
      billing_country_id: 'GH',
      last_sign_in_at: null,
      has_password: true,
      has_google: false,
    });

    expect((await signIn(student, FIREFOX, '203.0.113.77')).status).toBe(200);
    const after = await callJson(service.baseUrl, 'GET', `/users/${student.id}`, { token: adminToken });
    const lastSignInAt = (after.body as { data: { last_sign_in_at: string | null } }).data.last_sign_in_at;
    expect(lastSignInAt).not.toBeNull();
    expect(Date.now() - Date.parse(lastSignInAt!)).toBeLessThan(60_000);
  });

  it('lists sign-ins newest first with the network, device, new-device flag and session state', async () => {
    const student = await insertAccount(service);
    const bystander = await insertAccount(service);
    const laptop = sessionOf(await signIn(student, FIREFOX, '203.0.113.77'));
    await signIn(student, FIREFOX_UPDATED, '203.0.113.78');
    await signIn(student, SAFARI_PHONE, '2001:db8:85a3:8d3:1319:8a2e:370:7348');
    await signIn(bystander, FIREFOX, '198.51.100.1');
    await callJson(service.baseUrl, 'POST', '/auth/logout', { body: { refresh_token: laptop.refresh_token } });

    const list = await callJson(service.baseUrl, 'GET', `/users/${student.id}/sign-ins`, { token: adminToken });
    expect(list.status).toBe(200);
    const { data, meta } = list.body as ListBody<SignInBody>;
    expect(meta).toEqual({ page: 1, limit: 10, total: 3 });
    expect(data.map((row) => [row.device, row.ip_network, row.is_new_device, row.session_state])).toEqual([
      ['Safari on iOS', '2001:db8:85a3::/48', true, 'active'],
      ['Firefox on Linux', '203.0.113.x', false, 'active'],
      ['Firefox on Linux', '203.0.113.x', true, 'ended'],
    ]);
    expect(data.every((row) => row.method === 'password')).toBe(true);
    expect(data[2]!.user_agent).toBe(FIREFOX);
    expect(JSON.stringify(data)).not.toContain('203.0.113.77');
  });

  it('pages the sign-ins and refuses a bad page', async () => {
    const student = await insertAccount(service);
    for (let index = 0; index < 3; index += 1) await signIn(student, FIREFOX, '203.0.113.9');
    const second = await callJson(service.baseUrl, 'GET', `/users/${student.id}/sign-ins?page=2&limit=2`, {
      token: adminToken,
    });
    expect(second.status).toBe(200);
    const { data, meta } = second.body as ListBody<SignInBody>;
    expect(meta).toEqual({ page: 2, limit: 2, total: 3 });
    expect(data).toHaveLength(1);
    expect(data[0]!.is_new_device).toBe(true);

    const bad = await callJson(service.baseUrl, 'GET', `/users/${student.id}/sign-ins?limit=500`, {
      token: adminToken,
    });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const path of ['/users/7f0c6a52-2f4e-4d7e-9a57-1d1f5a0c1e11', '/users/nope', '/users/nope/sign-ins']) {
      const answer = await callJson(service.baseUrl, 'GET', path, { token: adminToken });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });

  it('refuses anonymous callers and non-admins', async () => {
    const student = await insertAccount(service);
    const studentToken = sessionOf(await login(service, student.email, student.password)).access_token;
    for (const path of [`/users/${admin.id}`, `/users/${admin.id}/sign-ins`]) {
      expect((await callJson(service.baseUrl, 'GET', path)).status).toBe(401);
      const asStudent = await callJson(service.baseUrl, 'GET', path, { token: studentToken });
      expect(asStudent.status).toBe(403);
      expect((asStudent.body as ErrorBody).error.message).toBe('Unauthorized: Admin access required');
    }
  });

  it('forgets the sign-ins with the account', async () => {
    const student = await insertAccount(service);
    await signIn(student, FIREFOX, '203.0.113.5');
    expect((await callJson(service.baseUrl, 'DELETE', `/users/${student.id}`, { token: adminToken })).status).toBe(200);
    const [row] = await service.kernel.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM sign_ins WHERE user_id = $1',
      [student.id],
    );
    expect(row!.count).toBe(0);
  });
});
