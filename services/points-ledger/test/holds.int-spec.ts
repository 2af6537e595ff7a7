import { randomUUID } from 'node:crypto';
import type { InternalHoldResult, InternalSpendResult, PointsBalance, PointsTransaction } from '@studyhub/contracts';
import { waitFor } from '@studyhub/platform/testing';
import { LedgerStack, dataOf } from './support/ledger-stack';

jest.setTimeout(60_000);

describe('holds for AI calls (/internal/holds)', () => {
  let stack: LedgerStack;

  beforeAll(async () => {
    // The sweeper runs on its own timer here, as in production, only faster.
    stack = await LedgerStack.start({ LEDGER_SWEEP_INTERVAL_MS: '200' });
  });
  afterAll(async () => stack?.close());
  afterEach(async () => expect(await stack.audit()).toEqual([]));

  const holdOf = (userId: string, amount: number, extra: Record<string, unknown> = {}) => ({
    user_id: userId,
    amount,
    type: 'spent',
    description: 'Rewrite content',
    idempotency_key: randomUUID(),
    ...extra,
  });
  const reserve = (body: Record<string, unknown>) => stack.aiTools.post<InternalHoldResult>('/internal/holds', body);
  const capture = (holdId: string, amount: number, extra: Record<string, unknown> = {}) =>
    stack.aiTools.post<InternalSpendResult>(`/internal/holds/${holdId}/capture`, { amount, ...extra });
  const release = (holdId: string) => stack.aiTools.post<InternalHoldResult>(`/internal/holds/${holdId}/release`, {});
  const balanceOf = async (userId: string) => (await stack.get<PointsBalance>('/points/balance', userId)).body.data;

  async function userWith(points: number): Promise<string> {
    const user = randomUUID();
    await stack.creditPoints(user, points);
    return user;
  }

  it('reserves points: no longer spendable, shown as held', async () => {
    const user = await userWith(100);
    const answer = await reserve(holdOf(user, 40, { ttl_seconds: 120 }));
    expect(answer.status).toBe(201);
    const hold = dataOf(answer);
    expect(hold).toMatchObject({ status: 'held', points_balance: 60 });
    const expiresIn = Date.parse(hold.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(100_000);
    expect(expiresIn).toBeLessThanOrEqual(120_000);
    expect(await balanceOf(user)).toMatchObject({ points_balance: 60, held_points: 40, lifetime_spent: 0 });
    expect(await stack.aiTools.post('/internal/spends', { ...holdOf(user, 61), description: 'x' })).toMatchObject({
      status: 402,
    });
    const history = await stack.get<PointsTransaction[]>('/points/transactions?limit=1', user);
    expect(history.body.data[0]).toMatchObject({ type: 'spent', amount: -40, balance_after: 60 });
  });

  it('answers a repeated reservation with the same hold', async () => {
    const user = await userWith(100);
    const body = holdOf(user, 30);
    const first = dataOf(await reserve(body));
    const again = await reserve(body);
    expect(again).toEqual({ ok: true, status: 200, data: first });
    expect(await balanceOf(user)).toMatchObject({ points_balance: 70, held_points: 30 });
  });

  it("refuses a reservation the balance cannot cover (402 'insufficient points')", async () => {
    const user = await userWith(10);
    expect(await reserve(holdOf(user, 11))).toMatchObject({ status: 402, message: 'insufficient points' });
    expect(await balanceOf(user)).toMatchObject({ points_balance: 10, held_points: 0 });
  });

  it('captures what the call cost: revenue gets it, the rest returns, once', async () => {
    const user = await userWith(100);
    const hold = dataOf(await reserve(holdOf(user, 30)));
    const captured = await capture(hold.hold_id, 12, { metadata: { words: 240, feature: 'writer.generate' } });
    expect(captured).toMatchObject({ status: 201, data: { points_balance: 88, replayed: false } });
    expect(await balanceOf(user)).toMatchObject({ points_balance: 88, held_points: 0, lifetime_spent: 12 });
    const { transaction_id: transactionId } = dataOf(captured);
    const entries = await stack.query<{ kind: string; amount: number }>(
      `SELECT a.kind, e.amount::int FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE e.transaction_id = $1 ORDER BY e.amount`,
      [transactionId],
    );
    expect(entries).toEqual([
      { kind: 'user_holds', amount: -30 },
      { kind: 'platform_revenue', amount: 12 },
      { kind: 'user_points', amount: 18 },
    ]);
    const history = await stack.get<PointsTransaction[]>('/points/transactions?limit=1', user);
    expect(history.body.data[0]).toMatchObject({ type: 'hold_released', amount: 18, balance_after: 88 });
    expect(history.body.data[0]!.metadata).toMatchObject({ words: 240, captured: 12, returned: 18 });

    await stack.creditPoints(user, 7);
    expect(await capture(hold.hold_id, 12)).toEqual({
      ok: true,
      status: 200,
      data: { transaction_id: transactionId, points_balance: 88, replayed: true },
    });
    expect(await capture(hold.hold_id, 13)).toMatchObject({ status: 409, code: 'HOLD_ALREADY_SETTLED' });
    expect(await release(hold.hold_id)).toMatchObject({ status: 409, message: 'This hold was already captured.' });
    expect(await balanceOf(user)).toMatchObject({ points_balance: 95, lifetime_spent: 12 });
    // The back office counts the spend once, by the tool that billed it.
    const spent = (await stack.outboxEvents('points.spent.v1')).filter((e) => e.data.transactionId === transactionId);
    expect(spent.map((event) => event.data)).toEqual([
      { userId: user, transactionId, kind: 'ai_tool', points: 12, feature: 'writer.generate', sellerEarnings: 0 },
    ]);
  });

  it('captures all of a hold without returning anything', async () => {
    const user = await userWith(50);
    const hold = dataOf(await reserve(holdOf(user, 50)));
    expect(dataOf(await capture(hold.hold_id, 50))).toMatchObject({ points_balance: 0 });
    expect(await capture(hold.hold_id, 50)).toMatchObject({ status: 200, data: { points_balance: 0, replayed: true } });
  });

  it('refuses to capture more than was held', async () => {
    const user = await userWith(100);
    const hold = dataOf(await reserve(holdOf(user, 20)));
    const answer = await capture(hold.hold_id, 21);
    expect(answer).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await balanceOf(user)).toMatchObject({ points_balance: 80, held_points: 20 });
  });

  it('releases all of a hold once', async () => {
    const user = await userWith(100);
    const spentBefore = (await stack.outboxEvents('points.spent.v1')).length;
    const hold = dataOf(await reserve(holdOf(user, 25)));
    expect(await release(hold.hold_id)).toMatchObject({
      status: 200,
      data: { hold_id: hold.hold_id, status: 'released', points_balance: 100 },
    });
    expect(await release(hold.hold_id)).toMatchObject({
      status: 200,
      data: { status: 'released', points_balance: 100 },
    });
    expect(await capture(hold.hold_id, 1)).toMatchObject({ status: 409, message: 'This hold was already released.' });
    expect(await balanceOf(user)).toMatchObject({ points_balance: 100, held_points: 0, lifetime_spent: 0 });
    // Nothing was spent: no spend for the back office's figures.
    expect(await stack.outboxEvents('points.spent.v1')).toHaveLength(spentBefore);
  });

  it("keeps a service's holds to that service", async () => {
    const user = await userWith(100);
    const hold = dataOf(await reserve(holdOf(user, 10)));
    expect(await stack.orders.post(`/internal/holds/${hold.hold_id}/capture`, { amount: 1 })).toMatchObject({
      status: 404,
      code: 'HOLD_NOT_FOUND',
    });
    expect(await stack.orders.post(`/internal/holds/${hold.hold_id}/release`, {})).toMatchObject({ status: 404 });
    expect(await capture(randomUUID(), 1)).toMatchObject({ status: 404 });
    expect(await capture('not-a-hold', 1)).toMatchObject({ status: 400 });
  });

  it('validates reservations', async () => {
    const answer = await reserve({
      user_id: randomUUID(),
      amount: 5,
      type: 'spent',
      description: 'x',
      idempotency_key: 'k',
      ttl_seconds: 1,
    });
    expect(answer).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('releases a hold nobody settled once it expires (the sweeper), and refuses to capture it afterwards', async () => {
    const user = await userWith(100);
    const hold = dataOf(await reserve(holdOf(user, 45, { ttl_seconds: 5 })));
    await waitFor('the sweeper to release the expired hold', async () => (await balanceOf(user)).held_points === 0, {
      timeoutMs: 15_000,
      intervalMs: 200,
    });
    expect(await balanceOf(user)).toMatchObject({ points_balance: 100, lifetime_spent: 0 });
    expect(await stack.query(`SELECT status FROM holds WHERE id = $1`, [hold.hold_id])).toEqual([
      { status: 'expired' },
    ]);
    expect(await capture(hold.hold_id, 10)).toMatchObject({ status: 409 });
    expect(await release(hold.hold_id)).toMatchObject({
      status: 200,
      data: { status: 'expired', points_balance: 100 },
    });
    const history = await stack.get<PointsTransaction[]>('/points/transactions?type=hold_released', user);
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({ amount: 45, balance_after: 100 });
    expect(history.body.data[0]!.description).toBe('Expired and released: Rewrite content');
  });
});
