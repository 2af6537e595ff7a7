import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  NOTIFICATION_PREFERENCE_IDS,
  type AppNotification,
  type CatalogEventType,
  type NotificationKind,
  type NotificationList,
  type NotificationPreferenceId,
} from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  startTestService,
  waitFor,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { notificationsService } from '../src/service';
import { publishEvent, waitUntilHandled } from './support/broker';
import { emlOf, type OutgoingEmailRow } from './support/outgoing-emails';
import { serviceEvent, uuid } from './support/service-events';
import { authEvent, newUser, type CatalogEnvelope, type TestUser } from './support/user-events';

jest.setTimeout(90_000);

const PUBLIC_URL = 'http://localhost:3999';

interface NotificationRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  preference_id: string | null;
  title: string;
  body: string;
  link: string | null;
}

describe('in-app notifications and notice e-mails from the other services’ events', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let dataDir: string;
  let mailDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-notices-'));
    mailDir = path.join(dataDir, 'mail');
    tokens = await createTestTokenIssuer();
    service = await startTestService(notificationsService, {
      verifier: tokens.verifier,
      env: {
        DATA_DIR: dataDir,
        PUBLIC_URL,
        SUPPORT_EMAIL: 'help@studyhub.test',
        MAIL_UNSUBSCRIBE_SECRET: 'int-secret',
      },
    });
  });

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const db = () => service.kernel.dataSource;
  const bearer = async (userId: string, role: 'user' | 'admin' = 'user') => ({
    authorization: `Bearer ${await tokens.sign({ userId, role, status: 'active' })}`,
  });

  /** A user whose address and name the service learnt from auth (as seeded accounts are). */
  const knownUser = async (name = 'Amara Okafor'): Promise<TestUser> => {
    const user = newUser(name);
    const registered = authEvent('user.registered.v1', { ...user, role: 'user', method: 'seed' });
    await publishEvent(service, registered);
    await waitUntilHandled(service, registered.id);
    return user;
  };

  const setPreference = async (userId: string, preference_id: string, enabled: boolean) => {
    const response = await fetch(`${service.baseUrl}/notification-preferences`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(await bearer(userId)) },
      body: JSON.stringify({ preference_id, enabled }),
    });
    expect(response.status).toBe(200);
  };

  const preferencesOf = async (userId: string) => {
    const response = await fetch(`${service.baseUrl}/notification-preferences`, { headers: await bearer(userId) });
    const body = (await response.json()) as { data: { preference_id: string; enabled: boolean }[] };
    return Object.fromEntries(body.data.map((p) => [p.preference_id, p.enabled]));
  };

  const handled = async (event: CatalogEnvelope<CatalogEventType>) => {
    await publishEvent(service, event);
    await waitUntilHandled(service, event.id);
  };

  const notificationsOfEvent = (eventId: string) =>
    db().query<NotificationRow[]>('SELECT * FROM notifications WHERE event_id = $1 ORDER BY created_at', [eventId]);

  const emailsOfEvent = (eventId: string) =>
    db().query<(OutgoingEmailRow & { list_unsubscribe_url: string | null })[]>(
      'SELECT * FROM outgoing_emails WHERE event_id = $1 ORDER BY created_at',
      [eventId],
    );

  const sentEmail = (eventId: string, recipient: string) =>
    waitFor(`the e-mail of ${eventId} to ${recipient} sent`, async () => {
      const rows = await emailsOfEvent(eventId);
      const row = rows.find((r) => r.recipient === recipient);
      return row?.status === 'sent' ? row : undefined;
    });

  const liveEventsOf = (notificationId: string) =>
    db().query<{ envelope: { data: { notificationId: string; userId: string; title: string } } }[]>(
      `SELECT envelope FROM outbox WHERE event_type = 'notification.created.v1' AND envelope->'data'->>'notificationId' = $1`,
      [notificationId],
    );

  const approved = (seller: TestUser, title = 'Organic Chemistry II: Reaction Mechanisms') =>
    serviceEvent('document.approved.v1', {
      documentId: uuid(),
      sellerId: seller.userId,
      title,
      slug: `doc-${uuid().slice(0, 8)}`,
      reason: '',
      moderatorId: uuid(),
      pointsPrice: 80,
    });

  /**
   * One case per kind: the event for a user, what the bell must show, and the preference that
   * rules it. Each case runs twice: preference on (notification and e-mail), preference off (none).
   */
  interface Case {
    kind: NotificationKind;
    preference: NotificationPreferenceId;
    event: (user: TestUser) => CatalogEnvelope<CatalogEventType>;
    title: string;
    body: RegExp;
  }
  const CASES: Case[] = [
    {
      kind: 'order-refunded',
      preference: 'order-status',
      event: (user) =>
        serviceEvent('order.refunded.v1', {
          orderId: uuid(),
          userId: user.userId,
          items: [{ documentId: uuid(), sellerId: uuid(), pointsPrice: 40 }],
          totalPoints: 40,
          reason: 'Wrong file',
          refundedAt: new Date().toISOString(),
        }),
      title: 'Order refunded',
      body: /40 points are back in your wallet/,
    },
    {
      kind: 'document-approved',
      preference: 'document-status',
      event: (user) => approved(user, 'Macroeconomics Notes'),
      title: 'Document approved',
      body: /“Macroeconomics Notes” was approved and is now listed for 80 points/,
    },
    {
      kind: 'document-rejected',
      preference: 'document-status',
      event: (user) =>
        serviceEvent('document.rejected.v1', {
          documentId: uuid(),
          sellerId: user.userId,
          title: 'Scanned Textbook',
          slug: 'scanned-textbook',
          reason: 'Copyrighted material',
          moderatorId: uuid(),
          soft: false,
        }),
      title: 'Document rejected',
      body: /“Scanned Textbook” was not approved\. Reason: Copyrighted material/,
    },
    {
      kind: 'document-soft-rejected',
      preference: 'document-status',
      event: (user) =>
        serviceEvent('document.rejected.v1', {
          documentId: uuid(),
          sellerId: user.userId,
          title: 'Biology Guide',
          slug: 'biology-guide',
          reason: 'Blurred pages',
          moderatorId: uuid(),
          soft: true,
        }),
      title: 'Changes requested',
      body: /“Biology Guide” needs changes.*Blurred pages/,
    },
    {
      kind: 'document-price-changed',
      preference: 'price-status',
      event: (user) =>
        serviceEvent('document.price-changed.v1', {
          documentId: uuid(),
          sellerId: user.userId,
          title: 'Calculus Review',
          slug: 'calculus-review',
          oldPointsPrice: 60,
          newPointsPrice: 45,
          changedBy: user.userId,
        }),
      title: 'Price changed',
      body: /from 60 points to 45 points/,
    },
    ...(['requested', 'approved', 'paid', 'rejected'] as const).map((status): Case => ({
      kind: `withdrawal-${status}`,
      preference: 'withdrawal-status',
      event: (user) =>
        serviceEvent('withdrawal.status-changed.v1', {
          withdrawalId: uuid(),
          sellerId: user.userId,
          status,
          amountPoints: 2500,
          reason: status === 'rejected' ? 'Incomplete payout details' : null,
        }),
      title: `Withdrawal ${status}`,
      body: status === 'rejected' ? /2,500 points.*Incomplete payout details/ : /2,500 points/,
    })),
    {
      kind: 'paper-created',
      preference: 'paper_creation',
      event: (user) =>
        serviceEvent('paper.created.v1', {
          paperId: uuid(),
          userId: user.userId,
          title: 'The Ethics of Gene Editing',
          origin: 'writer',
        }),
      title: 'Paper created',
      body: /“The Ethics of Gene Editing” was created/,
    },
    {
      kind: 'password-changed',
      preference: 'security-status',
      event: (user) => authEvent('user.password-changed.v1', { ...user, via: 'change' }),
      title: 'Password changed',
      body: /Your password was changed/,
    },
    {
      kind: 'sign-in-new-device',
      preference: 'security-login',
      event: (user) =>
        authEvent('user.signed-in.v1', {
          ...user,
          method: 'password',
          ipAddress: '203.0.113.9',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
        }),
      title: 'New sign-in',
      body: /new device: Firefox on Linux \(203\.0\.113\.9\)/,
    },
  ];

  describe.each(CASES.map((c) => [c.kind, c] as const))('%s', (_kind, c) => {
    it(`notifies in the bell and by e-mail while ${c.preference} is on`, async () => {
      const user = await knownUser();
      const event = c.event(user);
      await handled(event);

      const [notification, ...more] = await notificationsOfEvent(event.id);
      expect(more).toEqual([]);
      expect(notification).toMatchObject({
        user_id: user.userId,
        kind: c.kind,
        preference_id: c.preference,
        title: c.title,
      });
      expect(notification?.body).toMatch(c.body);
      const [live] = await liveEventsOf(notification!.id);
      expect(live?.envelope.data).toMatchObject({ userId: user.userId, title: c.title });

      const email = await sentEmail(event.id, user.email);
      expect(email.user_id).toBe(user.userId);
      expect(email.list_unsubscribe_url).toContain(`${PUBLIC_URL}/api/notifications/unsubscribe?token=`);
    });

    it(`writes nothing once ${c.preference} is off, and leaves the other kinds alone`, async () => {
      const user = await knownUser();
      await setPreference(user.userId, c.preference, false);
      const event = c.event(user);
      await handled(event);
      expect(await notificationsOfEvent(event.id)).toEqual([]);
      expect(await emailsOfEvent(event.id)).toEqual([]);
    });
  });

  it('tells the buyer the order is complete and each seller that their document sold, under their own preferences', async () => {
    const buyer = await knownUser('Buyer Bea');
    const seller = await knownUser('Seller Sam');
    const quietSeller = await knownUser('Quiet Quinn');
    const document = approved(seller, 'Thermodynamics Cheat Sheet');
    await handled(document);
    await setPreference(quietSeller.userId, 'points-access', false);

    const order = serviceEvent('order.completed.v1', {
      orderId: uuid(),
      userId: buyer.userId,
      items: [
        { documentId: document.data.documentId, sellerId: seller.userId, pointsPrice: 80 },
        { documentId: uuid(), sellerId: quietSeller.userId, pointsPrice: 30 },
      ],
      totalPoints: 110,
      completedAt: new Date().toISOString(),
    });
    await handled(order);

    const rows = await notificationsOfEvent(order.id);
    expect(rows.map((r) => [r.user_id, r.kind]).sort()).toEqual(
      [
        [buyer.userId, 'order-completed'],
        [seller.userId, 'document-sold'],
      ].sort(),
    );
    const sold = rows.find((r) => r.kind === 'document-sold');
    expect(sold).toMatchObject({ preference_id: 'points-access', link: '/dashboard/seller-orders' });
    expect(sold?.body).toBe('A student spent 80 points on your document “Thermodynamics Cheat Sheet”.');
    expect(rows.find((r) => r.kind === 'order-completed')?.body).toContain(
      '“Thermodynamics Cheat Sheet” and “a document”',
    );
    await sentEmail(order.id, buyer.email);
    const sellerMail = await sentEmail(order.id, seller.email);
    expect(sellerMail.template).toBe('document-sold');
    expect((await emailsOfEvent(order.id)).map((e) => e.recipient).sort()).toEqual([buyer.email, seller.email].sort());

    // Delivered again (a redelivery after a crash): nothing is written twice.
    await publishEvent(service, order);
    await waitFor('the redelivery handled', async () => {
      const [row] = await db().query<{ n: number }[]>(`SELECT count(*)::int AS n FROM inbox WHERE event_id = $1`, [
        order.id,
      ]);
      return row?.n === 1;
    });
    expect(await notificationsOfEvent(order.id)).toHaveLength(2);

    // A buyer with order-status off hears nothing of their order; the seller still hears of the sale.
    const quietBuyer = await knownUser('Quiet Buyer');
    await setPreference(quietBuyer.userId, 'order-status', false);
    const quietOrder = serviceEvent('order.completed.v1', {
      orderId: uuid(),
      userId: quietBuyer.userId,
      items: [{ documentId: document.data.documentId, sellerId: seller.userId, pointsPrice: 80 }],
      totalPoints: 80,
      completedAt: new Date().toISOString(),
    });
    await handled(quietOrder);
    expect((await notificationsOfEvent(quietOrder.id)).map((r) => [r.user_id, r.kind])).toEqual([
      [seller.userId, 'document-sold'],
    ]);
    expect((await emailsOfEvent(quietOrder.id)).map((e) => e.recipient)).toEqual([seller.email]);
  });

  it('alerts a sign-in only from a device the user has not signed in from before', async () => {
    const user = await knownUser();
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
    const signIn = (userAgent: string | null) =>
      authEvent('user.signed-in.v1', { ...user, method: 'password', ipAddress: '198.51.100.4', userAgent });
    const first = signIn(firefox);
    const sameDeviceUpdated = signIn(firefox.replace(/140\.0/g, '141.0'));
    const phone = signIn('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36');
    for (const event of [first, sameDeviceUpdated, phone]) await handled(event);
    expect(await notificationsOfEvent(first.id)).toHaveLength(1);
    expect(await notificationsOfEvent(sameDeviceUpdated.id)).toEqual([]);
    expect(await emailsOfEvent(sameDeviceUpdated.id)).toEqual([]);
    expect((await notificationsOfEvent(phone.id))[0]?.body).toContain('Chrome on Android');
  });

  it('reminds a student of a saved scholarship’s deadline (no preference rules it)', async () => {
    const user = await knownUser();
    for (const preference of NOTIFICATION_PREFERENCE_IDS) await setPreference(user.userId, preference, false);
    const event = serviceEvent('scholarship.deadline-approaching.v1', {
      userId: user.userId,
      scholarshipId: uuid(),
      slug: 'women-in-stem',
      title: 'Women in STEM Scholarship',
      deadline: '2026-12-01',
      daysLeft: 3,
    });
    await handled(event);
    const [row] = await notificationsOfEvent(event.id);
    expect(row).toMatchObject({
      kind: 'scholarship-deadline',
      preference_id: null,
      link: '/scholarships/women-in-stem',
    });
    expect(row?.body).toBe('“Women in STEM Scholarship” closes in 3 days (2026-12-01).');
    const email = await sentEmail(event.id, user.email);
    expect(email.list_unsubscribe_url).toBeNull();
  });

  it('e-mails support and a receipt for contact messages and legal submissions', async () => {
    const contact = serviceEvent('contact.message-received.v1', {
      messageId: uuid(),
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      topic: 'documents',
      subject: 'Upload stuck',
      userId: null,
    });
    const takedown = serviceEvent('legal.submission-received.v1', {
      submissionId: uuid(),
      kind: 'takedown',
      name: 'Rights Holder Ltd',
      email: 'legal@rights.example',
      subject: 'Copy of our textbook',
      userId: null,
    });
    for (const event of [contact, takedown]) await handled(event);

    const support = await sentEmail(contact.id, 'help@studyhub.test');
    expect(support.subject).toBe('Contact message: Upload stuck');
    const receipt = await sentEmail(contact.id, 'ada@example.org');
    expect(receipt.subject).toBe('We received your contact message');
    expect((await sentEmail(takedown.id, 'help@studyhub.test')).subject).toBe(
      'Notice-and-takedown request: Copy of our textbook',
    );
    const legalReceipt = await sentEmail(takedown.id, 'legal@rights.example');
    const { parsed } = await emlOf(mailDir, legalReceipt.id);
    expect(parsed.text).toContain(takedown.data.submissionId);
    expect(parsed.headers.has('list')).toBe(false);
  });

  describe('GET /notifications and marking read', () => {
    const listOf = async (userId: string, query = '') => {
      const response = await fetch(`${service.baseUrl}/notifications${query}`, { headers: await bearer(userId) });
      expect(response.status).toBe(200);
      return (await response.json()) as NotificationList;
    };

    it('lists the caller’s own, newest first and paged, with the unread count', async () => {
      const user = await knownUser();
      const other = await knownUser();
      const events = [1, 2, 3].map((n) =>
        serviceEvent('paper.created.v1', {
          paperId: uuid(),
          userId: user.userId,
          title: `Paper ${n}`,
          origin: 'editor',
        }),
      );
      for (const event of events) await handled(event);
      await handled(
        serviceEvent('paper.created.v1', {
          paperId: uuid(),
          userId: other.userId,
          title: 'Not yours',
          origin: 'writer',
        }),
      );

      const firstPage = await listOf(user.userId, '?limit=2');
      expect(firstPage.meta).toEqual({ page: 1, limit: 2, total: 3, unread: 3 });
      expect(firstPage.data.map((n) => n.body)).toEqual([
        'Your paper “Paper 3” was created and saved.',
        'Your paper “Paper 2” was created and saved.',
      ]);
      expect(firstPage.data[0]?.link).toMatch(/^\/dashboard\/xyeditor\/paper\//);
      const secondPage = await listOf(user.userId, '?limit=2&page=2');
      expect(secondPage.data.map((n) => n.body)).toEqual(['Your paper “Paper 1” was created and saved.']);

      const unauthenticated = await fetch(`${service.baseUrl}/notifications`);
      expect(unauthenticated.status).toBe(401);
      const badPage = await fetch(`${service.baseUrl}/notifications?page=0`, { headers: await bearer(user.userId) });
      expect(badPage.status).toBe(400);
    });

    it('marks one read (only the owner can), then all, and the unread count follows', async () => {
      const user = await knownUser();
      const intruder = await knownUser();
      for (const n of [1, 2]) {
        await handled(
          serviceEvent('paper.created.v1', {
            paperId: uuid(),
            userId: user.userId,
            title: `Essay ${n}`,
            origin: 'writer',
          }),
        );
      }
      const [newest] = (await listOf(user.userId)).data as [AppNotification];

      const stolen = await fetch(`${service.baseUrl}/notifications/${newest.id}/read`, {
        method: 'POST',
        headers: await bearer(intruder.userId),
      });
      expect(stolen.status).toBe(404);
      expect((await listOf(user.userId)).meta.unread).toBe(2);

      const read = await fetch(`${service.baseUrl}/notifications/${newest.id}/read`, {
        method: 'POST',
        headers: await bearer(user.userId),
      });
      expect(read.status).toBe(200);
      const readBody = (await read.json()) as { data: AppNotification };
      expect(readBody.data.read_at).not.toBeNull();
      const afterOne = await listOf(user.userId);
      expect(afterOne.meta.unread).toBe(1);
      expect((await listOf(user.userId, '?unread_only=true')).data.map((n) => n.body)).toEqual([
        'Your paper “Essay 1” was created and saved.',
      ]);

      const all = await fetch(`${service.baseUrl}/notifications/read-all`, {
        method: 'POST',
        headers: await bearer(user.userId),
      });
      expect(await all.json()).toEqual({ data: { updated: 1, unread: 0 } });
      expect((await listOf(user.userId)).meta).toMatchObject({ total: 2, unread: 0 });
    });
  });

  describe('one-click unsubscribe', () => {
    const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

    it('turns exactly the one preference of the e-mail off, by the RFC 8058 one-click POST', async () => {
      const user = await knownUser();
      const event = approved(user);
      await handled(event);
      const email = await sentEmail(event.id, user.email);
      const { raw, parsed } = await emlOf(mailDir, email.id);
      const headers = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(parsed.headers.has('list')).toBe(true);
      const url = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1] ?? '';
      expect(url).toBe(email.list_unsubscribe_url);
      expect(parsed.text).toContain(url);
      expect(parsed.html).toContain('Unsubscribe from document reviews');

      const response = await fetch(
        `${service.baseUrl}/notifications/unsubscribe?token=${encodeURIComponent(tokenOf(url))}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        },
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        data: { preference_id: 'document-status', label: 'Document reviews', enabled: false },
      });
      const preferences = await preferencesOf(user.userId);
      expect(Object.entries(preferences).filter(([, enabled]) => !enabled)).toEqual([['document-status', false]]);

      const next = approved(user);
      await handled(next);
      expect(await notificationsOfEvent(next.id)).toEqual([]);
    });

    it('sends a person who opens the link to the site’s confirmation page without changing anything', async () => {
      const user = await knownUser();
      const event = serviceEvent('paper.created.v1', {
        paperId: uuid(),
        userId: user.userId,
        title: 'Draft',
        origin: 'writer',
      });
      await handled(event);
      const email = await sentEmail(event.id, user.email);
      const token = tokenOf(email.list_unsubscribe_url ?? '');

      const opened = await fetch(`${service.baseUrl}/notifications/unsubscribe?token=${token}`, { redirect: 'manual' });
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe(`${PUBLIC_URL}/notifications/unsubscribe?token=${token}`);
      const info = await fetch(`${service.baseUrl}/notifications/unsubscribe/info?token=${token}`);
      expect(await info.json()).toEqual({
        data: { preference_id: 'paper_creation', label: 'Papers', enabled: true },
      });
      expect(Object.values(await preferencesOf(user.userId)).every(Boolean)).toBe(true);
    });

    it('refuses a forged or altered token and changes nothing', async () => {
      const user = await knownUser();
      const forged = `${Buffer.from(`${user.userId}:order-status`).toString('base64url')}.not-a-signature`;
      const response = await fetch(`${service.baseUrl}/notifications/unsubscribe?token=${forged}`, { method: 'POST' });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(/not valid/);
      expect(Object.values(await preferencesOf(user.userId)).every(Boolean)).toBe(true);
    });
  });

  describe('/admin/emails', () => {
    it('lists the e-mail log with filters for admins only', async () => {
      const user = await knownUser();
      const event = serviceEvent('paper.created.v1', {
        paperId: uuid(),
        userId: user.userId,
        title: 'Log me',
        origin: 'writer',
      });
      await handled(event);
      await sentEmail(event.id, user.email);
      const admin = uuid();

      const forbidden = await fetch(`${service.baseUrl}/admin/emails`, { headers: await bearer(user.userId) });
      expect(forbidden.status).toBe(403);

      const response = await fetch(
        `${service.baseUrl}/admin/emails?status=sent&template=paper-created&q=${encodeURIComponent(user.email)}`,
        { headers: await bearer(admin, 'admin') },
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        data: { recipient: string; template: string; can_resend: boolean }[];
        meta: { total: number; templates: string[] };
      };
      expect(body.meta.total).toBe(1);
      expect(body.data[0]).toMatchObject({ recipient: user.email, template: 'paper-created', can_resend: true });
      expect(body.meta.templates).toContain('paper-created');

      const bad = await fetch(`${service.baseUrl}/admin/emails?status=lost`, { headers: await bearer(admin, 'admin') });
      expect(bad.status).toBe(400);
    });

    it('orders the log as asked and exports the filtered log as CSV', async () => {
      const user = await knownUser();
      for (const title of ['First paper', 'Second paper']) {
        const event = serviceEvent('paper.created.v1', {
          paperId: uuid(),
          userId: user.userId,
          title,
          origin: 'writer',
        });
        await handled(event);
        await sentEmail(event.id, user.email);
      }
      const admin = await bearer(uuid(), 'admin');
      const filter = `q=${encodeURIComponent(user.email)}`;
      const oldestFirst = await fetch(`${service.baseUrl}/admin/emails?${filter}&sort=created_at&order=asc`, {
        headers: admin,
      });
      const rows = ((await oldestFirst.json()) as { data: { created_at: string }[] }).data.map((row) => row.created_at);
      expect(rows).toHaveLength(2);
      expect(rows).toEqual([...rows].sort());

      const csv = await fetch(`${service.baseUrl}/admin/emails?${filter}&format=csv`, { headers: admin });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const lines = (await csv.text())
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'E-mail id,Created at,Template,User id,Recipient,Recipient name,Subject,Status,Attempts,Last error,Sent at,Resent from',
      );
      expect(lines.slice(1).map((line) => line.split(',').slice(2, 5))).toEqual([
        ['paper-created', user.userId, user.email],
        ['paper-created', user.userId, user.email],
      ]);
      expect((await fetch(`${service.baseUrl}/admin/emails?sort=html_body`, { headers: admin })).status).toBe(400);
      const forbidden = await fetch(`${service.baseUrl}/admin/emails?format=csv`, {
        headers: await bearer(user.userId),
      });
      expect(forbidden.status).toBe(403);
    });

    it('renders every template with sample data in HTML and text', async () => {
      const response = await fetch(`${service.baseUrl}/admin/emails/templates`, {
        headers: await bearer(uuid(), 'admin'),
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as {
        data: { template: string; subject: string; html: string; text: string }[];
      };
      const names = data.map((t) => t.template);
      expect(new Set(names).size).toBe(names.length);
      expect(names).toEqual(
        expect.arrayContaining([
          'welcome',
          'email-verification',
          'password-reset',
          'sign-in-notice',
          'order-completed',
          'document-sold',
          'contact-receipt',
        ]),
      );
      for (const template of data) {
        expect(template.subject.length).toBeGreaterThan(0);
        expect(template.html).toMatch(/^<!DOCTYPE html>/);
        expect(template.text).toContain('Amara Okafor');
      }
    });

    it('resends a delivered notice as a new log row, and refuses a single-use link', async () => {
      const user = await knownUser();
      const event = serviceEvent('paper.created.v1', {
        paperId: uuid(),
        userId: user.userId,
        title: 'Again',
        origin: 'writer',
      });
      await handled(event);
      const original = await sentEmail(event.id, user.email);
      const admin = await bearer(uuid(), 'admin');

      const response = await fetch(`${service.baseUrl}/admin/emails/${original.id}/resend`, {
        method: 'POST',
        headers: admin,
      });
      expect(response.status).toBe(202);
      const { data } = (await response.json()) as { data: { id: string; status: string } };
      const copy = await waitFor('the copy sent', async () => {
        const [row] = await db().query<{ status: string; resent_from: string; subject: string; id: string }[]>(
          'SELECT * FROM outgoing_emails WHERE id = $1',
          [data.id],
        );
        return row?.status === 'sent' ? row : undefined;
      });
      expect(copy).toMatchObject({ resent_from: original.id, subject: original.subject });
      const auditOf = async (emailId: string) =>
        db().query<{ envelope: { producer: string; data: Record<string, unknown> } }[]>(
          `SELECT envelope FROM outbox WHERE event_type = 'admin.action-recorded.v1' AND envelope->'data'->>'targetId' = $1`,
          [emailId],
        );
      const [recorded, ...more] = await auditOf(original.id);
      expect(more).toEqual([]);
      expect(recorded?.envelope.producer).toBe('notifications');
      expect(recorded?.envelope.data).toMatchObject({
        action: 'email.resent',
        targetType: 'email',
        summary: `Resent “${original.subject}” to ${user.email}`,
        before: { id: original.id, status: 'sent', recipient: user.email },
        after: { id: copy.id, status: 'pending', resent_from: original.id },
      });
      expect(JSON.stringify(recorded)).not.toContain('<!DOCTYPE');
      const { parsed } = await emlOf(mailDir, copy.id);
      expect(parsed.text).toContain('“Again”');

      const verification = authEvent('user.email-verification-requested.v1', {
        ...user,
        token: 'single-use-token-value',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      await handled(verification);
      const link = await sentEmail(verification.id, user.email);
      const refused = await fetch(`${service.baseUrl}/admin/emails/${link.id}/resend`, {
        method: 'POST',
        headers: admin,
      });
      expect(refused.status).toBe(409);
      expect(await auditOf(link.id)).toEqual([]);
      const missing = await fetch(`${service.baseUrl}/admin/emails/${uuid()}/resend`, {
        method: 'POST',
        headers: admin,
      });
      expect(missing.status).toBe(404);
    });
  });

  it('forgets a deleted user’s notifications and address', async () => {
    const user = await knownUser();
    await handled(
      serviceEvent('paper.created.v1', { paperId: uuid(), userId: user.userId, title: 'Gone', origin: 'writer' }),
    );
    await handled(authEvent('user.deleted.v1', { userId: user.userId, deletedBy: null }));
    const [counts] = await db().query<{ notifications: number; recipients: number; devices: number }[]>(
      `SELECT (SELECT count(*)::int FROM notifications WHERE user_id = $1) AS notifications,
              (SELECT count(*)::int FROM notification_recipients WHERE user_id = $1) AS recipients,
              (SELECT count(*)::int FROM known_devices WHERE user_id = $1) AS devices`,
      [user.userId],
    );
    expect(counts).toEqual({ notifications: 0, recipients: 0, devices: 0 });
  });
});
