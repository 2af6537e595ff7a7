import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CatalogEventData } from '@studyhub/contracts';
import { createTestTokenIssuer, startTestService, type TestService } from '@studyhub/platform/testing';
import { notificationsService } from '../src/service';
import { publishEvent, waitUntilHandled } from './support/broker';
import type { OutgoingEmailRow } from './support/outgoing-emails';
import { serviceEvent, uuid } from './support/service-events';
import { authEvent, newUser, type TestUser } from './support/user-events';

jest.setTimeout(90_000);

interface NotificationRow {
  user_id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

describe('what a resolved report tells the seller and the reporter', () => {
  let service: TestService;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-report-notices-'));
    const tokens = await createTestTokenIssuer();
    service = await startTestService(notificationsService, {
      verifier: tokens.verifier,
      env: { DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3999', SUPPORT_EMAIL: 'help@studyhub.test' },
    });
  });

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const db = () => service.kernel.dataSource;

  const knownUser = async (name: string): Promise<TestUser> => {
    const user = newUser(name);
    const registered = authEvent('user.registered.v1', { ...user, role: 'user', method: 'seed' });
    await publishEvent(service, registered);
    await waitUntilHandled(service, registered.id);
    return user;
  };

  async function resolved(data: Partial<CatalogEventData<'report.resolved.v1'>>) {
    const event = serviceEvent('report.resolved.v1', {
      reportId: uuid(),
      documentId: uuid(),
      sellerId: null,
      title: 'Scanned Textbook Chapter 4',
      resolution: 'taken_down',
      refundBuyers: false,
      reason: '',
      moderatorId: uuid(),
      reporterUserId: null,
      reporterEmail: null,
      reporterName: null,
      reply: '',
      ...data,
    });
    await publishEvent(service, event);
    await waitUntilHandled(service, event.id);
    return event;
  }

  const notificationsOf = (eventId: string) =>
    db().query<NotificationRow[]>(
      'SELECT user_id, kind, title, body, link FROM notifications WHERE event_id = $1 ORDER BY kind',
      [eventId],
    );
  const emailsOf = (eventId: string) =>
    db().query<OutgoingEmailRow[]>('SELECT * FROM outgoing_emails WHERE event_id = $1 ORDER BY recipient', [eventId]);

  it('tells the seller their document was taken down and why, and answers the member who reported it', async () => {
    const seller = await knownUser('Sam Seller');
    const reporter = await knownUser('Rita Reporter');
    const event = await resolved({
      sellerId: seller.userId,
      refundBuyers: true,
      reason: 'A copyright notice from the publisher was upheld.',
      reporterUserId: reporter.userId,
      reply: 'Thank you, we removed it.',
    });
    expect(await notificationsOf(event.id)).toEqual([
      {
        user_id: seller.userId,
        kind: 'document-taken-down',
        title: 'Document taken down',
        body: 'Your document “Scanned Textbook Chapter 4” was taken down after a report and is no longer for sale. Its buyers were refunded, and your earnings from those sales were taken back. Reason: A copyright notice from the publisher was upheld.',
        link: '/dashboard/seller-documents',
      },
      {
        user_id: reporter.userId,
        kind: 'report-answered',
        title: 'Your report was reviewed',
        body: 'Thank you for reporting “Scanned Textbook Chapter 4”: we took the document down. Thank you, we removed it.',
        link: null,
      },
    ]);
    const emails = await emailsOf(event.id);
    expect(emails.map((email) => [email.template, email.recipient])).toEqual(
      [
        ['document-taken-down', seller.email],
        ['report-answered', reporter.email],
      ].sort((a, b) => a[1]!.localeCompare(b[1]!)),
    );
  });

  it('e-mails the answer to a takedown notice’s sender, who has no account', async () => {
    const event = await resolved({
      resolution: 'dismissed',
      reporterEmail: 'mei.lin@university.example',
      reporterName: 'Dr. Mei Lin',
      reply: 'The slides in this document are the uploader’s own.',
    });
    expect(await notificationsOf(event.id)).toEqual([]);
    const [email] = await emailsOf(event.id);
    expect(email).toEqual(
      expect.objectContaining({
        template: 'report-reply',
        recipient: 'mei.lin@university.example',
        user_id: null,
        subject: 'Your report to Studyhub was reviewed',
      }),
    );
    const text = email!.text_body!.replace(/\s+/g, ' ');
    expect(text).toContain('Hi Dr. Mei Lin,');
    expect(text).toContain('we looked into it and kept the document available.');
    expect(text).toContain('Our answer: The slides in this document are the uploader’s own.');
  });

  it('sends no answer when the admin wrote none, and nothing twice for a redelivered event', async () => {
    const seller = await knownUser('Quiet Seller');
    const event = await resolved({ sellerId: seller.userId, reason: 'Spam.', reporterUserId: uuid() });
    await publishEvent(service, event);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const notices = await notificationsOf(event.id);
    expect(notices.map((notice) => notice.kind)).toEqual(['document-taken-down']);
  });

  it('tells a buyer which document a take-down refunded and that the rest of the order is kept, once', async () => {
    const buyer = await knownUser('Bea Buyer');
    const seller = await knownUser('Sam Seller');
    const approved = serviceEvent('document.approved.v1', {
      documentId: uuid(),
      sellerId: seller.userId,
      title: 'Copied Organic Chemistry Notes',
      slug: `copied-${uuid().slice(0, 8)}`,
      reason: '',
      moderatorId: uuid(),
      pointsPrice: 60,
    });
    await publishEvent(service, approved);
    await waitUntilHandled(service, approved.id);
    const refunded = serviceEvent('order.items-refunded.v1', {
      orderId: uuid(),
      userId: buyer.userId,
      items: [{ documentId: approved.data.documentId, sellerId: seller.userId, pointsPrice: 60 }],
      totalPoints: 60,
      orderRefunded: false,
      reason: '“Copied Organic Chemistry Notes” was taken down after a report.',
      refundedAt: new Date().toISOString(),
    });
    await publishEvent(service, refunded);
    await waitUntilHandled(service, refunded.id);
    await publishEvent(service, refunded);
    await waitUntilHandled(service, refunded.id);
    expect(await notificationsOf(refunded.id)).toEqual([
      {
        user_id: buyer.userId,
        kind: 'order-refunded',
        title: 'Document refunded',
        body: "“Copied Organic Chemistry Notes” from your order was refunded: 60 points are back in your wallet. The order's other documents stay in your library.",
        link: '/dashboard/wallet',
      },
    ]);
    const emails = await emailsOf(refunded.id);
    expect(emails.map((email) => [email.recipient, email.subject])).toEqual([
      [buyer.email, 'A document from your Studyhub order was refunded'],
    ]);
    expect(emails[0]!.text_body).toContain('The order');
  });
});
