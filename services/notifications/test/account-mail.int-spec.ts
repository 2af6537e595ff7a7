import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createTestTokenIssuer,
  startTestService,
  waitFor,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { notificationsService } from '../src/service';
import { consumedCount, publishEvent, waitUntilHandled } from './support/broker';
import { addressesOf, emailsOfEvent, emlFiles, emlOf, waitForEmailOfEvent } from './support/outgoing-emails';
import { authEvent, hoursFromNow, newToken, newUser } from './support/user-events';

jest.setTimeout(60_000);

const PUBLIC_URL = 'http://localhost:3999';

describe('account e-mails written as .eml files (no SMTP_URL)', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let dataDir: string;
  let mailDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-notifications-'));
    mailDir = path.join(dataDir, 'mail');
    tokens = await createTestTokenIssuer();
    service = await startTestService(notificationsService, {
      verifier: tokens.verifier,
      env: { DATA_DIR: dataDir, PUBLIC_URL, SUPPORT_EMAIL: 'help@studyhub.test' },
    });
  });

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const setPreference = async (userId: string, preference_id: string, enabled: boolean) => {
    const response = await fetch(`${service.baseUrl}/notification-preferences`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokens.sign({ userId })}` },
      body: JSON.stringify({ preference_id, enabled }),
    });
    expect(response.status).toBe(200);
  };

  it('writes the verification e-mail as a parseable .eml with the link whole in the text part', async () => {
    const user = newUser('Amara <b>Okafor</b>');
    const token = newToken();
    const event = authEvent('user.email-verification-requested.v1', {
      ...user,
      token,
      expiresAt: hoursFromNow(24),
    });
    await publishEvent(service, event);

    const row = await waitForEmailOfEvent(service, event.id);
    expect(row).toMatchObject({ template: 'email-verification', recipient: user.email, attempts: 1 });
    // Bodies with single-use links are not kept once the message is out.
    expect(row.html_body).toBeNull();
    expect(row.text_body).toBeNull();

    const { raw, parsed } = await emlOf(mailDir, row.id);
    const link = `${PUBLIC_URL}/auth/callback?type=email_verification&token=${token}`;
    expect(parsed.subject).toBe('Confirm your email');
    expect(addressesOf(parsed.to)).toEqual([user.email]);
    expect(addressesOf(parsed.from)).toEqual(['no-reply@studyhub.local']);
    expect(addressesOf(parsed.replyTo)).toEqual(['help@studyhub.test']);
    expect(parsed.messageId).toBe(`<${row.id}@studyhub.local>`);
    // The link is one whole line of the decoded text part (what a reader or a test copies).
    expect(parsed.text?.split(/\r?\n/)).toContain(link);
    expect(parsed.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(parsed.html).toContain('Amara &lt;b&gt;Okafor&lt;/b&gt;');
    expect(parsed.html).not.toContain('<b>Okafor</b>');
    // Base64 bodies: quoted-printable would have folded the long link with soft line breaks.
    expect(raw).toMatch(/Content-Transfer-Encoding: base64/i);
    expect(raw).not.toMatch(/quoted-printable/i);
    expect(raw).toMatch(/^Auto-Submitted: auto-generated$/m);
    // Written through a temporary name and renamed: nothing half-written is left behind.
    expect((await readdir(mailDir)).filter((name) => !name.endsWith('.eml'))).toEqual([]);
  });

  it('queues and writes exactly one e-mail when the same event is delivered twice', async () => {
    const user = newUser();
    const event = authEvent('user.password-reset-requested.v1', {
      ...user,
      token: newToken(),
      expiresAt: hoursFromNow(1),
    });
    const duplicatesBefore = await consumedCount(service, event.type, 'duplicate');
    await publishEvent(service, event);
    await publishEvent(service, event);
    await waitFor(
      'the second delivery dropped as a duplicate',
      async () => (await consumedCount(service, event.type, 'duplicate')) > duplicatesBefore,
    );
    const row = await waitForEmailOfEvent(service, event.id);
    expect(await emailsOfEvent(service, event.id)).toHaveLength(1);
    expect((await emlFiles(mailDir)).filter((name) => name.endsWith(`-${row.id}.eml`))).toHaveLength(1);

    const { parsed } = await emlOf(mailDir, row.id);
    expect(parsed.subject).toBe('Reset your Studyhub password');
    expect(parsed.text?.split(/\r?\n/)).toContain(`${PUBLIC_URL}/auth/reset-password?token=${event.data.token}`);
    expect(parsed.text?.replace(/\s+/g, ' ')).toContain('This link works for 1 hour');
  });

  it('welcomes people who signed up, by password or Google, but not seeded accounts', async () => {
    const byPassword = authEvent('user.registered.v1', { ...newUser(), role: 'user', method: 'password' });
    const byGoogle = authEvent('user.registered.v1', { ...newUser(), role: 'user', method: 'google' });
    const seeded = authEvent('user.registered.v1', { ...newUser(), role: 'user', method: 'seed' });
    for (const event of [byPassword, byGoogle, seeded]) await publishEvent(service, event);

    for (const event of [byPassword, byGoogle]) {
      const row = await waitForEmailOfEvent(service, event.id);
      const { parsed } = await emlOf(mailDir, row.id);
      expect(parsed.subject).toBe('Welcome to Studyhub');
      expect(addressesOf(parsed.to)).toEqual([event.data.email]);
      expect(parsed.text?.split(/\r?\n/)).toContain(`${PUBLIC_URL}/dashboard`);
    }
    await waitUntilHandled(service, seeded.id);
    expect(await emailsOfEvent(service, seeded.id)).toEqual([]);
  });

  it('sends the sign-in notice while security-login is on, and none once the user turns it off', async () => {
    const user = newUser();
    const first = authEvent('user.signed-in.v1', {
      ...user,
      method: 'password',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    });
    await publishEvent(service, first);
    const row = await waitForEmailOfEvent(service, first.id);
    const { parsed } = await emlOf(mailDir, row.id);
    expect(parsed.subject).toBe('New sign-in to your Studyhub account');
    expect(parsed.text).toContain('203.0.113.7');
    expect(parsed.text).toContain('Firefox/140.0');

    await setPreference(user.userId, 'security-login', false);
    const second = authEvent('user.signed-in.v1', { ...user, method: 'google', ipAddress: null, userAgent: null });
    await publishEvent(service, second);
    await waitUntilHandled(service, second.id);
    expect(await emailsOfEvent(service, second.id)).toEqual([]);
  });

  it('sends the password-changed notice according to security-status', async () => {
    const user = newUser();
    const changed = authEvent('user.password-changed.v1', { ...user, via: 'change' });
    await publishEvent(service, changed);
    const row = await waitForEmailOfEvent(service, changed.id);
    expect((await emlOf(mailDir, row.id)).parsed.subject).toBe('Your Studyhub password was changed');

    await setPreference(user.userId, 'security-status', false);
    const reset = authEvent('user.password-changed.v1', { ...user, via: 'reset' });
    await publishEvent(service, reset);
    await waitUntilHandled(service, reset.id);
    expect(await emailsOfEvent(service, reset.id)).toEqual([]);
  });

  it('always sends verification and reset e-mails, even with every preference off', async () => {
    const user = newUser();
    await setPreference(user.userId, 'security-login', false);
    await setPreference(user.userId, 'security-status', false);
    const verification = authEvent('user.email-verification-requested.v1', {
      ...user,
      token: newToken(),
      expiresAt: hoursFromNow(24),
    });
    const reset = authEvent('user.password-reset-requested.v1', {
      ...user,
      token: newToken(),
      expiresAt: hoursFromNow(1),
    });
    await publishEvent(service, verification);
    await publishEvent(service, reset);
    await waitForEmailOfEvent(service, verification.id);
    await waitForEmailOfEvent(service, reset.id);
  });

  it('does not send a link that expired before its event was handled', async () => {
    const event = authEvent('user.password-reset-requested.v1', {
      ...newUser(),
      token: newToken(),
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    await publishEvent(service, event);
    await waitUntilHandled(service, event.id);
    expect(await emailsOfEvent(service, event.id)).toEqual([]);
  });

  it('forgets a deleted user: preferences and e-mails go, other users keep theirs', async () => {
    const leaving = newUser();
    const staying = newUser();
    await setPreference(leaving.userId, 'order-status', false);
    await setPreference(staying.userId, 'order-status', false);
    const leavingMail = authEvent('user.registered.v1', { ...leaving, role: 'user', method: 'password' });
    const stayingMail = authEvent('user.registered.v1', { ...staying, role: 'user', method: 'password' });
    await publishEvent(service, leavingMail);
    await publishEvent(service, stayingMail);
    await waitForEmailOfEvent(service, leavingMail.id);
    await waitForEmailOfEvent(service, stayingMail.id);

    const deleted = authEvent('user.deleted.v1', { userId: leaving.userId, deletedBy: null });
    await publishEvent(service, deleted);
    await waitUntilHandled(service, deleted.id);

    const countFor = async (table: string, userId: string) =>
      (
        await service.kernel.dataSource.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`,
          [userId],
        )
      )[0]?.n;
    expect(await countFor('notification_preferences', leaving.userId)).toBe(0);
    expect(await countFor('outgoing_emails', leaving.userId)).toBe(0);
    expect(await countFor('notification_preferences', staying.userId)).toBe(8);
    expect(await countFor('outgoing_emails', staying.userId)).toBe(1);
  });
});
