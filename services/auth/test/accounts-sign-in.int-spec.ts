import type { TestService } from '@studyhub/platform/testing';
import { countRows, insertAccount, outboxEvents, uniqueEmail } from './support/accounts-fixtures';
import { latestEmailToken, login, sessionOf } from './support/accounts-flows';
import { startAuthTestService } from './support/auth-test-service';
import { callJson, withoutCorrelationId } from './support/http';

jest.setTimeout(60_000);

describe('registration and password sign-in', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startAuthTestService();
  });

  afterAll(async () => {
    await service?.close();
  });

  const register = (body: unknown, headers: Record<string, string> = {}) =>
    callJson(service.baseUrl, 'POST', '/auth/register', { body, headers });

  describe('POST /auth/register', () => {
    it('creates an unverified account, announces it and asks for verification in one transaction', async () => {
      const email = uniqueEmail('register');
      const response = await register(
        { email: `  ${email.toUpperCase()} `, password: 'secret-pass', full_name: ' Amara Okafor ' },
        { 'x-correlation-id': 'register-corr' },
      );
      expect(response.status).toBe(201);
      const { user } = (response.body as { data: { user: Record<string, unknown> } }).data;
      expect(user).toMatchObject({
        email,
        full_name: 'Amara Okafor',
        role: 'user',
        status: 'active',
        email_verified: false,
      });
      expect(JSON.stringify(response.body)).not.toContain('argon2');

      const [row] = await service.kernel.dataSource.query<{ password_hash: string }[]>(
        'SELECT password_hash FROM users WHERE email = $1',
        [email],
      );
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=3\$/);

      const registered = await outboxEvents(service, 'user.registered.v1', { userId: user.id as string });
      expect(registered).toEqual([
        {
          correlationId: 'register-corr',
          data: { userId: user.id, email, fullName: 'Amara Okafor', role: 'user', method: 'password' },
        },
      ]);
      const verification = await outboxEvents<{ token: string; expiresAt: string }>(
        service,
        'user.email-verification-requested.v1',
        { userId: user.id as string },
      );
      expect(verification).toHaveLength(1);
      expect(verification[0]?.correlationId).toBe('register-corr');
      const { token, expiresAt } = verification[0]!.data;
      const hoursValid = (new Date(expiresAt).getTime() - Date.now()) / 3_600_000;
      expect(hoursValid).toBeGreaterThan(23.9);
      expect(hoursValid).toBeLessThanOrEqual(24);

      // Only the hash is stored.
      const tokens = await service.kernel.dataSource.query<{ token_hash: string }[]>(
        `SELECT token_hash FROM email_tokens WHERE user_id = $1`,
        [user.id],
      );
      expect(tokens).toHaveLength(1);
      expect(tokens[0]?.token_hash).not.toBe(token);
    });

    it('refuses an address that already has an account, whatever its case', async () => {
      const email = uniqueEmail('taken');
      expect((await register({ email, password: 'secret-pass', full_name: 'First' })).status).toBe(201);
      const again = await register({ email: email.toUpperCase(), password: 'other-pass', full_name: 'Second' });
      expect(again.status).toBe(409);
      expect((again.body as { error: { code: string } }).error.code).toBe('EMAIL_TAKEN');
    });

    it('names the bad fields (spec: minimum 6 characters)', async () => {
      const response = await register({ email: 'not-an-address', password: '12345', full_name: '' });
      expect(response.status).toBe(400);
      const { error } = response.body as { error: { code: string; fields: Record<string, string[]> } };
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields.password).toEqual(['Password must be at least 6 characters long.']);
      expect(Object.keys(error.fields).sort()).toEqual(['email', 'full_name', 'password']);
    });
  });

  describe('POST /auth/login', () => {
    it('answers a wrong password and an unknown e-mail identically', async () => {
      const account = await insertAccount(service);
      const wrong = await login(service, account.email, 'not the password');
      const unknown = await login(service, uniqueEmail('nobody'), 'not the password');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(withoutCorrelationId(wrong.body)).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' },
      });
      expect(withoutCorrelationId(unknown.body)).toEqual(withoutCorrelationId(wrong.body));
      expect(wrong.response.headers.getSetCookie()).toEqual([]);
    });

    it('asks an unverified account to verify, but only after the right password', async () => {
      const account = await insertAccount(service, { verified: false });
      const wrong = await login(service, account.email, 'not the password');
      expect(wrong.status).toBe(401);
      const right = await login(service, account.email, account.password);
      expect(right.status).toBe(403);
      expect(withoutCorrelationId(right.body)).toEqual({
        error: { code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email' },
      });
      expect(right.response.headers.getSetCookie()).toEqual([]);
    });

    it('refuses an inactive account', async () => {
      const account = await insertAccount(service, { status: 'inactive' });
      const response = await login(service, account.email, account.password);
      expect(response.status).toBe(403);
      expect((response.body as { error: { code: string } }).error.code).toBe('ACCOUNT_INACTIVE');
      expect(await countRows(service, 'SELECT count(*) FROM refresh_tokens WHERE user_id = $1', [account.id])).toBe(0);
    });

    it('starts a session: tokens, cookies and user.signed-in.v1 with the address and browser', async () => {
      const account = await insertAccount(service);
      const response = await login(service, account.email.toUpperCase(), account.password, {
        'x-forwarded-for': '203.0.113.7',
        'user-agent': 'Mozilla/5.0 (jest)',
        'x-correlation-id': 'login-corr',
      });
      expect(response.status).toBe(200);
      const session = sessionOf(response);
      expect(session.user).toMatchObject({ id: account.id, email: account.email, email_verified: true });
      expect(session.expires_in).toBe(900);
      expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(
        response.response.headers
          .getSetCookie()
          .map((c) => c.split('=')[0])
          .sort(),
      ).toEqual(['sh_access', 'sh_csrf', 'sh_refresh']);

      const me = await callJson(service.baseUrl, 'GET', '/auth/me', { token: session.access_token });
      expect(me.status).toBe(200);
      expect((me.body as { data: { user: { id: string } } }).data.user.id).toBe(account.id);

      expect(await outboxEvents(service, 'user.signed-in.v1', { userId: account.id })).toEqual([
        {
          correlationId: 'login-corr',
          data: {
            userId: account.id,
            email: account.email,
            fullName: account.fullName,
            method: 'password',
            ipAddress: '203.0.113.7',
            userAgent: 'Mozilla/5.0 (jest)',
          },
        },
      ]);
      const [stored] = await service.kernel.dataSource.query<{ token_hash: string; ip_address: string }[]>(
        'SELECT token_hash, ip_address FROM refresh_tokens WHERE user_id = $1',
        [account.id],
      );
      expect(stored?.token_hash).not.toBe(session.refresh_token);
      expect(stored?.ip_address).toBe('203.0.113.7');
    });

    it('rehashes a password made with weaker parameters on sign-in', async () => {
      const account = await insertAccount(service); // t=2, below the service's t=3
      const before = await service.kernel.dataSource.query<{ password_hash: string }[]>(
        'SELECT password_hash FROM users WHERE id = $1',
        [account.id],
      );
      expect(before[0]?.password_hash).toContain('m=19456,p=1,t=2');
      expect((await login(service, account.email, account.password)).status).toBe(200);
      const after = await service.kernel.dataSource.query<{ password_hash: string }[]>(
        'SELECT password_hash FROM users WHERE id = $1',
        [account.id],
      );
      expect(after[0]?.password_hash).toContain('m=19456,p=1,t=3');
      expect((await login(service, account.email, account.password)).status).toBe(200);
    });

    it('GET /auth/me needs a session', async () => {
      const response = await callJson(service.baseUrl, 'GET', '/auth/me');
      expect(response.status).toBe(401);
    });
  });

  describe('POST /auth/admin/login', () => {
    const adminLogin = (email: string, password: string) =>
      callJson(service.baseUrl, 'POST', '/auth/admin/login', { body: { email, password } });

    it('refuses a non-admin with the spec text and starts no session', async () => {
      const account = await insertAccount(service);
      const response = await adminLogin(account.email, account.password);
      expect(response.status).toBe(403);
      expect(withoutCorrelationId(response.body)).toEqual({
        error: { code: 'FORBIDDEN', message: 'Unauthorized: Admin access required' },
      });
      expect(response.response.headers.getSetCookie()).toEqual([]);
      expect(await outboxEvents(service, 'user.signed-in.v1', { userId: account.id })).toEqual([]);
    });

    it('refuses an inactive admin the same way', async () => {
      const admin = await insertAccount(service, { role: 'admin', status: 'inactive' });
      const response = await adminLogin(admin.email, admin.password);
      expect(response.status).toBe(403);
      expect((response.body as { error: { message: string } }).error.message).toBe(
        'Unauthorized: Admin access required',
      );
    });

    it('answers a wrong password like the other door', async () => {
      const admin = await insertAccount(service, { role: 'admin' });
      const response = await adminLogin(admin.email, 'wrong password');
      expect(response.status).toBe(401);
      expect((response.body as { error: { code: string } }).error.code).toBe('INVALID_CREDENTIALS');
    });

    it('signs an active admin in', async () => {
      const admin = await insertAccount(service, { role: 'admin' });
      const response = await adminLogin(admin.email, admin.password);
      expect(response.status).toBe(200);
      expect(sessionOf(response).user.role).toBe('admin');
    });
  });

  describe('e-mail verification', () => {
    async function registerNew() {
      const email = uniqueEmail('verify');
      const response = await register({ email, password: 'secret-pass', full_name: 'Kofi Mensah' });
      expect(response.status).toBe(201);
      const id = (response.body as { data: { user: { id: string } } }).data.user.id;
      return { email, id, token: await latestEmailToken(service, 'user.email-verification-requested.v1', email) };
    }
    const verify = (token: string) => callJson(service.baseUrl, 'POST', '/auth/verify-email', { body: { token } });

    it('verifies once and signs in; the link does not work twice', async () => {
      const account = await registerNew();
      const first = await verify(account.token);
      expect(first.status).toBe(200);
      expect(sessionOf(first).user).toMatchObject({ id: account.id, email_verified: true });
      expect(first.response.headers.getSetCookie()).toHaveLength(3);
      expect(await outboxEvents(service, 'user.signed-in.v1', { userId: account.id })).toHaveLength(1);

      const second = await verify(account.token);
      expect(second.status).toBe(400);
      expect(withoutCorrelationId(second.body)).toEqual({
        error: { code: 'INVALID_TOKEN', message: 'This link is invalid or has expired.' },
      });
      expect((await login(service, account.email, 'secret-pass')).status).toBe(200);
    });

    it('refuses an expired or unknown link', async () => {
      const account = await registerNew();
      await service.kernel.dataSource.query(
        `UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [account.id],
      );
      expect((await verify(account.token)).status).toBe(400);
      expect((await verify('x'.repeat(43))).status).toBe(400);
      expect((await login(service, account.email, 'secret-pass')).status).toBe(403);
    });

    it('resends to unverified accounts only, answering every address the same', async () => {
      const unverified = await registerNew();
      const verified = await insertAccount(service);
      const answers = [];
      for (const email of [unverified.email, verified.email, uniqueEmail('ghost')]) {
        answers.push(await callJson(service.baseUrl, 'POST', '/auth/resend-verification', { body: { email } }));
      }
      for (const answer of answers) {
        expect(answer.status).toBe(202);
        expect(answer.body).toEqual(answers[0]?.body);
      }
      expect(
        await outboxEvents(service, 'user.email-verification-requested.v1', { userId: unverified.id }),
      ).toHaveLength(2);
      expect(await outboxEvents(service, 'user.email-verification-requested.v1', { userId: verified.id })).toEqual([]);
      // Both links work until one is used.
      const newest = await latestEmailToken(service, 'user.email-verification-requested.v1', unverified.email);
      expect(newest).not.toBe(unverified.token);
      expect((await verify(unverified.token)).status).toBe(200);
      expect((await verify(newest)).status).toBe(400);
    });
  });
});
