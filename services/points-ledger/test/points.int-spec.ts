import { randomUUID } from 'node:crypto';
import type { PointsBalance, PointsTransaction } from '@studyhub/contracts';
import { LedgerStack, dataOf } from './support/ledger-stack';

describe("a user's points: balance and history", () => {
  let stack: LedgerStack;
  const user = randomUUID();

  beforeAll(async () => {
    stack = await LedgerStack.start();
    // 110 in, then 30 spent, 5 on document chat, 50 on a document: 25 left.
    await stack.creditPoints(user, 100, 10);
    dataOf(
      await stack.aiTools.post('/internal/spends', {
        user_id: user,
        amount: 30,
        type: 'spent',
        description: 'AI detection',
        idempotency_key: 'detect-1',
      }),
    );
    dataOf(
      await stack.aiTools.post('/internal/spends', {
        user_id: user,
        amount: 5,
        type: 'document_chat',
        description: 'Document chat',
        metadata: { document_id: 'd1' },
        idempotency_key: 'chat-1',
      }),
    );
    dataOf(
      await stack.orders.post('/internal/purchases', {
        user_id: user,
        order_id: randomUUID(),
        lines: [{ document_id: randomUUID(), seller_id: randomUUID(), points: 50, title: 'Thermodynamics notes' }],
      }),
    );
  });
  afterAll(async () => stack?.close());

  it('answers the balance, lifetime spent and held points', async () => {
    const answer = await stack.get<PointsBalance>('/points/balance', user);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ points_balance: 25, lifetime_spent: 85, held_points: 0 });
    expect(Date.parse(answer.body.data.updated_at)).not.toBeNaN();
  });

  it('answers zeros for a user who never had points, without writing anything', async () => {
    const newcomer = randomUUID();
    const answer = await stack.get<PointsBalance>('/points/balance', newcomer);
    expect(answer.body.data).toMatchObject({ points_balance: 0, lifetime_spent: 0, held_points: 0 });
    expect(await stack.query('SELECT 1 FROM user_points WHERE user_id = $1', [newcomer])).toHaveLength(0);
  });

  it('lists the history newest first with the balance after each row', async () => {
    const answer = await stack.get<PointsTransaction[]>('/points/transactions', user);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((row) => [row.type, row.amount, row.balance_after])).toEqual([
      ['document_access', -50, 25],
      ['document_chat', -5, 75],
      ['spent', -30, 80],
      ['points_purchase', 110, 110],
    ]);
    expect(answer.body.data[0]).toMatchObject({ description: 'Document purchase: Thermodynamics notes' });
    expect(answer.body.data[1]).toMatchObject({ description: 'Document chat', metadata: { document_id: 'd1' } });
    expect(answer.body.meta).toEqual({ page: 1, limit: 10, total: 4 });
  });

  it('pages', async () => {
    const answer = await stack.get<PointsTransaction[]>('/points/transactions?page=2&limit=3', user);
    expect(answer.body.data.map((row) => row.type)).toEqual(['points_purchase']);
    expect(answer.body.meta).toEqual({ page: 2, limit: 3, total: 4 });
  });

  it('filters by direction, by type and by dates', async () => {
    const credits = await stack.get<PointsTransaction[]>('/points/transactions?type=credits', user);
    expect(credits.body.data.map((row) => row.amount)).toEqual([110]);
    const spending = await stack.get<PointsTransaction[]>('/points/transactions?type=spending', user);
    expect(spending.body.data.map((row) => row.amount)).toEqual([-50, -5, -30]);
    const chat = await stack.get<PointsTransaction[]>('/points/transactions?type=document_chat', user);
    expect(chat.body.data.map((row) => row.amount)).toEqual([-5]);
    expect(chat.body.meta?.total).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await stack.get(`/points/transactions?from=${today}&to=${today}`, user)).body.meta?.total).toBe(4);
    expect((await stack.get(`/points/transactions?from=${tomorrow}`, user)).body.meta?.total).toBe(0);
    expect((await stack.get(`/points/transactions?to=${yesterday}`, user)).body.meta?.total).toBe(0);
  });

  it('shows each user only their own history', async () => {
    const other = await stack.get<PointsTransaction[]>('/points/transactions', randomUUID());
    expect(other.body.data).toEqual([]);
    expect(other.body.meta?.total).toBe(0);
  });

  it('refuses bad filters with the field that is wrong', async () => {
    const badDate = await stack.get('/points/transactions?from=31-01-2026', user);
    expect(badDate.status).toBe(400);
    expect(badDate.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { from: ['Use a date like 2026-01-31.'] },
    });
    const backwards = await stack.get('/points/transactions?from=2026-02-01&to=2026-01-01', user);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error?.fields).toEqual({ to: ['The end date must not be before the start date.'] });
    expect((await stack.get('/points/transactions?limit=0', user)).body.error?.fields).toHaveProperty('limit');
    expect((await stack.get('/points/transactions?type=gift', user)).body.error?.fields).toHaveProperty('type');
  });

  it('needs a signed-in, active user', async () => {
    expect((await stack.get('/points/balance')).status).toBe(401);
    expect((await stack.get('/points/transactions')).status).toBe(401);
    const inactive = await stack.get('/points/balance', { userId: user, role: 'user', status: 'inactive' });
    expect(inactive.status).toBe(403);
  });
});
