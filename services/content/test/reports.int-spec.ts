import { randomUUID } from 'node:crypto';
import type { AdminReport, AdminReportSummary, ApiList, EventEnvelope } from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  publishEvent,
  startTestService,
  waitFor,
  waitUntilHandled,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { contentService } from '../src/service';

jest.setTimeout(120_000);

function envelopeOf(type: string, data: unknown, producer: string): EventEnvelope {
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    producer,
    correlationId: randomUUID(),
    causationId: null,
    data,
  };
}

interface Document {
  documentId: string;
  sellerId: string;
  title: string;
  slug: string;
}

describe('the reports queue', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  const adminId = randomUUID();
  const otherAdminId = randomUUID();
  const readerId = randomUUID();
  const sellerId = randomUUID();
  let adminToken: string;
  let readerToken: string;
  let sellerToken: string;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(contentService, { verifier: tokens.verifier });
    adminToken = await tokens.sign({ userId: adminId, role: 'admin' });
    readerToken = await tokens.sign({ userId: readerId, role: 'user', email: 'reader@example.org' });
    sellerToken = await tokens.sign({ userId: sellerId, role: 'user' });
  });

  afterAll(() => service?.close());

  const call = async <T>(method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, headers: response.headers, json: json as T };
  };

  async function deliver(type: string, data: unknown, producer = 'catalog'): Promise<void> {
    const event = envelopeOf(type, data, producer);
    await publishEvent(service, event);
    await waitUntilHandled(service, event.id);
  }

  async function approvedDocument(title: string): Promise<Document> {
    const document = {
      documentId: randomUUID(),
      sellerId,
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`,
    };
    await deliver('document.submitted.v1', { ...document, pointsPrice: 40 });
    await deliver('document.approved.v1', { ...document, reason: '', moderatorId: null, pointsPrice: 40 });
    return document;
  }

  const report = (documentId: string, body: unknown, token = readerToken) =>
    call<{ data: { id: string; status: string } }>('POST', `/documents/${documentId}/reports`, { token, body });

  const list = (query: string) =>
    call<ApiList<AdminReportSummary>>('GET', `/admin/reports?${query}`, { token: adminToken });

  it('takes a member’s report of an approved document once while it is open', async () => {
    const document = await approvedDocument('Copied Calculus Notes');
    const created = await report(document.documentId, { reason: 'copyright', details: 'Copied from my textbook.' });
    expect(created.status).toBe(201);
    expect(created.json.data.status).toBe('open');

    const again = await report(document.documentId, { reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      error: expect.objectContaining({
        code: 'ALREADY_REPORTED',
        message: 'You have already reported this document. Our team is reviewing your report.',
      }),
    });

    const listed = await list(`document_id=${document.documentId}`);
    expect(listed.json.data).toEqual([
      expect.objectContaining({
        id: created.json.data.id,
        source: 'user_report',
        reason: 'copyright',
        status: 'open',
        document: expect.objectContaining({ id: document.documentId, title: document.title, status: 'approved' }),
        reporter: { user_id: readerId, name: null, email: 'reader@example.org' },
      }),
    ]);
  });

  it('refuses anonymous callers, bad input, unknown or unapproved documents and the seller’s own', async () => {
    const document = await approvedDocument('Lab Manual');
    expect((await call('POST', `/documents/${document.documentId}/reports`, { body: { reason: 'spam' } })).status).toBe(
      401,
    );
    const bad = await report(document.documentId, { reason: 'boring' });
    expect(bad.status).toBe(400);
    const vague = await report(document.documentId, { reason: 'other', details: 'bad' });
    expect(vague.status).toBe(400);
    expect((await report(randomUUID(), { reason: 'spam' })).status).toBe(404);

    const pending = { documentId: randomUUID(), sellerId, title: 'Under review', slug: `under-review-${Date.now()}` };
    await deliver('document.submitted.v1', { ...pending, pointsPrice: 10 });
    expect((await report(pending.documentId, { reason: 'spam' })).status).toBe(404);

    const own = await report(document.documentId, { reason: 'spam' }, sellerToken);
    expect(own.status).toBe(403);
  });

  it('limits how many reports one member sends in an hour', async () => {
    const member = await tokens.sign({ userId: randomUUID(), role: 'user' });
    const documents = await Promise.all(Array.from({ length: 11 }, (_, index) => approvedDocument(`Rate ${index}`)));
    for (const document of documents.slice(0, 10)) {
      expect((await report(document.documentId, { reason: 'spam' }, member)).status).toBe(201);
    }
    const limited = await report(documents[10]!.documentId, { reason: 'spam' }, member);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers the admin routes to admins only', async () => {
    expect((await call('GET', '/admin/reports')).status).toBe(401);
    expect((await call('GET', '/admin/reports', { token: readerToken })).status).toBe(403);
    expect(
      (
        await call('POST', `/admin/reports/${randomUUID()}/resolve`, {
          token: readerToken,
          body: { action: 'dismiss' },
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', `/admin/reports/${randomUUID()}`, { token: adminToken })).status).toBe(404);
  });

  it('files a takedown notice naming a document as a copyright notice linked to the inbox message', async () => {
    const document = await approvedDocument('Thermodynamics Slides');
    const submitted = await call<{ data: { id: string } }>('POST', '/pages/legal/submissions', {
      body: {
        kind: 'takedown',
        name: 'Dr. Mei Lin',
        email: 'mei.lin@university.example',
        postal_address: '12 College Road, Cambridge CB2 1TN, United Kingdom',
        phone: '+44 1223 555 010',
        work_description: 'My lecture slides "Thermodynamics II", published on my course page in 2025.',
        infringing_urls: [`https://studyhub.example/documents/${document.slug}`],
        location_details: 'Pages 3 to 40 are my slides, unchanged.',
        good_faith: true,
        accurate_and_authorised: true,
        signature: 'Mei Lin',
      },
    });
    expect(submitted.status).toBe(201);
    let found: AdminReportSummary | undefined;
    await waitFor('the notice in the queue', async () => {
      found = (await list(`source=copyright_notice&document_id=${document.documentId}`)).json.data[0];
      return found !== undefined;
    });
    const detail = await call<{ data: AdminReport }>('GET', `/admin/reports/${found!.id}`, { token: adminToken });
    expect(detail.json.data).toEqual(
      expect.objectContaining({
        source: 'copyright_notice',
        reason: 'copyright',
        submission_id: submitted.json.data.id,
        reporter: { user_id: null, name: 'Dr. Mei Lin', email: 'mei.lin@university.example' },
        details: expect.stringContaining('Pages 3 to 40'),
      }),
    );
  });

  it('keeps one open plagiarism flag per document with the newest figures', async () => {
    const document = await approvedDocument('Suspicious Upload');
    const matched = [{ documentId: randomUUID(), title: 'Original', similarity: 61 }];
    await deliver(
      'document.similarity-flagged.v1',
      { documentId: document.documentId, similarity: 61, matchedDocuments: matched },
      'ai-tools',
    );
    await deliver(
      'document.similarity-flagged.v1',
      { documentId: document.documentId, similarity: 74.25, matchedDocuments: matched },
      'ai-tools',
    );
    const flags = (await list(`source=plagiarism_flag&document_id=${document.documentId}`)).json.data;
    expect(flags).toHaveLength(1);
    const detail = await call<{ data: AdminReport }>('GET', `/admin/reports/${flags[0]!.id}`, { token: adminToken });
    expect(detail.json.data.similarity).toBeCloseTo(74.3, 1);
    expect(detail.json.data.matched_documents).toEqual([
      { document_id: matched[0]!.documentId, title: 'Original', similarity: 61 },
    ]);
  });

  it('filters, searches, sorts and exports the queue', async () => {
    const document = await approvedDocument('Zebra Finch Biology');
    const created = await report(document.documentId, {
      reason: 'wrong_content',
      details: 'Wrong species throughout.',
    });
    const id = created.json.data.id;
    expect((await list('q=zebra%20finch')).json.data.map((item) => item.id)).toContain(id);
    expect((await list('q=zebra%20finch&reason=spam')).json.data).toEqual([]);
    expect(
      (await list('source=user_report&status=open&reason=wrong_content')).json.data.map((item) => item.id),
    ).toContain(id);
    expect((await list('sort=title')).status).toBe(400);
    const sorted = (await list('sort=document_title&order=asc&limit=100')).json.data.map((item) =>
      item.document.title.toLowerCase(),
    );
    expect(sorted).toEqual([...sorted].sort());

    const csv = await call<string>('GET', '/admin/reports?format=csv&q=zebra', { token: adminToken });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.json).toContain('Zebra Finch Biology');
  });

  it('assigns, releases and refuses to change a closed report', async () => {
    const document = await approvedDocument('Assignment Notes');
    const id = (await report(document.documentId, { reason: 'spam' })).json.data.id;
    const mine = await call<{ data: AdminReport }>('PUT', `/admin/reports/${id}/assignee`, {
      token: adminToken,
      body: { assignee: 'me' },
    });
    expect(mine.json.data).toEqual(expect.objectContaining({ status: 'in_review', assignee_id: adminId }));
    expect((await list(`assignee=me&document_id=${document.documentId}`)).json.data).toHaveLength(1);
    const other = await call<{ data: AdminReport }>('PUT', `/admin/reports/${id}/assignee`, {
      token: adminToken,
      body: { assignee: otherAdminId },
    });
    expect(other.json.data.assignee_id).toBe(otherAdminId);
    const released = await call<{ data: AdminReport }>('PUT', `/admin/reports/${id}/assignee`, {
      token: adminToken,
      body: { assignee: null },
    });
    expect(released.json.data).toEqual(expect.objectContaining({ status: 'open', assignee_id: null }));
    expect((await list(`assignee=unassigned&document_id=${document.documentId}`)).json.data).toHaveLength(1);

    const dismissed = await call<{ data: AdminReport }>('POST', `/admin/reports/${id}/resolve`, {
      token: adminToken,
      body: { action: 'dismiss', reply: 'We checked and the document follows our guidelines.' },
    });
    expect(dismissed.json.data).toEqual(expect.objectContaining({ status: 'dismissed', resolution: 'dismissed' }));
    expect(
      (await call('PUT', `/admin/reports/${id}/assignee`, { token: adminToken, body: { assignee: 'me' } })).status,
    ).toBe(409);
    expect(
      (await call('POST', `/admin/reports/${id}/resolve`, { token: adminToken, body: { action: 'dismiss' } })).status,
    ).toBe(409);
  });

  it('takes a document down: shows buyers and points first, then announces report.resolved.v1 and records the write', async () => {
    const document = await approvedDocument('Stolen Essay Pack');
    const buyer = randomUUID();
    const orderId = randomUUID();
    await deliver(
      'order.completed.v1',
      {
        orderId,
        userId: buyer,
        items: [{ documentId: document.documentId, sellerId, pointsPrice: 40 }],
        totalPoints: 40,
        completedAt: new Date().toISOString(),
      },
      'orders',
    );
    const refundedOrder = randomUUID();
    const items = [{ documentId: document.documentId, sellerId, pointsPrice: 40 }];
    await deliver(
      'order.completed.v1',
      { orderId: refundedOrder, userId: randomUUID(), items, totalPoints: 40, completedAt: new Date().toISOString() },
      'orders',
    );
    await deliver(
      'order.refunded.v1',
      {
        orderId: refundedOrder,
        userId: randomUUID(),
        items,
        totalPoints: 40,
        reason: 'changed mind',
        refundedAt: new Date().toISOString(),
      },
      'orders',
    );

    const id = (await report(document.documentId, { reason: 'copyright', details: 'My essays.' })).json.data.id;
    const before = await call<{ data: AdminReport }>('GET', `/admin/reports/${id}`, { token: adminToken });
    expect(before.json.data.impact).toEqual({ buyers: 1, orders: 1, refund_points: 40 });

    const refusedRefund = await call('POST', `/admin/reports/${id}/resolve`, {
      token: adminToken,
      body: { action: 'dismiss', refund_buyers: true },
    });
    expect(refusedRefund.status).toBe(400);
    const noReason = await call('POST', `/admin/reports/${id}/resolve`, {
      token: adminToken,
      body: { action: 'take_down' },
    });
    expect(noReason.status).toBe(400);

    const resolved = await call<{ data: AdminReport }>('POST', `/admin/reports/${id}/resolve`, {
      token: adminToken,
      body: {
        action: 'take_down',
        refund_buyers: true,
        reason: 'Copyright notice upheld.',
        reply: 'Thank you, we took it down.',
      },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.json.data).toEqual(
      expect.objectContaining({
        status: 'resolved',
        resolution: 'taken_down',
        refund_buyers: true,
        resolved_by: adminId,
        assignee_id: adminId,
      }),
    );

    const events = await service.kernel.dataSource.query<{ type: string; data: Record<string, unknown> }[]>(
      `SELECT event_type AS type, envelope->'data' AS data FROM outbox
        WHERE event_type IN ('report.resolved.v1', 'admin.action-recorded.v1') AND envelope->'data'->>'reportId' = $1
           OR (event_type = 'admin.action-recorded.v1' AND envelope->'data'->>'targetId' = $1)`,
      [id],
    );
    expect(events.find((event) => event.type === 'report.resolved.v1')!.data).toEqual({
      reportId: id,
      documentId: document.documentId,
      sellerId,
      title: document.title,
      resolution: 'taken_down',
      refundBuyers: true,
      reason: 'Copyright notice upheld.',
      moderatorId: adminId,
      reporterUserId: readerId,
      reporterEmail: null,
      reporterName: null,
      reply: 'Thank you, we took it down.',
    });
    expect(events.filter((event) => event.type === 'admin.action-recorded.v1')).toHaveLength(1);
  });

  it("counts only the reported document's line of each order, and no line a take-down refunded before (ADR 0037)", async () => {
    const document = await approvedDocument('Lifted Lab Reports');
    const other = await approvedDocument('Own Lab Reports');
    const buyer = randomUUID();
    const orderId = randomUUID();
    const line = (documentId: string) => ({ documentId, sellerId, pointsPrice: 40 });
    await deliver(
      'order.completed.v1',
      {
        orderId,
        userId: buyer,
        items: [line(document.documentId), { ...line(other.documentId), pointsPrice: 25 }],
        totalPoints: 65,
        completedAt: new Date().toISOString(),
      },
      'orders',
    );
    const id = (await report(document.documentId, { reason: 'copyright' })).json.data.id;
    const impact = async () =>
      (await call<{ data: AdminReport }>('GET', `/admin/reports/${id}`, { token: adminToken })).json.data.impact;
    expect(await impact()).toEqual({ buyers: 1, orders: 1, refund_points: 40 });

    const refundsCounted = async () => {
      const [row] = await service.kernel.dataSource.query<{ total: number }[]>(
        `SELECT coalesce(sum(value), 0)::int AS total FROM reporting_daily_totals WHERE metric = 'refunds'`,
      );
      return row!.total;
    };
    const refundsBefore = await refundsCounted();
    const refunded = envelopeOf(
      'order.items-refunded.v1',
      {
        orderId,
        userId: buyer,
        items: [line(document.documentId)],
        totalPoints: 40,
        orderRefunded: false,
        reason: 'Taken down after a report.',
        refundedAt: new Date().toISOString(),
      },
      'orders',
    );
    await publishEvent(service, refunded);
    await waitUntilHandled(service, refunded.id);
    await publishEvent(service, refunded);
    await waitUntilHandled(service, refunded.id);
    expect(await impact()).toEqual({ buyers: 0, orders: 0, refund_points: 0 });
    expect(await refundsCounted()).toBe(refundsBefore + 1);
    // The order's other document is still a sale of it.
    expect(
      await service.kernel.dataSource.query(
        `SELECT document_id, refunded FROM report_document_sales WHERE order_id = $1 ORDER BY line_points`,
        [orderId],
      ),
    ).toEqual([
      { document_id: other.documentId, refunded: false },
      { document_id: document.documentId, refunded: true },
    ]);
  });

  it('refuses to take down a document catalog already deleted, and takes no new reports of it', async () => {
    const document = await approvedDocument('Already Gone Notes');
    const first = (await report(document.documentId, { reason: 'spam' })).json.data.id;
    const otherMember = await tokens.sign({ userId: randomUUID(), role: 'user' });
    const second = (await report(document.documentId, { reason: 'copyright' }, otherMember)).json.data.id;
    const takeDown = { action: 'take_down', reason: 'Spam listing.', reply: '' };
    expect((await call('POST', `/admin/reports/${first}/resolve`, { token: adminToken, body: takeDown })).status).toBe(
      200,
    );
    // Catalog announces the deletion the take-down caused.
    await deliver('document.deleted.v1', { ...document, reason: 'Spam listing.', moderatorId: adminId });

    const again = await call<{ error: { code: string } }>('POST', `/admin/reports/${second}/resolve`, {
      token: adminToken,
      body: takeDown,
    });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('DOCUMENT_ALREADY_DELETED');
    const dismissed = await call('POST', `/admin/reports/${second}/resolve`, {
      token: adminToken,
      body: { action: 'dismiss', reply: 'The document was already removed.' },
    });
    expect(dismissed.status).toBe(200);
    expect((await report(document.documentId, { reason: 'spam' }, otherMember)).status).toBe(404);
    const listed = (await list(`document_id=${document.documentId}`)).json.data;
    expect(listed.map((item) => item.document.status)).toEqual(['deleted', 'deleted']);
  });

  it('takes a new report from the same member once the earlier one is closed', async () => {
    const document = await approvedDocument('Reported Twice');
    const first = (await report(document.documentId, { reason: 'wrong_content', details: 'Chapter 2 is wrong.' })).json
      .data.id;
    await call('POST', `/admin/reports/${first}/resolve`, { token: adminToken, body: { action: 'dismiss' } });
    expect((await report(document.documentId, { reason: 'wrong_content', details: 'Chapter 3 too.' })).status).toBe(
      201,
    );
  });
});
