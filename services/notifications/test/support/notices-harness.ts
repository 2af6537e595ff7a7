import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CatalogEventType, NotificationKind } from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  startTestService,
  waitFor,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { notificationsService } from '../../src/service';
import { publishEvent, waitUntilHandled } from './broker';
import type { OutgoingEmailRow } from './outgoing-emails';
import { serviceEvent, uuid } from './service-events';
import { authEvent, newUser, type CatalogEnvelope, type TestUser } from './user-events';

/** The site address the notices link to (unsubscribe links, the confirmation page). */
export const PUBLIC_URL = 'http://localhost:3999';

export interface NotificationRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  preference_id: string | null;
  title: string;
  body: string;
  link: string | null;
}

/** A document.approved.v1 of one of the seller's documents, as catalog publishes it. */
export const approvedEvent = (seller: TestUser, title = 'Organic Chemistry II: Reaction Mechanisms') =>
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
 * The notifications suites' service: notifications on a fresh database writing its mail to files
 * under a data folder of its own, with helpers that deliver events and read the bell, the e-mail
 * log and the preferences. The helpers are ready at once; the service once `start` has run.
 */
export class NoticesHarness {
  service!: TestService;
  tokens!: TestTokenIssuer;
  dataDir!: string;
  /** Where the file mail transport writes each message as .eml. */
  mailDir!: string;

  async start(): Promise<void> {
    this.dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-notices-'));
    this.mailDir = path.join(this.dataDir, 'mail');
    this.tokens = await createTestTokenIssuer();
    this.service = await startTestService(notificationsService, {
      verifier: this.tokens.verifier,
      env: {
        DATA_DIR: this.dataDir,
        PUBLIC_URL,
        SUPPORT_EMAIL: 'help@studyhub.test',
        MAIL_UNSUBSCRIBE_SECRET: 'int-secret',
      },
    });
  }

  async close(): Promise<void> {
    await this.service?.close();
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
  }

  readonly db = () => this.service.kernel.dataSource;

  readonly bearer = async (userId: string, role: 'user' | 'admin' = 'user') => ({
    authorization: `Bearer ${await this.tokens.sign({ userId, role, status: 'active' })}`,
  });

  /** A user whose address and name the service learnt from auth (as seeded accounts are). */
  readonly knownUser = async (name = 'Amara Okafor'): Promise<TestUser> => {
    const user = newUser(name);
    const registered = authEvent('user.registered.v1', { ...user, role: 'user', method: 'seed' });
    await publishEvent(this.service, registered);
    await waitUntilHandled(this.service, registered.id);
    return user;
  };

  readonly setPreference = async (userId: string, preference_id: string, enabled: boolean) => {
    const response = await fetch(`${this.service.baseUrl}/notification-preferences`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(await this.bearer(userId)) },
      body: JSON.stringify({ preference_id, enabled }),
    });
    expect(response.status).toBe(200);
  };

  readonly preferencesOf = async (userId: string) => {
    const response = await fetch(`${this.service.baseUrl}/notification-preferences`, {
      headers: await this.bearer(userId),
    });
    const body = (await response.json()) as { data: { preference_id: string; enabled: boolean }[] };
    return Object.fromEntries(body.data.map((p) => [p.preference_id, p.enabled]));
  };

  /** Publishes the event and waits until the service has handled it. */
  readonly handled = async (event: CatalogEnvelope<CatalogEventType>) => {
    await publishEvent(this.service, event);
    await waitUntilHandled(this.service, event.id);
  };

  readonly notificationsOfEvent = (eventId: string) =>
    this.db().query<NotificationRow[]>('SELECT * FROM notifications WHERE event_id = $1 ORDER BY created_at', [
      eventId,
    ]);

  readonly emailsOfEvent = (eventId: string) =>
    this.db().query<(OutgoingEmailRow & { list_unsubscribe_url: string | null })[]>(
      'SELECT * FROM outgoing_emails WHERE event_id = $1 ORDER BY created_at',
      [eventId],
    );

  /** Waits until the event's e-mail to `recipient` is sent and answers its row. */
  readonly sentEmail = (eventId: string, recipient: string) =>
    waitFor(`the e-mail of ${eventId} to ${recipient} sent`, async () => {
      const rows = await this.emailsOfEvent(eventId);
      const row = rows.find((r) => r.recipient === recipient);
      return row?.status === 'sent' ? row : undefined;
    });

  /** The notification.created.v1 events in the outbox for one notification (what the live badge hears). */
  readonly liveEventsOf = (notificationId: string) =>
    this.db().query<{ envelope: { data: { notificationId: string; userId: string; title: string } } }[]>(
      `SELECT envelope FROM outbox WHERE event_type = 'notification.created.v1' AND envelope->'data'->>'notificationId' = $1`,
      [notificationId],
    );
}
