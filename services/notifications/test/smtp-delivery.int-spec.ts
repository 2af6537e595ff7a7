import { startTestService, waitFor, type TestService } from '@studyhub/platform/testing';
import { notificationsService } from '../src/service';
import { publishEvent } from './support/broker';
import { addressesOf, waitForEmailOfEvent } from './support/outgoing-emails';
import { TestSmtpServer } from './support/smtp-test-server';
import { authEvent, hoursFromNow, newToken, newUser, type TestUser } from './support/user-events';

jest.setTimeout(60_000);

const PUBLIC_URL = 'https://studyhub.test';

describe('account e-mails delivered over SMTP (SMTP_URL set)', () => {
  let smtp: TestSmtpServer;
  let service: TestService;

  beforeAll(async () => {
    smtp = new TestSmtpServer({ user: 'mailer', password: 'p@ss:word' });
    await smtp.start();
    service = await startTestService(notificationsService, {
      env: {
        SMTP_URL: smtp.url(),
        PUBLIC_URL,
        MAIL_FROM: 'Studyhub Test <mailer@studyhub.test>',
        MAIL_MAX_ATTEMPTS: '4',
        MAIL_RETRY_BASE_MS: '100',
      },
    });
  });

  afterAll(async () => {
    await service?.close();
    await smtp?.close();
  });

  const requestReset = async (user: TestUser) => {
    const event = authEvent('user.password-reset-requested.v1', {
      ...user,
      token: newToken(),
      expiresAt: hoursFromNow(1),
    });
    await publishEvent(service, event);
    return event;
  };

  it('delivers the message to the SMTP server, logged in with the URL credentials', async () => {
    const user = newUser();
    const event = authEvent('user.email-verification-requested.v1', {
      ...user,
      token: newToken(),
      expiresAt: hoursFromNow(24),
    });
    await publishEvent(service, event);
    const row = await waitForEmailOfEvent(service, event.id);
    expect(row.attempts).toBe(1);

    const [mail, ...others] = smtp.receivedBy(user.email);
    expect(others).toEqual([]);
    expect(mail?.user).toBe('mailer');
    expect(mail?.parsed.subject).toBe('Confirm your email');
    expect(addressesOf(mail?.parsed.to)).toEqual([user.email]);
    expect(addressesOf(mail?.parsed.from)).toEqual(['mailer@studyhub.test']);
    expect(mail?.parsed.messageId).toBe(`<${row.id}@studyhub.test>`);
    expect(mail?.parsed.text?.split(/\r?\n/)).toContain(
      `${PUBLIC_URL}/auth/callback?type=email_verification&token=${event.data.token}`,
    );
  });

  it('delivers a notice with its one-click List-Unsubscribe headers (RFC 8058)', async () => {
    const user = newUser();
    const event = authEvent('user.password-changed.v1', { ...user, via: 'change' });
    await publishEvent(service, event);
    await waitForEmailOfEvent(service, event.id);
    const [mail] = smtp.receivedBy(user.email);
    const headers = mail?.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(headers).toMatch(
      new RegExp(`^List-Unsubscribe: <${PUBLIC_URL}/api/notifications/unsubscribe\\?token=[\\w.-]+>$`, 'm'),
    );
    expect(mail?.parsed.subject).toBe('Your Studyhub password was changed');
  });

  it('retries a temporarily failing server with backoff and delivers exactly once', async () => {
    const user = newUser();
    smtp.rules.set(user.email, { failures: 2, code: 451 });
    const event = await requestReset(user);

    const row = await waitForEmailOfEvent(service, event.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(smtp.dataAttempts.get(user.email)).toBe(3);
    const received = smtp.receivedBy(user.email);
    expect(received).toHaveLength(1);
    expect(received[0]?.parsed.subject).toBe('Reset your Studyhub password');
  });

  it('gives up after MAIL_MAX_ATTEMPTS when the server keeps refusing', async () => {
    const user = newUser();
    smtp.rules.set(user.email, { failures: 100, code: 421 });
    const event = await requestReset(user);

    const row = await waitForEmailOfEvent(service, event.id, 'failed');
    expect(row.attempts).toBe(4);
    expect(row.last_error).toContain('421');
    expect(row.html_body).toBeNull();
    expect(smtp.dataAttempts.get(user.email)).toBe(4);
    expect(smtp.receivedBy(user.email)).toEqual([]);
  });

  it('does not retry a mailbox the server says does not exist', async () => {
    const user = newUser();
    smtp.unknownMailboxes.add(user.email);
    const event = await requestReset(user);

    const row = await waitForEmailOfEvent(service, event.id, 'failed');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('550');
    // Still failed, with one attempt, a while later.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const again = await waitForEmailOfEvent(service, event.id, 'failed');
    expect(again.attempts).toBe(1);
  });

  it('keeps delivering other messages while one is being retried', async () => {
    const slow = newUser();
    const fine = newUser();
    smtp.rules.set(slow.email, { failures: 1, code: 451 });
    const slowEvent = await requestReset(slow);
    const fineEvent = await requestReset(fine);
    await waitForEmailOfEvent(service, fineEvent.id);
    await waitForEmailOfEvent(service, slowEvent.id);
    await waitFor(
      'both messages received',
      () => smtp.receivedBy(slow.email).length === 1 && smtp.receivedBy(fine.email).length === 1,
    );
  });

  it('delivers a burst exactly once per message while its loops compete for rows', async () => {
    const users = Array.from({ length: 30 }, () => newUser());
    const events = [];
    for (const user of users) events.push(await requestReset(user));
    for (const event of events) await waitForEmailOfEvent(service, event.id);
    for (const user of users) expect(`${user.email}:${smtp.receivedBy(user.email).length}`).toBe(`${user.email}:1`);
  });

  it('loses nothing when the database connection dies after the server took the message: it is sent again', async () => {
    const user = newUser();
    smtp.beforeAccept = async (recipient, attempt) => {
      if (recipient !== user.email || attempt !== 1) return;
      // The dispatcher holds the row lock in an open transaction while it sends: end that session,
      // as a crash would, before the server answers 250.
      await service.kernel.dataSource.query(
        `SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()
           AND state = 'idle in transaction' AND query LIKE '%FROM outgoing_emails%SKIP LOCKED%'`,
      );
    };
    try {
      const event = await requestReset(user);
      const row = await waitForEmailOfEvent(service, event.id);
      // The at-least-once edge: the copy accepted before the crash and the one sent afterwards,
      // with the same Message-ID so mail systems can tell them apart from two requests.
      const received = smtp.receivedBy(user.email);
      expect(received).toHaveLength(2);
      expect(new Set(received.map((mail) => mail.parsed.messageId))).toEqual(new Set([`<${row.id}@studyhub.test>`]));
      expect(row.attempts).toBe(1);
    } finally {
      smtp.beforeAccept = undefined;
    }
  });
});
