import { connect } from 'amqplib';
import { queueNameFor } from '@studyhub/platform';
import {
  TEST_RABBITMQ_URL,
  createTestTokenIssuer,
  startTestService,
  waitFor,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import type { ApiList, InboxItem, InboxItemSummary } from '@studyhub/contracts';
import { contentService } from '../src/service';

jest.setTimeout(60_000);

const ADMIN_ID = '2b9d4a7e-51c3-4f0a-8f4e-5e3c2a1b0d01';
const STUDENT_ID = '2b9d4a7e-51c3-4f0a-8f4e-5e3c2a1b0d02';

const complaint = {
  kind: 'complaint',
  name: 'Jonas Weber',
  email: 'Jonas.Weber@example.org',
  category: 'moderation',
  subject: 'My review was removed',
  content_url: 'https://studyhub.com/documents/organic-chemistry-notes',
  message: 'My review of these notes was removed although it followed the guidelines.',
  desired_outcome: 'Please restore it or tell me which rule it broke.',
};

const takedown = {
  kind: 'takedown',
  name: 'Dr. Mei Lin',
  email: 'mei.lin@university.example',
  postal_address: '12 College Road, Cambridge CB2 1TN, United Kingdom',
  phone: '+44 1223 555 010',
  work_description: 'My lecture slides "Thermodynamics II", published on my course page in 2025.',
  infringing_urls: ['https://studyhub.com/documents/thermodynamics-ii-slides'],
  location_details: 'Pages 3 to 40 are my slides, unchanged.',
  good_faith: true,
  accurate_and_authorised: true,
  signature: 'Mei Lin',
};

describe('legal submissions and the support inbox', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let adminToken: string;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(contentService, { verifier: tokens.verifier });
    adminToken = await tokens.sign({ userId: ADMIN_ID, role: 'admin' });
  });

  afterAll(async () => {
    await service?.close();
  });

  const call = async <T>(method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers: {
        'user-agent': 'jest',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    return { status: response.status, json: (await response.json().catch(() => null)) as T };
  };

  /** The message the relay published (with confirms) to notifications' queue for this submission. */
  async function deliveredTo(submissionId: string): Promise<Record<string, unknown>> {
    await waitFor(
      `the outbox row of ${submissionId} published`,
      async () => {
        const rows = await service.kernel.dataSource.query<{ published: boolean }[]>(
          `SELECT published_at IS NOT NULL AS published FROM outbox WHERE envelope->'data'->>'submissionId' = $1`,
          [submissionId],
        );
        return rows[0]?.published === true;
      },
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    const queue = queueNameFor(service.exchange, 'notifications', 'legal.submission-received.v1');
    const connection = await connect(TEST_RABBITMQ_URL);
    try {
      const channel = await connection.createChannel();
      for (;;) {
        const message = await channel.get(queue, { noAck: false });
        if (!message) throw new Error(`No legal.submission-received.v1 for ${submissionId} in ${queue}`);
        channel.ack(message);
        const envelope = JSON.parse(message.content.toString()) as Record<string, unknown> & {
          data: { submissionId: string };
        };
        if (envelope.data.submissionId === submissionId) return envelope;
      }
    } finally {
      await connection.close();
    }
  }

  it('stores a complaint and publishes legal.submission-received.v1 for notifications', async () => {
    const userId = STUDENT_ID;
    const token = await tokens.sign({ userId });
    const response = await call<{ data: { id: string; kind: string } }>('POST', '/pages/legal/submissions', {
      token,
      body: complaint,
    });
    expect(response.status).toBe(201);
    expect(response.json.data.kind).toBe('complaint');
    const id = response.json.data.id;

    const [row] = await service.kernel.dataSource.query<Record<string, unknown>[]>(
      'SELECT kind, email, subject, message, details, user_id, status, user_agent FROM legal_submissions WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({
      kind: 'complaint',
      email: 'jonas.weber@example.org',
      subject: 'My review was removed',
      user_id: userId,
      status: 'open',
      user_agent: 'jest',
      details: {
        category: 'moderation',
        content_url: complaint.content_url,
        desired_outcome: complaint.desired_outcome,
      },
    });

    const envelope = await deliveredTo(id);
    expect(envelope).toMatchObject({
      type: 'legal.submission-received.v1',
      producer: 'content',
      data: {
        submissionId: id,
        kind: 'complaint',
        name: 'Jonas Weber',
        email: 'jonas.weber@example.org',
        subject: 'My review was removed',
        userId,
      },
    });
  });

  it('stores a takedown notice with its legal elements and publishes the event', async () => {
    const response = await call<{ data: { id: string } }>('POST', '/pages/legal/submissions', { body: takedown });
    expect(response.status).toBe(201);
    const id = response.json.data.id;
    const [row] = await service.kernel.dataSource.query<{ subject: string; details: Record<string, unknown> }[]>(
      'SELECT subject, details FROM legal_submissions WHERE id = $1',
      [id],
    );
    expect(row?.subject).toBe(`Notice and takedown: ${takedown.work_description}`);
    expect(row?.details).toMatchObject({
      phone: takedown.phone,
      infringing_urls: takedown.infringing_urls,
      signature: 'Mei Lin',
      good_faith: true,
      accurate_and_authorised: true,
    });
    const envelope = await deliveredTo(id);
    expect(envelope).toMatchObject({ data: { submissionId: id, kind: 'takedown', userId: null } });
  });

  it('names every missing element of a takedown notice and stores nothing', async () => {
    const before = await service.kernel.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM legal_submissions',
    );
    const { status, json } = await call<{ error: { code: string; fields: Record<string, string[]> } }>(
      'POST',
      '/pages/legal/submissions',
      {
        body: { ...takedown, phone: 'call me', infringing_urls: [], good_faith: false, signature: '' },
      },
    );
    expect(status).toBe(400);
    expect(json.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(json.error.fields).sort()).toEqual(['good_faith', 'infringing_urls', 'phone', 'signature']);
    expect(json.error.fields.good_faith).toEqual([
      'Please confirm your good-faith belief that the use is not authorised.',
    ]);
    const unknownKind = await call<{ error: { code: string } }>('POST', '/pages/legal/submissions', {
      body: { ...complaint, kind: 'appeal' },
    });
    expect(unknownKind.status).toBe(400);
    const after = await service.kernel.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM legal_submissions',
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('lists contact messages, complaints and notices together for admins, with status and note', async () => {
    const contact = await call<{ data: { id: string } }>('POST', '/contact', {
      body: {
        name: 'Priya Nair',
        email: 'priya@example.org',
        topic: 'account',
        subject: 'Cannot change my e-mail',
        message: 'The settings page will not let me change my e-mail address.',
      },
    });
    expect(contact.status).toBe(201);

    const studentToken = await tokens.sign({ userId: STUDENT_ID });
    expect((await call('GET', '/admin/pages/inbox', { token: studentToken })).status).toBe(403);
    expect((await call('GET', '/admin/pages/inbox')).status).toBe(401);

    const all = await call<ApiList<InboxItemSummary>>('GET', '/admin/pages/inbox', { token: adminToken });
    expect(all.status).toBe(200);
    expect(all.json.meta.total).toBe(3);
    expect(all.json.data.map((item) => item.kind)).toEqual(['contact', 'takedown', 'complaint']);
    expect(all.json.data.every((item) => item.status === 'open')).toBe(true);

    const complaints = await call<ApiList<InboxItemSummary>>('GET', '/admin/pages/inbox?kind=complaint', {
      token: adminToken,
    });
    expect(complaints.json.data.map((item) => item.subject)).toEqual(['My review was removed']);

    const contactId = contact.json.data.id;
    const detail = await call<{ data: InboxItem }>('GET', `/admin/pages/inbox/contact/${contactId}`, {
      token: adminToken,
    });
    expect(detail.json.data).toMatchObject({ kind: 'contact', details: { topic: 'account' }, internal_note: '' });

    const updated = await call<{ data: InboxItem }>('PATCH', `/admin/pages/inbox/contact/${contactId}`, {
      token: adminToken,
      body: { status: 'in_progress', internal_note: 'Asked auth team to check the e-mail change flow.' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({
      status: 'in_progress',
      internal_note: 'Asked auth team to check the e-mail change flow.',
    });
    const complaintId = complaints.json.data[0]!.id;
    await call('PATCH', `/admin/pages/inbox/complaint/${complaintId}`, {
      token: adminToken,
      body: { status: 'resolved' },
    });

    const open = await call<ApiList<InboxItemSummary>>('GET', '/admin/pages/inbox?status=open', { token: adminToken });
    expect(open.json.data.map((item) => item.kind)).toEqual(['takedown']);

    const wrongKind = await call('GET', `/admin/pages/inbox/takedown/${complaintId}`, { token: adminToken });
    expect(wrongKind.status).toBe(404);
    const badStatus = await call<{ error: { code: string } }>('PATCH', `/admin/pages/inbox/complaint/${complaintId}`, {
      token: adminToken,
      body: { status: 'spam' },
    });
    expect(badStatus.status).toBe(400);
  });
});
