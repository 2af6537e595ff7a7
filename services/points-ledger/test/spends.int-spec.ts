import { randomUUID } from 'node:crypto';
import type { InternalSpendResult } from '@studyhub/contracts';
import { signInternalRequest } from '@studyhub/platform';
import { accountIdOf } from '../src/ledger/accounts';
import { BalanceEvents } from '../src/ledger/balance-events';
import { SpendBatcher, type PreparedSpend } from '../src/spends/spend-batcher';
import { LedgerStack, TEST_INTERNAL_SECRET, dataOf } from './support/ledger-stack';

jest.setTimeout(60_000);

describe('POST /internal/spends (use_points_general)', () => {
  let stack: LedgerStack;

  beforeAll(async () => {
    stack = await LedgerStack.start();
  });
  afterAll(async () => stack?.close());

  const spendOf = (
    userId: string,
    amount: number,
    key: string = randomUUID(),
    extra: Record<string, unknown> = {},
  ) => ({
    user_id: userId,
    amount,
    type: 'spent',
    description: 'Plagiarism check',
    idempotency_key: key,
    ...extra,
  });

  async function balanceOf(userId: string): Promise<{ points_balance: number; lifetime_spent: number } | undefined> {
    const [row] = await stack.query<{ points_balance: number; lifetime_spent: number }>(
      `SELECT points_balance::int, lifetime_spent::int FROM user_points WHERE user_id = $1`,
      [userId],
    );
    return row;
  }

  it('debits the user, credits the platform and announces the new balance in one transaction', async () => {
    const user = randomUUID();
    await stack.creditPoints(user, 100);
    const correlationId = randomUUID();
    const answer = await stack.aiTools.post<InternalSpendResult>(
      '/internal/spends',
      spendOf(user, 30, 'check-1', { metadata: { words: 1200 } }),
      correlationId,
    );
    expect(answer).toMatchObject({ ok: true, status: 201, data: { points_balance: 70, replayed: false } });
    const { transaction_id: transactionId } = dataOf(answer);

    expect(await balanceOf(user)).toEqual({ points_balance: 70, lifetime_spent: 30 });
    const [transaction] = await stack.query(
      `SELECT type, purpose, user_id, description, metadata, idempotency_key FROM ledger_transactions WHERE id = $1`,
      [transactionId],
    );
    expect(transaction).toEqual({
      type: 'spent',
      purpose: 'spend',
      user_id: user,
      description: 'Plagiarism check',
      metadata: { words: 1200 },
      idempotency_key: 'check-1',
    });
    const entries = await stack.query<{ account_id: string; amount: string; balance_after: string | null }>(
      `SELECT account_id, amount, balance_after FROM ledger_entries WHERE transaction_id = $1 ORDER BY amount`,
      [transactionId],
    );
    expect(entries).toEqual([
      { account_id: accountIdOf('user_points', user), amount: '-30', balance_after: '70' },
      { account_id: accountIdOf('platform_revenue'), amount: '30', balance_after: null },
    ]);

    const events = (await stack.outboxEvents('points.balance-changed.v1')).filter(
      (event) => event.data.transactionId === transactionId,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      correlationId,
      producer: 'points-ledger',
      data: { userId: user, pointsBalance: 70, lifetimeSpent: 30, transactionId },
    });
  });

  it("answers 402 'insufficient points' and writes nothing when the balance is short", async () => {
    const user = randomUUID();
    await stack.creditPoints(user, 20);
    const answer = await stack.aiTools.post('/internal/spends', spendOf(user, 21, 'too-much'));
    expect(answer).toEqual({ ok: false, status: 402, code: 'INSUFFICIENT_POINTS', message: 'insufficient points' });
    expect(await balanceOf(user)).toEqual({ points_balance: 20, lifetime_spent: 0 });
    expect(await stack.query(`SELECT 1 FROM ledger_transactions WHERE idempotency_key = 'too-much'`)).toHaveLength(0);
  });

  it('refuses a user who never had points without creating anything', async () => {
    const user = randomUUID();
    expect(await stack.orders.post('/internal/spends', spendOf(user, 1))).toMatchObject({ status: 402 });
    expect(await balanceOf(user)).toBeUndefined();
  });

  it('answers a repeated key with the first outcome, even after the balance changed', async () => {
    const user = randomUUID();
    await stack.creditPoints(user, 100);
    const first = dataOf(await stack.aiTools.post<InternalSpendResult>('/internal/spends', spendOf(user, 40, 'same')));
    dataOf(await stack.aiTools.post('/internal/spends', spendOf(user, 50, 'other')));

    const repeated = await stack.aiTools.post<InternalSpendResult>('/internal/spends', spendOf(user, 40, 'same'));
    expect(repeated).toEqual({
      ok: true,
      status: 200,
      data: { transaction_id: first.transaction_id, points_balance: 60, replayed: true },
    });
    // The balance (10 now) would not cover it again; the repeat still answers the first outcome.
    expect(await balanceOf(user)).toEqual({ points_balance: 10, lifetime_spent: 90 });
    expect(
      await stack.query(`SELECT 1 FROM ledger_transactions WHERE user_id = $1 AND idempotency_key = 'same'`, [user]),
    ).toHaveLength(1);
  });

  it('refuses a key reused for a different amount or type (409) and keeps keys per user', async () => {
    const user = randomUUID();
    const other = randomUUID();
    await stack.creditPoints(user, 100);
    await stack.creditPoints(other, 100);
    dataOf(await stack.aiTools.post('/internal/spends', spendOf(user, 10, 'shared-key')));
    expect(await stack.aiTools.post('/internal/spends', spendOf(user, 11, 'shared-key'))).toMatchObject({
      ok: false,
      status: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(
      await stack.aiTools.post('/internal/spends', spendOf(user, 10, 'shared-key', { type: 'document_chat' })),
    ).toMatchObject({ status: 409 });
    expect(await stack.aiTools.post('/internal/spends', spendOf(other, 10, 'shared-key'))).toMatchObject({
      status: 201,
    });
  });

  it('lets a refused spend be retried with its key once the user has the points (refusals are not remembered)', async () => {
    const user = randomUUID();
    expect(await stack.aiTools.post('/internal/spends', spendOf(user, 30, 'retry-me'))).toMatchObject({ status: 402 });
    await stack.creditPoints(user, 30);
    expect(await stack.aiTools.post('/internal/spends', spendOf(user, 30, 'retry-me'))).toMatchObject({
      status: 201,
      data: { points_balance: 0 },
    });
  });

  describe('spends arriving together', () => {
    it('share statements, yet each is answered on its own: refusals, replays and the books all hold', async () => {
      const short = randomUUID();
      const repeating = randomUUID();
      const others = Array.from({ length: 16 }, () => randomUUID());
      await stack.creditPoints(short, 50);
      await stack.creditPoints(repeating, 100);
      for (const user of others) await stack.creditPoints(user, 10);

      const post = (spend: ReturnType<typeof spendOf>) =>
        stack.aiTools.post<InternalSpendResult>('/internal/spends', spend);
      const [shortAnswers, repeatedAnswers, otherAnswers] = await Promise.all([
        Promise.all(Array.from({ length: 8 }, () => post(spendOf(short, 10)))),
        Promise.all(Array.from({ length: 4 }, () => post(spendOf(repeating, 25, 'once')))),
        Promise.all(others.map((user) => post(spendOf(user, 7)))),
      ]);

      // 50 points cover five spends of 10: exactly five succeed, whichever they are.
      expect(shortAnswers.filter((answer) => answer.status === 201)).toHaveLength(5);
      expect(shortAnswers.filter((answer) => answer.status === 402)).toHaveLength(3);
      expect(await balanceOf(short)).toEqual({ points_balance: 0, lifetime_spent: 50 });
      // One key four times: one posting, every answer naming it.
      expect(repeatedAnswers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
      expect(new Set(repeatedAnswers.map((answer) => dataOf(answer).transaction_id)).size).toBe(1);
      expect(await balanceOf(repeating)).toEqual({ points_balance: 75, lifetime_spent: 25 });
      expect(otherAnswers.map((answer) => answer.status)).toEqual(others.map(() => 201));
      expect(otherAnswers.map((answer) => dataOf(answer).points_balance)).toEqual(others.map(() => 3));

      // A transaction's rows carry its start time: fewer distinct times than spends means the
      // spends that queued went to the database together.
      const users = [short, repeating, ...others];
      const [counts] = await stack.query<{ spends: number; commits: number }>(
        `SELECT count(*)::int AS spends, count(DISTINCT created_at)::int AS commits
           FROM ledger_transactions WHERE purpose = 'spend' AND user_id = ANY($1::uuid[])`,
        [users],
      );
      expect(counts?.spends).toBe(5 + 1 + others.length);
      expect(counts?.commits).toBeLessThan(5 + 1 + others.length);
      expect(await stack.audit()).toEqual([]);
    });

    it("keeps one spend's failure its own when the statement it shared fails whole", async () => {
      const batcher = stack.service.app.get(SpendBatcher);
      const events = stack.service.app.get(BalanceEvents);
      const users = Array.from({ length: 6 }, () => randomUUID());
      for (const user of users) await stack.creditPoints(user, 10);
      const prepared = (user: string, amount: number): PreparedSpend => {
        const transactionId = randomUUID();
        const cause = { correlationId: randomUUID() };
        return {
          transactionId,
          input: {
            user_id: user,
            amount,
            type: 'spent',
            description: 'Batch',
            metadata: {},
            idempotency_key: randomUUID(),
          },
          ...events.rowForStatement({ userId: user, transactionId, cause }),
        };
      };
      // The first two take both lanes at once; the rest queue behind them and go as one statement,
      // which a zero amount (refused by the database, never by the balance) fails whole.
      const outcomes = await Promise.allSettled([
        ...users.slice(0, 5).map((user) => batcher.spend(prepared(user, 4))),
        batcher.spend(prepared(users[5]!, 0)),
      ]);
      expect(outcomes.slice(0, 5)).toEqual(
        users.slice(0, 5).map(() => ({ status: 'fulfilled', value: { outcome: 'spent', pointsBalance: 6 } })),
      );
      expect(outcomes[5]).toMatchObject({
        status: 'rejected',
        reason: { message: expect.stringMatching(/positive amount/) },
      });
      expect(await balanceOf(users[5]!)).toEqual({ points_balance: 10, lifetime_spent: 0 });
      expect(await stack.audit()).toEqual([]);
    });
  });

  it('refuses bad input with the fields that are wrong', async () => {
    const answer = await stack.aiTools.post('/internal/spends', {
      user_id: 'me',
      amount: 0,
      type: 'gift',
      description: '',
      idempotency_key: '',
    });
    expect(answer).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_FAILED' });
    const response = await fetch(`${stack.service.baseUrl}/internal/spends`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signInternalRequest(TEST_INTERNAL_SECRET, {
          service: 'orders',
          method: 'POST',
          path: '/internal/spends',
          body: '{"amount":2.5}',
        }),
      },
      body: '{"amount":2.5}',
    });
    const body = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(response.status).toBe(400);
    expect(Object.keys(body.error.fields).sort()).toEqual([
      'amount',
      'description',
      'idempotency_key',
      'type',
      'user_id',
    ]);
  });

  describe('who may call', () => {
    const body = JSON.stringify(spendOf(randomUUID(), 1));
    const send = (headers: Record<string, string>, sent: string = body) =>
      fetch(`${stack.service.baseUrl}/internal/spends`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: sent,
      });
    const signed = (overrides: { service?: string; secret?: string; at?: Date; path?: string } = {}) =>
      signInternalRequest(
        overrides.secret ?? TEST_INTERNAL_SECRET,
        { service: overrides.service ?? 'orders', method: 'POST', path: overrides.path ?? '/internal/spends', body },
        overrides.at,
      );

    it('refuses an unsigned call (401), even with a user token', async () => {
      expect((await send({})).status).toBe(401);
      const token = await stack.tokens.sign({ userId: randomUUID(), role: 'admin' });
      expect((await send({ authorization: `Bearer ${token}` })).status).toBe(401);
    });

    it('refuses a service that may not spend (403)', async () => {
      const response = await send(signed({ service: 'catalog' }));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { message: 'This service may not make this call.' } });
    });

    it('refuses a tampered body, another path, another secret and an old signature (401)', async () => {
      const tampered = body.replace('"amount":1', '"amount":1000');
      expect(tampered).not.toBe(body);
      expect((await send(signed(), tampered)).status).toBe(401);
      expect((await send(signed({ path: '/internal/holds' }))).status).toBe(401);
      expect((await send(signed({ secret: 'guessed' }))).status).toBe(401);
      expect((await send(signed({ at: new Date(Date.now() - 120_000) }))).status).toBe(401);
    });

    it('keeps purchases to orders and holds to orders and ai-tools', async () => {
      expect(await stack.aiTools.get(`/internal/purchases/${randomUUID()}`)).toMatchObject({ status: 403 });
      expect(await stack.as('notifications').post('/internal/holds', {})).toMatchObject({ status: 403 });
      expect(await stack.orders.get(`/internal/purchases/${randomUUID()}`)).toMatchObject({ status: 404 });
    });
  });
});
