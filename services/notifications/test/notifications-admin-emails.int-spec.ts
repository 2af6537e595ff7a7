import { waitFor, type TestService } from '@studyhub/platform/testing';
import { NoticesHarness } from './support/notices-harness';
import { emlOf } from './support/outgoing-emails';
import { serviceEvent, uuid } from './support/service-events';
import { authEvent } from './support/user-events';

jest.setTimeout(90_000);

describe('in-app notifications and notice e-mails from the other services’ events', () => {
  const notices = new NoticesHarness();
  const { db, bearer, knownUser, handled, sentEmail } = notices;
  let service: TestService;
  let mailDir: string;

  beforeAll(async () => {
    await notices.start();
    ({ service, mailDir } = notices);
  });

  afterAll(() => notices.close());

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
});
