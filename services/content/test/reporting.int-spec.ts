import { randomUUID } from 'node:crypto';
import type {
  AdminOverview,
  CatalogEventData,
  CatalogEventType,
  EventEnvelope,
  OverviewFigure,
} from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  publishEvent,
  startTestService,
  waitUntilHandled,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { contentService } from '../src/service';

jest.setTimeout(60_000);

const PRODUCERS: Partial<Record<CatalogEventType, string>> = {
  'user.registered.v1': 'auth',
  'user.signed-in.v1': 'auth',
  'document.submitted.v1': 'catalog',
  'document.approved.v1': 'catalog',
  'points.purchased.v1': 'orders',
  'order.completed.v1': 'orders',
  'points.spent.v1': 'points-ledger',
  'withdrawal.status-changed.v1': 'points-ledger',
  'university.status-changed.v1': 'catalog',
};

describe('the admin overview (reporting read model)', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let adminToken: string;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(contentService, { verifier: tokens.verifier });
    adminToken = await tokens.sign({ userId: randomUUID(), role: 'admin' });
  });

  afterAll(async () => {
    await service?.close();
  });

  const get = async <T>(path: string, token?: string) => {
    const response = await fetch(`${service.baseUrl}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: (text.startsWith('{') ? JSON.parse(text) : null) as T,
    };
  };

  const overview = async (query = '') => {
    const answer = await get<{ data: AdminOverview }>(`/admin/overview${query}`, adminToken);
    expect(answer.status).toBe(200);
    return answer.json.data;
  };
  const figure = (data: AdminOverview, key: OverviewFigure['key']) => data.figures.find((f) => f.key === key)!;

  async function deliver<T extends CatalogEventType>(
    type: T,
    data: CatalogEventData<T>,
    options: { id?: string; occurredAt?: string } = {},
  ): Promise<string> {
    const envelope: EventEnvelope = {
      id: options.id ?? randomUUID(),
      type,
      version: 1,
      occurredAt: options.occurredAt ?? new Date().toISOString(),
      producer: PRODUCERS[type] ?? 'auth',
      correlationId: `reporting-${type}`,
      causationId: null,
      data,
    };
    await publishEvent(service, envelope);
    await waitUntilHandled(service, envelope.id);
    return envelope.id;
  }

  it('is for admins only', async () => {
    expect((await get('/admin/overview')).status).toBe(401);
    const student = await tokens.sign({ userId: randomUUID(), role: 'user' });
    expect((await get('/admin/overview', student)).status).toBe(403);
  });

  it('refuses a bad range with the fields at fault', async () => {
    const unknown = await get<{ error: { code: string; fields: Record<string, string[]> } }>(
      '/admin/overview?range=1y',
      adminToken,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields.range).toEqual(['Range is one of: 7d, 30d, 90d, custom.']);
    const backwards = await get<{ error: { fields: Record<string, string[]> } }>(
      '/admin/overview?range=custom&from=2026-03-10&to=2026-03-01',
      adminToken,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.fields.to).toEqual(['The end date cannot be before the start date.']);
    const tooLong = await get('/admin/overview?range=custom&from=2024-01-01&to=2025-06-01', adminToken);
    expect(tooLong.status).toBe(400);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await get<{ error: { fields: Record<string, string[]> } }>(
      `/admin/overview?range=custom&from=${new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10)}&to=${tomorrow}`,
      adminToken,
    );
    expect(future.status).toBe(400);
    expect(future.json.error.fields.to).toEqual(['The range cannot end after today.']);
    expect((await get('/admin/overview?granularity=month', adminToken)).status).toBe(400);
  });

  it('counts events into the figures once, on the day they happened', async () => {
    const before = await overview('?range=7d');
    const student = randomUUID();
    const seller = randomUUID();

    const registered = await deliver('user.registered.v1', {
      userId: student,
      email: `${student}@example.org`,
      fullName: 'Student',
      role: 'user',
      method: 'password',
    });
    const purchased = {
      pointsOrderId: randomUUID(),
      userId: student,
      basePoints: 100,
      bonusPoints: 10,
      amountCents: 1000,
      currency: 'usd',
      provider: 'simulated',
      completedAt: new Date().toISOString(),
    } as const;
    const purchaseId = await deliver('points.purchased.v1', purchased);
    await deliver('points.spent.v1', {
      userId: student,
      transactionId: randomUUID(),
      kind: 'ai_tool',
      points: 5,
      feature: 'plagiarism.check',
      sellerEarnings: 0,
    });
    await deliver('points.spent.v1', {
      userId: student,
      transactionId: randomUUID(),
      kind: 'documents',
      points: 50,
      feature: null,
      sellerEarnings: 35,
    });
    // The broker delivers again (a lost ack): the inbox lets it through once.
    await deliver(
      'user.registered.v1',
      {
        userId: student,
        email: `${student}@example.org`,
        fullName: 'Student',
        role: 'user',
        method: 'password',
      },
      { id: registered },
    );
    await deliver('points.purchased.v1', purchased, { id: purchaseId });

    const after = await overview('?range=7d');
    const moved = (key: OverviewFigure['key']) => figure(after, key).today - figure(before, key).today;
    expect(moved('signups')).toBe(1);
    expect(moved('active_users')).toBe(1);
    expect(moved('points_sold')).toBe(110);
    expect(moved('payments')).toBe(1000);
    expect(moved('revenue_from_points')).toBe(1100);
    expect(moved('points_spent')).toBe(55);
    expect(moved('seller_earnings')).toBe(35);
    expect(moved('ai_actions')).toBe(1);
    expect(figure(after, 'signups').all_time - figure(before, 'signups').all_time).toBe(1);
    const plagiarism = after.series.find((s) => s.key === 'ai_actions:plagiarism')!;
    expect(plagiarism.label).toBe('Plagiarism checker');
    expect(plagiarism.values.at(-1)).toBeGreaterThanOrEqual(1);
    expect(after.buckets).toHaveLength(7);
    expect(after.range).toMatchObject({ kind: '7d', granularity: 'day' });
    expect(after.tracking_since).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // An event that happened days ago counts on its own day, not today.
    const earlier = new Date(Date.now() - 3 * 86_400_000);
    const weekBefore = await overview('?range=7d');
    await deliver(
      'user.signed-in.v1',
      {
        userId: seller,
        email: `${seller}@example.org`,
        fullName: 'Seller',
        method: 'password',
        ipAddress: null,
        userAgent: null,
      },
      { occurredAt: earlier.toISOString() },
    );
    const weekAfter = await overview('?range=7d');
    expect(figure(weekAfter, 'active_users').today).toBe(figure(weekBefore, 'active_users').today);
    expect(figure(weekAfter, 'active_users').last_7_days).toBe(figure(weekBefore, 'active_users').last_7_days + 1);
    const dayIndex = weekAfter.buckets.indexOf(earlier.toISOString().slice(0, 10));
    const activeSeries = (data: AdminOverview) => data.series.find((s) => s.key === 'active_users')!.values[dayIndex];
    expect(activeSeries(weekAfter)).toBe(activeSeries(weekBefore)! + 1);
  });

  it('keeps the work waiting: a pending document until decided, even when the decision arrives first', async () => {
    const start = (await overview()).work;
    const seller = randomUUID();
    const facts = (documentId: string) => ({
      documentId,
      sellerId: seller,
      title: 'Notes',
      slug: `notes-${documentId}`,
    });
    const waiting = randomUUID();
    await deliver('document.submitted.v1', { ...facts(waiting), pointsPrice: 40 });
    const decided = randomUUID();
    const submittedAt = new Date(Date.now() - 60_000).toISOString();
    await deliver('document.approved.v1', { ...facts(decided), reason: '', moderatorId: null, pointsPrice: 40 });
    await deliver('document.submitted.v1', { ...facts(decided), pointsPrice: 40 }, { occurredAt: submittedAt });
    const withdrawal = { withdrawalId: randomUUID(), sellerId: seller, amountPoints: 500, reason: null };
    await deliver('withdrawal.status-changed.v1', { ...withdrawal, status: 'requested' });

    const reader = await tokens.sign({ userId: randomUUID(), role: 'user' });
    const reported = await fetch(`${service.baseUrl}/documents/${decided}/reports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'spam', details: 'Advertising, not notes.' }),
    });
    expect(reported.status).toBe(201);

    const work = (await overview()).work;
    expect(work.pending_documents).toBe(start.pending_documents + 1);
    expect(work.pending_withdrawals).toBe(start.pending_withdrawals + 1);
    expect(work.open_reports).toBe(start.open_reports + 1);

    await deliver('withdrawal.status-changed.v1', { ...withdrawal, status: 'approved' });
    expect((await overview()).work.pending_withdrawals).toBe(start.pending_withdrawals);

    const university = randomUUID();
    await deliver('university.status-changed.v1', { universityId: university, status: 'pending' });
    expect((await overview()).work.pending_universities).toBe(start.pending_universities + 1);
    await deliver('university.status-changed.v1', { universityId: university, status: 'approved' });
    expect((await overview()).work.pending_universities).toBe(start.pending_universities);
  });

  it('groups a custom range by week and exports the series as CSV', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const data = await overview(`?range=custom&from=${from}&to=${today}&granularity=week`);
    expect(data.range).toMatchObject({ kind: 'custom', from, to: today, granularity: 'week' });
    expect(data.buckets[0]).toBe(from);
    expect(data.buckets.length).toBeGreaterThanOrEqual(3);
    expect(data.buckets.length).toBeLessThanOrEqual(4);

    const csv = await get(
      `/admin/overview?range=custom&from=${from}&to=${today}&granularity=week&format=csv`,
      adminToken,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(`overview-${from}-to-${today}`);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Period start,Period end,Sign-ups,Active users');
    expect(lines[0]).toContain('Revenue from points sold (USD)');
    expect(lines).toHaveLength(data.buckets.length + 1);
    expect(lines[1]!.startsWith(`${from},`)).toBe(true);
  });
});
