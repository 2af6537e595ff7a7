import type { TestService } from '@studyhub/platform/testing';
import { AccountsMaintenance } from '../src/accounts/maintenance/accounts-maintenance';
import { countRows, insertAccount, outboxEvents, uniqueEmail } from './support/accounts-fixtures';
import { latestEmailToken, login, sessionOf } from './support/accounts-flows';
import { startAuthTestService } from './support/auth-test-service';
import { callJson, withoutCorrelationId } from './support/http';

jest.setTimeout(60_000);

describe('forgotten, reset and changed passwords', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startAuthTestService();
  });

  afterAll(async () => {
    await service?.close();
  });

  const forgot = (email: string) => callJson(service.baseUrl, 'POST', '/auth/forgot-password', { body: { email } });
  const reset = (token: string, password: string) =>
    callJson(service.baseUrl, 'POST', '/auth/reset-password', { body: { token, password } });
  const refresh = (refreshToken: string) =>
    callJson(service.baseUrl, 'POST', '/auth/refresh', { body: { refresh_token: refreshToken } });
  const resetToken = (email: string) => latestEmailToken(service, 'user.password-reset-requested.v1', email);

  describe('POST /auth/forgot-password', () => {
    it('answers the same whether or not the address has an account, and mails only real ones', async () => {
      const account = await insertAccount(service);
      const known = await forgot(account.email.toUpperCase());
      const unknown = await forgot(uniqueEmail('ghost'));
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(unknown.body).toEqual(known.body);

      const events = await outboxEvents<{ token: string; expiresAt: string; email: string }>(
        service,
        'user.password-reset-requested.v1',
        { userId: account.id },
      );
      expect(events).toHaveLength(1);
      expect(events[0]?.data).toMatchObject({ userId: account.id, email: account.email, fullName: account.fullName });
      const minutesValid = (new Date(events[0]!.data.expiresAt).getTime() - Date.now()) / 60_000;
      expect(minutesValid).toBeGreaterThan(29.9);
      expect(minutesValid).toBeLessThanOrEqual(30);
      // hashed at rest
      expect(
        await countRows(service, 'SELECT count(*) FROM email_tokens WHERE token_hash = $1', [events[0]!.data.token]),
      ).toBe(0);
    });

    it('sends nothing for an inactive account', async () => {
      const account = await insertAccount(service, { status: 'inactive' });
      expect((await forgot(account.email)).status).toBe(202);
      expect(await outboxEvents(service, 'user.password-reset-requested.v1', { userId: account.id })).toEqual([]);
    });
  });

  describe('POST /auth/reset-password', () => {
    it('sets the password, verifies the address, ends every session and announces the change', async () => {
      const account = await insertAccount(service, { verified: false });
      await service.kernel.dataSource.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [account.id]);
      const before = sessionOf(await login(service, account.email, account.password));
      await service.kernel.dataSource.query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [account.id]);

      await forgot(account.email);
      const token = await resetToken(account.email);
      const response = await reset(token, 'brand-new-secret');
      expect(response.status).toBe(200);

      expect((await login(service, account.email, account.password)).status).toBe(401);
      const after = await login(service, account.email, 'brand-new-secret');
      expect(after.status).toBe(200);
      expect(sessionOf(after).user.email_verified).toBe(true);
      expect((await refresh(before.refresh_token)).status).toBe(401);
      expect(await outboxEvents(service, 'user.password-changed.v1', { userId: account.id })).toEqual([
        expect.objectContaining({
          data: { userId: account.id, email: account.email, fullName: account.fullName, via: 'reset' },
        }),
      ]);
    });

    it('refuses a used, an expired, a replaced and an unknown link with INVALID_TOKEN', async () => {
      const account = await insertAccount(service);
      await forgot(account.email);
      const older = await resetToken(account.email);
      await forgot(account.email);
      const newer = await resetToken(account.email);
      expect(newer).not.toBe(older);

      const replaced = await reset(older, 'another-secret');
      expect(replaced.status).toBe(400);
      expect(withoutCorrelationId(replaced.body)).toEqual({
        error: { code: 'INVALID_TOKEN', message: 'This link is invalid or has expired.' },
      });
      expect((await reset(newer, 'another-secret')).status).toBe(200);
      expect((await reset(newer, 'yet-another-secret')).status).toBe(400);
      expect((await reset('B'.repeat(43), 'another-secret')).status).toBe(400);

      await forgot(account.email);
      const expiring = await resetToken(account.email);
      await service.kernel.dataSource.query(
        `UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND used_at IS NULL`,
        [account.id],
      );
      expect((await reset(expiring, 'too-late-secret')).status).toBe(400);
      expect((await login(service, account.email, 'another-secret')).status).toBe(200);
    });

    it('keeps the spec minimum of 6 characters', async () => {
      const response = await reset('C'.repeat(43), '12345');
      expect(response.status).toBe(400);
      expect((response.body as { error: { fields: Record<string, string[]> } }).error.fields.password).toEqual([
        'Password must be at least 6 characters long.',
      ]);
    });

    it('blanks the raw token in published events once it has expired', async () => {
      const account = await insertAccount(service);
      await forgot(account.email);
      const token = await resetToken(account.email);
      await service.kernel.dataSource.query(
        `UPDATE outbox SET published_at = coalesce(published_at, now()),
                envelope = jsonb_set(envelope, '{data,expiresAt}', to_jsonb('2020-01-01T00:00:00.000Z'::text))
          WHERE event_type = 'user.password-reset-requested.v1' AND envelope->'data'->>'token' = $1`,
        [token],
      );
      await service.app.get(AccountsMaintenance).runOnce();
      const events = await outboxEvents<{ token: string }>(service, 'user.password-reset-requested.v1', {
        userId: account.id,
      });
      expect(events.map((event) => event.data.token)).toEqual(['expired']);
    });
  });

  describe('PUT /auth/password', () => {
    const change = (accessToken: string | undefined, body: unknown) =>
      callJson(service.baseUrl, 'PUT', '/auth/password', { body, ...(accessToken ? { token: accessToken } : {}) });

    it('needs a session', async () => {
      expect((await change(undefined, { current_password: 'x', new_password: 'longer-one' })).status).toBe(401);
    });

    it('refuses a wrong current password with a field error', async () => {
      const account = await insertAccount(service);
      const session = sessionOf(await login(service, account.email, account.password));
      const response = await change(session.access_token, {
        current_password: 'not it',
        new_password: 'brand-new-secret',
      });
      expect(response.status).toBe(400);
      expect(withoutCorrelationId(response.body)).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          fields: { current_password: ['Your current password is incorrect.'] },
        },
      });
      expect((await login(service, account.email, account.password)).status).toBe(200);
    });

    it('changes it, keeps this session, ends the others and announces the change', async () => {
      const account = await insertAccount(service);
      const current = sessionOf(await login(service, account.email, account.password));
      const other = sessionOf(await login(service, account.email, account.password));
      const response = await change(current.access_token, {
        current_password: account.password,
        new_password: 'brand-new-secret',
      });
      expect(response.status).toBe(200);
      expect((await refresh(other.refresh_token)).status).toBe(401);
      expect((await refresh(current.refresh_token)).status).toBe(200);
      expect((await login(service, account.email, 'brand-new-secret')).status).toBe(200);
      expect(await outboxEvents(service, 'user.password-changed.v1', { userId: account.id })).toEqual([
        expect.objectContaining({ data: expect.objectContaining({ userId: account.id, via: 'change' }) }),
      ]);
    });
  });
});
