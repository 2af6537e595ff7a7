import { randomUUID } from 'node:crypto';
import {
  createTestTokenIssuer,
  publishEvent,
  startTestService,
  waitFor,
  waitUntilHandled,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import type { AdminActionRecordedData, AuditLogEntry, AuditLogEntrySummary, AuditLogFacets } from '@studyhub/contracts';
import { contentService } from '../src/service';

jest.setTimeout(60_000);

const ADMIN_ID = '7a2d1c52-3d0e-4c1b-9a55-0c7f0a7d6e01';
const OTHER_ADMIN_ID = '7a2d1c52-3d0e-4c1b-9a55-0c7f0a7d6e03';
const STUDENT_ID = '7a2d1c52-3d0e-4c1b-9a55-0c7f0a7d6e02';

interface Recorded {
  id: string;
  producer: string;
  occurredAt: string;
  data: AdminActionRecordedData;
}

function recorded(producer: string, occurredAt: string, data: Partial<AdminActionRecordedData>): Recorded {
  return {
    id: randomUUID(),
    producer,
    occurredAt,
    data: {
      actorId: ADMIN_ID,
      actorEmail: 'admin@studyhub.local',
      action: 'user.status-changed',
      targetType: 'user',
      targetId: randomUUID(),
      summary: 'Deactivated someone',
      before: { status: 'active' },
      after: { status: 'inactive' },
      ...data,
    },
  };
}

describe('the admin audit trail', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let adminToken: string;
  let studentToken: string;

  const deliver = async (event: Recorded): Promise<void> => {
    await publishEvent(service, {
      id: event.id,
      type: 'admin.action-recorded.v1',
      version: 1,
      occurredAt: event.occurredAt,
      producer: event.producer,
      correlationId: `corr-${event.id}`,
      causationId: null,
      data: event.data,
    });
    await waitUntilHandled(service, event.id);
  };

  const call = async <T>(path: string, token: string | null = adminToken) => {
    const response = await fetch(`${service.baseUrl}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const text = await response.text();
    let json: T | null = null;
    try {
      json = JSON.parse(text) as T;
    } catch {
      json = null;
    }
    return { status: response.status, json: json as T, text, headers: response.headers };
  };

  const list = async (query: string) => {
    const answer = await call<{ data: AuditLogEntrySummary[]; meta: { page: number; limit: number; total: number } }>(
      `/admin/audit-log?${query}`,
    );
    expect(answer.status).toBe(200);
    return answer.json;
  };

  const deactivation = recorded('auth', '2026-03-02T10:00:00.000Z', {
    summary: 'Deactivated ada@example.com',
    before: { status: 'active', email: 'ada@example.com' },
    after: { status: 'inactive', email: 'ada@example.com' },
  });
  const approval = recorded('catalog', '2026-03-03T09:00:00.000Z', {
    action: 'document.approved',
    targetType: 'document',
    summary: 'Approved “Organic chemistry notes”',
    before: { status: 'pending' },
    after: { status: 'approved' },
  });
  const packageDeleted = recorded('orders', '2026-03-05T23:30:00.000Z', {
    actorId: OTHER_ADMIN_ID,
    actorEmail: 'ops@studyhub.local',
    action: 'points-package.deleted',
    targetType: 'points-package',
    summary: 'Deleted the 500 points package',
    before: { points: 500, price_cents: 499 },
    after: null,
  });

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(contentService, { verifier: tokens.verifier });
    adminToken = await tokens.sign({ userId: ADMIN_ID, role: 'admin', email: 'admin@studyhub.local' });
    studentToken = await tokens.sign({ userId: STUDENT_ID });
    for (const event of [deactivation, approval, packageDeleted]) await deliver(event);
  });

  afterAll(async () => {
    await service?.close();
  });

  it('keeps each recorded action once, however often it is delivered', async () => {
    await deliver(deactivation);
    await publishEvent(service, {
      id: deactivation.id,
      type: 'admin.action-recorded.v1',
      version: 1,
      occurredAt: deactivation.occurredAt,
      producer: 'auth',
      correlationId: 'again',
      causationId: null,
      data: { ...deactivation.data, summary: 'A different text for the same event' },
    });
    const rows = await service.kernel.dataSource.query<{ n: number; summary: string }[]>(
      'SELECT count(*)::int AS n, min(summary) AS summary FROM admin_audit_entries WHERE id = $1',
      [deactivation.id],
    );
    expect(rows[0]).toEqual({ n: 1, summary: 'Deactivated ada@example.com' });
    // A duplicate arriving after the inbox was cleaned still finds the row's key taken.
    await service.kernel.dataSource.query('DELETE FROM inbox WHERE event_id = $1', [deactivation.id]);
    await deliver({ ...deactivation, data: { ...deactivation.data, summary: 'Third copy' } });
    const again = await service.kernel.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM admin_audit_entries WHERE id = $1',
      [deactivation.id],
    );
    expect(again[0]?.n).toBe(1);
  });

  it('lists every entry newest first with paging meta', async () => {
    const page = await list('limit=2');
    expect(page.meta).toEqual({ page: 1, limit: 2, total: 3 });
    expect(page.data.map((entry) => entry.id)).toEqual([packageDeleted.id, approval.id]);
    expect(page.data[0]).toEqual({
      id: packageDeleted.id,
      occurred_at: '2026-03-05T23:30:00.000Z',
      service: 'orders',
      actor_id: OTHER_ADMIN_ID,
      actor_email: 'ops@studyhub.local',
      action: 'points-package.deleted',
      target_type: 'points-package',
      target_id: packageDeleted.data.targetId,
      summary: 'Deleted the 500 points package',
    });
    const second = await list('limit=2&page=2');
    expect(second.data.map((entry) => entry.id)).toEqual([deactivation.id]);
    expect((await list('sort=occurred_at&order=asc')).data[0]?.id).toBe(deactivation.id);
    expect((await list('sort=service&order=asc')).data.map((entry) => entry.service)).toEqual([
      'auth',
      'catalog',
      'orders',
    ]);
  });

  it.each([
    ['actor=ops@studyhub', ['packageDeleted']],
    [`actor=${OTHER_ADMIN_ID}`, ['packageDeleted']],
    ['service=catalog', ['approval']],
    ['action=user.status-changed', ['deactivation']],
    ['target_type=document', ['approval']],
    ['q=organic', ['approval']],
    ['q=100%25', []],
    ['from=2026-03-03&to=2026-03-05', ['packageDeleted', 'approval']],
    ['to=2026-03-02', ['deactivation']],
    ['from=2026-03-04', ['packageDeleted']],
  ])('filters by %s', async (query, expected) => {
    const ids = { deactivation: deactivation.id, approval: approval.id, packageDeleted: packageDeleted.id };
    const page = await list(query);
    expect(page.data.map((entry) => entry.id)).toEqual(expected.map((name) => ids[name as keyof typeof ids]));
    expect(page.meta.total).toBe(expected.length);
  });

  it('filters by target id', async () => {
    const page = await list(`target_id=${approval.data.targetId}`);
    expect(page.data.map((entry) => entry.id)).toEqual([approval.id]);
  });

  it('shows one entry with the row before and after', async () => {
    const { status, json } = await call<{ data: AuditLogEntry }>(`/admin/audit-log/${deactivation.id}`);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      id: deactivation.id,
      service: 'auth',
      before: { status: 'active', email: 'ada@example.com' },
      after: { status: 'inactive', email: 'ada@example.com' },
      correlation_id: `corr-${deactivation.id}`,
    });
    const deleted = await call<{ data: AuditLogEntry }>(`/admin/audit-log/${packageDeleted.id}`);
    expect(deleted.json.data.after).toBeNull();
    expect((await call(`/admin/audit-log/${randomUUID()}`)).status).toBe(404);
  });

  it('names the recorded actions and target types for the filters', async () => {
    const { json } = await call<{ data: AuditLogFacets }>('/admin/audit-log/facets');
    expect(json.data).toEqual({
      actions: ['document.approved', 'points-package.deleted', 'user.status-changed'],
      target_types: ['document', 'points-package', 'user'],
    });
  });

  it('exports every match as CSV', async () => {
    const { status, text, headers } = await call<unknown>('/admin/audit-log?format=csv&service=auth');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/csv');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When,Admin,Admin id,Service,Action,Target type,Target id,Summary,Entry id');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Deactivated ada@example.com');
  });

  it('refuses bad filters with the field named', async () => {
    const { status, json } = await call<{ error: { code: string; fields: Record<string, string[]> } }>(
      '/admin/audit-log?service=billing&from=2026-13-01&sort=summary',
    );
    expect(status).toBe(400);
    expect(Object.keys(json.error.fields).sort()).toEqual(['from', 'service', 'sort']);
  });

  it('records the admin writes of content itself through its outbox, with the row before and after', async () => {
    const write = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${service.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as { data: { id: string } } };
    };
    const created = await write('POST', '/admin/blog/categories', { name: 'Audited Category', description: 'First.' });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect(
      (await write('PUT', `/admin/blog/categories/${id}`, { name: 'Audited Category', description: 'Second.' })).status,
    ).toBe(200);

    const entries = await waitFor('both category writes in the trail', async () => {
      const page = await list(`target_id=${id}&sort=occurred_at&order=asc`);
      return page.data.length === 2 ? page.data : null;
    });
    expect(entries.map((entry) => [entry.service, entry.action, entry.actor_email, entry.summary])).toEqual([
      ['content', 'blog-category.created', 'admin@studyhub.local', 'Created the blog category “Audited Category”'],
      ['content', 'blog-category.updated', 'admin@studyhub.local', 'Updated the blog category “Audited Category”'],
    ]);
    const { json } = await call<{ data: AuditLogEntry }>(`/admin/audit-log/${entries[1]!.id}`);
    expect(json.data.before).toMatchObject({ id, description: 'First.' });
    expect(json.data.after).toMatchObject({ id, description: 'Second.' });
  });

  it('answers only admins', async () => {
    expect((await call('/admin/audit-log', null)).status).toBe(401);
    expect((await call('/admin/audit-log', studentToken)).status).toBe(403);
    expect((await call('/admin/audit-log/facets', studentToken)).status).toBe(403);
    expect((await call(`/admin/audit-log/${deactivation.id}`, studentToken)).status).toBe(403);
    const inactive = await tokens.sign({ userId: OTHER_ADMIN_ID, role: 'admin', status: 'inactive' });
    expect((await call('/admin/audit-log', inactive)).status).toBe(403);
  });
});
