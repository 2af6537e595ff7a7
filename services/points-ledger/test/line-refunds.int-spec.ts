import { randomUUID } from 'node:crypto';
import type { InternalPurchaseResult, PointsTransaction } from '@studyhub/contracts';
import type { QueryRunner } from 'typeorm';
import { auditLedger } from '../src/audit';
import { accountIdOf } from '../src/ledger/accounts';
import { LedgerStack, dataOf } from './support/ledger-stack';
import { envelopeOf } from './support/envelopes';

jest.setTimeout(60_000);

interface Line {
  document_id: string;
  seller_id: string;
  points: number;
  title: string;
}

/**
 * order.items-refunded.v1 (ADR 0037): a take-down returns one line of an order, not the order. The
 * seller share is 70% (the default), rounded down per line; every test ends with a clean audit.
 */
describe('line refunds (order.items-refunded.v1)', () => {
  let stack: LedgerStack;

  beforeAll(async () => {
    stack = await LedgerStack.start();
  });
  afterAll(async () => stack?.close());
  afterEach(async () => expect(await stack.audit()).toEqual([]));

  const line = (sellerId: string, points: number, title = 'Notes'): Line => ({
    document_id: randomUUID(),
    seller_id: sellerId,
    points,
    title,
  });

  async function bought(buyer: string, lines: Line[]): Promise<string> {
    const orderId = randomUUID();
    dataOf(
      await stack.orders.post<InternalPurchaseResult>('/internal/purchases', {
        user_id: buyer,
        order_id: orderId,
        lines,
      }),
    );
    return orderId;
  }

  async function refundLines(orderId: string, buyer: string, lines: Line[], orderRefunded = false) {
    const event = envelopeOf('order.items-refunded.v1', {
      orderId,
      userId: buyer,
      items: lines.map((l) => ({ documentId: l.document_id, sellerId: l.seller_id, pointsPrice: l.points })),
      totalPoints: lines.reduce((sum, l) => sum + l.points, 0),
      orderRefunded,
      reason: '“Notes” was taken down after a report.',
      refundedAt: new Date().toISOString(),
    });
    await stack.deliver(event);
    return event;
  }

  async function sellerOf(sellerId: string) {
    const [row] = await stack.query<Record<string, number>>(
      `SELECT pending_points::int AS pending, available_points::int AS available, withdrawing_points::int AS withdrawing,
              lifetime_earned_points::int AS earned
         FROM seller_balances WHERE seller_id = $1`,
      [sellerId],
    );
    return row;
  }
  async function userOf(userId: string) {
    const [row] = await stack.query<Record<string, number>>(
      `SELECT points_balance::int AS balance, lifetime_spent::int AS spent FROM user_points WHERE user_id = $1`,
      [userId],
    );
    return row;
  }
  /** What the platform kept of the order: its purchase and every refund of it, whole or per line. */
  async function revenueOfOrder(orderId: string): Promise<number> {
    const [row] = await stack.query<{ total: number }>(
      `SELECT coalesce(sum(e.amount), 0)::int AS total FROM ledger_entries e
         JOIN accounts a ON a.id = e.account_id AND a.kind = 'platform_revenue'
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE split_part(t.idempotency_key, ':', 1) = $1 AND t.purpose IN ('purchase', 'refund')`,
      [orderId],
    );
    return row!.total;
  }
  const refundsOf = (orderId: string) =>
    stack.query<{ idempotency_key: string }>(
      `SELECT idempotency_key FROM ledger_transactions
        WHERE purpose = 'refund' AND split_part(idempotency_key, ':', 1) = $1 ORDER BY idempotency_key`,
      [orderId],
    );

  it("returns exactly the taken-down line: its points to the buyer, its seller's share back; the other seller keeps theirs, once", async () => {
    const buyer = randomUUID();
    const [kept, takenDown] = [randomUUID(), randomUUID()];
    await stack.creditPoints(buyer, 300);
    const keptLine = line(kept, 100, 'Good notes');
    const takenDownLine = line(takenDown, 33, 'Copied notes');
    const orderId = await bought(buyer, [keptLine, takenDownLine]);
    expect(await userOf(buyer)).toEqual({ balance: 167, spent: 133 });
    expect(await revenueOfOrder(orderId)).toBe(30 + 10);

    const event = await refundLines(orderId, buyer, [takenDownLine]);
    expect(await userOf(buyer)).toEqual({ balance: 200, spent: 100 });
    expect(await sellerOf(takenDown)).toEqual({ pending: 0, available: 0, withdrawing: 0, earned: 0 });
    expect(await sellerOf(kept)).toEqual({ pending: 70, available: 0, withdrawing: 0, earned: 70 });
    expect(await revenueOfOrder(orderId)).toBe(30);
    expect(
      await stack.query(`SELECT document_id, status FROM earnings_lots WHERE order_id = $1 ORDER BY points`, [orderId]),
    ).toEqual([
      { document_id: takenDownLine.document_id, status: 'cancelled' },
      { document_id: keptLine.document_id, status: 'pending' },
    ]);
    const history = await stack.get<PointsTransaction[]>('/points/transactions?limit=1', buyer);
    expect(history.body.data[0]).toMatchObject({ type: 'refund', amount: 33, balance_after: 200 });
    const [refund] = await stack.query<{ id: string; metadata: Record<string, unknown> }>(
      `SELECT id, metadata FROM ledger_transactions WHERE purpose = 'refund' AND idempotency_key = $1`,
      [`${orderId}:${takenDownLine.document_id}`],
    );
    expect(refund?.metadata).toMatchObject({ order_id: orderId, document_id: takenDownLine.document_id, points: 33 });
    const announced = await stack.outboxEvents('points.balance-changed.v1');
    expect(announced.find((changed) => changed.data.transactionId === refund!.id)).toMatchObject({
      causationId: event.id,
      data: { userId: buyer, pointsBalance: 200, lifetimeSpent: 100 },
    });

    // The same event again, and another event for the same line: nothing more moves.
    await stack.deliver(event);
    await refundLines(orderId, buyer, [takenDownLine]);
    expect(await userOf(buyer)).toEqual({ balance: 200, spent: 100 });
    expect(await sellerOf(kept)).toEqual({ pending: 70, available: 0, withdrawing: 0, earned: 70 });
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it("refunds the order's other lines only when its buyer refunds the rest of it afterwards", async () => {
    const buyer = randomUUID();
    const [kept, takenDown] = [randomUUID(), randomUUID()];
    await stack.creditPoints(buyer, 200);
    const keptLine = line(kept, 100);
    const takenDownLine = line(takenDown, 50);
    const orderId = await bought(buyer, [keptLine, takenDownLine]);
    await refundLines(orderId, buyer, [takenDownLine]);
    expect(await userOf(buyer)).toEqual({ balance: 100, spent: 100 });

    await stack.refundOrder(orderId, buyer, [{ documentId: keptLine.document_id, sellerId: kept, pointsPrice: 100 }]);
    // Paid 150 in all, returned 150 in all: the taken-down line is not returned twice.
    expect(await userOf(buyer)).toEqual({ balance: 200, spent: 0 });
    expect(await sellerOf(kept)).toEqual({ pending: 0, available: 0, withdrawing: 0, earned: 0 });
    expect(await sellerOf(takenDown)).toEqual({ pending: 0, available: 0, withdrawing: 0, earned: 0 });
    expect(await revenueOfOrder(orderId)).toBe(0);
    const [whole] = await stack.query<{ metadata: Record<string, unknown> }>(
      `SELECT metadata FROM ledger_transactions WHERE purpose = 'refund' AND idempotency_key = $1`,
      [orderId],
    );
    expect(whole?.metadata.documents_refunded_before).toEqual([takenDownLine.document_id]);
  });

  it('returns nothing for a line whose order was refunded whole before the line refund arrived', async () => {
    const buyer = randomUUID();
    const seller = randomUUID();
    await stack.creditPoints(buyer, 100);
    const lines = [line(seller, 40), line(seller, 60)];
    const orderId = await bought(buyer, lines);
    await stack.refundOrder(
      orderId,
      buyer,
      lines.map((l) => ({ documentId: l.document_id, sellerId: seller, pointsPrice: l.points })),
    );
    expect(await userOf(buyer)).toEqual({ balance: 100, spent: 0 });

    await refundLines(orderId, buyer, [lines[0]!], false);
    expect(await userOf(buyer)).toEqual({ balance: 100, spent: 0 });
    expect(await sellerOf(seller)).toEqual({ pending: 0, available: 0, withdrawing: 0, earned: 0 });
    expect(await refundsOf(orderId)).toEqual([{ idempotency_key: orderId }]);
  });

  it('refunds the last line of an order like any other line', async () => {
    const buyer = randomUUID();
    const seller = randomUUID();
    await stack.creditPoints(buyer, 80);
    const only = line(seller, 80);
    const orderId = await bought(buyer, [only]);
    await refundLines(orderId, buyer, [only], true);
    expect(await userOf(buyer)).toEqual({ balance: 80, spent: 0 });
    expect(await sellerOf(seller)).toEqual({ pending: 0, available: 0, withdrawing: 0, earned: 0 });
    expect(await revenueOfOrder(orderId)).toBe(0);
  });

  it('takes a released share back from available, and lets the platform pay what the seller withdrew', async () => {
    const buyer = randomUUID();
    const [released, withdrawn, kept] = [randomUUID(), randomUUID(), randomUUID()];
    await stack.creditPoints(buyer, 3000);
    const releasedLine = line(released, 100);
    const withdrawnLine = line(withdrawn, 1000);
    const keptLine = line(kept, 200);
    const orderId = await bought(buyer, [releasedLine, withdrawnLine, keptLine]);
    await stack.query(`UPDATE earnings_lots SET available_at = now() - interval '1 second' WHERE order_id = $1`, [
      orderId,
    ]);
    await stack.sweep();
    const withdrawal = await stack.post<{ id: string }>(
      '/seller/withdrawals',
      { amount_points: 700, method: 'paypal', destination: 'seller@example.com' },
      withdrawn,
    );
    expect(withdrawal.status).toBe(201);

    await refundLines(orderId, buyer, [releasedLine, withdrawnLine]);
    expect(await userOf(buyer)).toEqual({ balance: 2800, spent: 200 });
    expect(await sellerOf(released)).toEqual({ pending: 0, available: 0, withdrawing: 0, earned: 0 });
    // Never negative: the withdrawn share stays withdrawing, the platform covers it.
    expect(await sellerOf(withdrawn)).toEqual({ pending: 0, available: 0, withdrawing: 700, earned: 700 });
    expect(await sellerOf(kept)).toEqual({ pending: 0, available: 140, withdrawing: 0, earned: 140 });
    // Kept line's 60, less the 700 the platform paid for the withdrawn share.
    expect(await revenueOfOrder(orderId)).toBe(60 - 700);
    expect(await refundsOf(orderId)).toHaveLength(2);
  });

  it('ignores a line refund of an order the ledger never sold, or of a document the order never held', async () => {
    const buyer = randomUUID();
    const seller = randomUUID();
    const neverSold = await refundLines(randomUUID(), buyer, [line(seller, 50)]);
    expect(await stack.query(`SELECT 1 FROM inbox WHERE event_id = $1`, [neverSold.id])).toHaveLength(1);
    await stack.creditPoints(buyer, 50);
    const orderId = await bought(buyer, [line(seller, 50)]);
    await refundLines(orderId, buyer, [line(seller, 50)]);
    expect(await userOf(buyer)).toEqual({ balance: 0, spent: 50 });
    expect(await refundsOf(orderId)).toEqual([]);
  });

  /** Runs `damage` in a transaction, audits what it sees, and rolls everything back. */
  async function auditAfter(damage: (runner: QueryRunner) => Promise<void>): Promise<string[]> {
    const runner = stack.service.kernel.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await damage(runner);
      const violations = await auditLedger(
        (sql, params) => runner.query(sql, params) as Promise<Record<string, unknown>[]>,
      );
      return violations.map((violation) => violation.invariant);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  it('lets the auditor find a line returned twice and a line refund of a document the order never held', async () => {
    const buyer = randomUUID();
    const seller = randomUUID();
    await stack.creditPoints(buyer, 100);
    const [first, second] = [line(seller, 40), line(seller, 60)];
    const orderId = await bought(buyer, [first, second]);
    await refundLines(orderId, buyer, [first]);
    expect(await stack.audit()).toEqual([]);

    const forgedRefund = (key: string, points: number) => async (runner: QueryRunner) => {
      const id = randomUUID();
      await runner.query(
        `INSERT INTO ledger_transactions (id, type, purpose, user_id, idempotency_key) VALUES ($1, 'refund', 'refund', $2, $3)`,
        [id, buyer, key],
      );
      await runner.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES ($1, $2, $4), ($1, $3, -$4::bigint)`,
        [id, accountIdOf('user_points', buyer), accountIdOf('platform_revenue'), points],
      );
    };
    // A whole refund of the full 100 after 40 came back per line: 140 returned for 100 paid.
    expect(await auditAfter(forgedRefund(orderId, 100))).toContain(
      'no order returns its buyer more than the purchase took',
    );
    expect(await auditAfter(forgedRefund(`${orderId}:${randomUUID()}`, 1))).toContain(
      'every refund reverses a purchase of the same buyer, a line refund one of its lines',
    );
  });
});
