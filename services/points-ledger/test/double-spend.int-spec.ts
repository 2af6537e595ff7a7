import { randomUUID } from 'node:crypto';
import type { InternalSpendResult } from '@studyhub/contracts';
import { sleep } from '@studyhub/platform/testing';
import { LedgerStack } from './support/ledger-stack';

jest.setTimeout(60_000);

const RACERS = 20;

describe('twenty requests racing on one balance', () => {
  let stack: LedgerStack;

  beforeAll(async () => {
    stack = await LedgerStack.start();
  });
  afterAll(async () => stack?.close());

  async function balanceOf(userId: string): Promise<{ balance: number; spent: number }> {
    const [row] = await stack.query<{ balance: number; spent: number }>(
      `SELECT points_balance::int AS balance, lifetime_spent::int AS spent FROM user_points WHERE user_id = $1`,
      [userId],
    );
    return row!;
  }

  /** Every balance the user's entries ever recorded, oldest first. */
  async function balancesOverTime(userId: string): Promise<number[]> {
    const rows = await stack.query<{ balance_after: number }>(
      `SELECT e.balance_after::int FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.kind = 'user_points' AND a.owner_id = $1 ORDER BY e.id`,
      [userId],
    );
    return rows.map((row) => row.balance_after);
  }

  it('spends: exactly as many succeed as the balance covers, never below zero', async () => {
    const user = randomUUID();
    await stack.creditPoints(user, 100);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        stack.aiTools.post<InternalSpendResult>('/internal/spends', {
          user_id: user,
          amount: 10,
          type: 'spent',
          description: 'Rewrite content',
          idempotency_key: randomUUID(),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(10);
    expect(await balanceOf(user)).toEqual({ balance: 0, spent: 100 });
    const balances = await balancesOverTime(user);
    expect(balances).toEqual([100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0]);
    expect(await stack.audit()).toEqual([]);
  });

  it('purchases: the buyer pays at most what they hold, each seller is paid only for what was sold', async () => {
    const buyer = randomUUID();
    const seller = randomUUID();
    await stack.creditPoints(buyer, 100);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        stack.orders.post('/internal/purchases', {
          user_id: buyer,
          order_id: randomUUID(),
          lines: [{ document_id: randomUUID(), seller_id: seller, points: 30, title: 'Notes' }],
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(17);
    expect(await balanceOf(buyer)).toEqual({ balance: 10, spent: 90 });
    const [earned] = await stack.query<{ pending: number }>(
      `SELECT pending_points::int AS pending FROM seller_balances WHERE seller_id = $1`,
      [seller],
    );
    expect(earned?.pending).toBe(3 * 21);
    expect(Math.min(...(await balancesOverTime(buyer)))).toBe(10);
    expect(await stack.audit()).toEqual([]);
  });

  it('spends, purchases and holds mixed: the balance is never overdrawn', async () => {
    const user = randomUUID();
    await stack.creditPoints(user, 100);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) => {
        if (index % 3 === 0) {
          return stack.orders.post('/internal/purchases', {
            user_id: user,
            order_id: randomUUID(),
            lines: [{ document_id: randomUUID(), seller_id: randomUUID(), points: 15, title: '' }],
          });
        }
        const body = { user_id: user, amount: 15, type: 'spent', description: 'AI', idempotency_key: randomUUID() };
        return index % 3 === 1
          ? stack.aiTools.post('/internal/spends', body)
          : stack.aiTools.post('/internal/holds', body);
      }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(6);
    const { balance } = await balanceOf(user);
    expect(balance).toBe(10);
    expect((await balancesOverTime(user)).every((after) => after >= 0)).toBe(true);
    expect(await stack.audit()).toEqual([]);
  });

  it('the same key twenty times at once: one posting, every answer the same transaction', async () => {
    const user = randomUUID();
    await stack.creditPoints(user, 100);
    const body = { user_id: user, amount: 10, type: 'spent', description: 'Once', idempotency_key: 'one-click' };
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => stack.aiTools.post<InternalSpendResult>('/internal/spends', body)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(RACERS - 1);
    const ids = new Set(answers.map((answer) => (answer.ok ? answer.data.transaction_id : 'failed')));
    expect(ids.size).toBe(1);
    expect(await balanceOf(user)).toEqual({ balance: 90, spent: 10 });
    expect(await stack.audit()).toEqual([]);
  });

  describe('the control: a naive read-then-write debit', () => {
    /**
     * What the guarded update replaces: read the balance, decide, then write the new value. The
     * pause stands for the round trip between the two statements.
     */
    async function naiveDebit(userId: string, amount: number): Promise<boolean> {
      const [row] = await stack.query<{ points_balance: number }>(
        `SELECT points_balance::int FROM user_points WHERE user_id = $1`,
        [userId],
      );
      if (!row || row.points_balance < amount) return false;
      await sleep(20);
      await stack.query(`UPDATE user_points SET points_balance = $2 WHERE user_id = $1`, [
        userId,
        row.points_balance - amount,
      ]);
      return true;
    }

    it('overspends in the same race: more debits succeed than the balance covered', async () => {
      const user = randomUUID();
      await stack.creditPoints(user, 100);
      const results = await Promise.all(Array.from({ length: RACERS }, () => naiveDebit(user, 10)));
      const debited = results.filter(Boolean).length * 10;
      const { balance } = await balanceOf(user);
      expect(debited).toBeGreaterThan(100);
      // Points were handed out that the balance never had: it no longer adds up.
      expect(balance + debited).toBeGreaterThan(100);
      expect(await stack.audit()).not.toEqual([]);
    });
  });
});
