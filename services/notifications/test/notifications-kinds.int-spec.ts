import { NOTIFICATION_PREFERENCE_IDS } from '@studyhub/contracts';
import { waitFor, type TestService } from '@studyhub/platform/testing';
import { publishEvent } from './support/broker';
import { NOTICE_CASES } from './support/notice-cases';
import { NoticesHarness, PUBLIC_URL, approvedEvent } from './support/notices-harness';
import { emlOf } from './support/outgoing-emails';
import { serviceEvent, uuid } from './support/service-events';
import { authEvent } from './support/user-events';

jest.setTimeout(90_000);

describe('in-app notifications and notice e-mails from the other services’ events', () => {
  const notices = new NoticesHarness();
  const { db, knownUser, setPreference, handled, notificationsOfEvent, emailsOfEvent, sentEmail, liveEventsOf } =
    notices;
  let service: TestService;
  let mailDir: string;

  beforeAll(async () => {
    await notices.start();
    ({ service, mailDir } = notices);
  });

  afterAll(() => notices.close());

  describe.each(NOTICE_CASES.map((c) => [c.kind, c] as const))('%s', (_kind, c) => {
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
    const document = approvedEvent(seller, 'Thermodynamics Cheat Sheet');
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
});
