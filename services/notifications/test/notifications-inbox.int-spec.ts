import { type AppNotification, type NotificationList } from '@studyhub/contracts';
import { type TestService } from '@studyhub/platform/testing';
import { NoticesHarness, PUBLIC_URL, approvedEvent } from './support/notices-harness';
import { emlOf } from './support/outgoing-emails';
import { serviceEvent, uuid } from './support/service-events';
import { authEvent } from './support/user-events';

jest.setTimeout(90_000);

describe('in-app notifications and notice e-mails from the other services’ events', () => {
  const notices = new NoticesHarness();
  const { db, bearer, knownUser, preferencesOf, handled, notificationsOfEvent, sentEmail } = notices;
  let service: TestService;
  let mailDir: string;

  beforeAll(async () => {
    await notices.start();
    ({ service, mailDir } = notices);
  });

  afterAll(() => notices.close());

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
      const event = approvedEvent(user);
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

      const next = approvedEvent(user);
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
