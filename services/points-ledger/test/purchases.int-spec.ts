import { randomUUID } from 'node:crypto';
import type { InternalPurchaseResult, PointsTransaction } from '@studyhub/contracts';
import { LedgerStack, dataOf } from './support/ledger-stack';
import { envelopeOf } from './support/envelopes';

jest.setTimeout(60_000);

interface Line {
  document_id: string;
  seller_id: string;
  points: number;
  title: string;
}

describe('document purchases, refunds and points orders', () => {
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
  const purchase = (userId: string, lines: Line[], orderId: string = randomUUID()) =>
    stack.orders.post<InternalPurchaseResult>('/internal/purchases', { user_id: userId, order_id: orderId, lines });
  const itemsOf = (lines: Line[]) =>
    lines.map((l) => ({ documentId: l.document_id, sellerId: l.seller_id, pointsPrice: l.points }));

  async function sellerOf(sellerId: string) {
    const [row] = await stack.query<Record<string, number>>(
      `SELECT pending_points::int AS pending, available_points::int AS available, withdrawing_points::int AS withdrawing,
              withdrawn_points::int AS withdrawn, lifetime_earned_points::int AS earned
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
  async function revenueOfOrder(orderId: string): Promise<number> {
    const [row] = await stack.query<{ total: number }>(
      `SELECT coalesce(sum(e.amount), 0)::int AS total FROM ledger_entries e
         JOIN accounts a ON a.id = e.account_id AND a.kind = 'platform_revenue'
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.idempotency_key = $1 AND t.purpose IN ('purchase', 'refund')`,
      [orderId],
    );
    return row!.total;
  }

  describe('POST /internal/purchases (use_points_for_document for a whole order)', () => {
    it('debits the buyer once and splits every line between its seller (pending) and the platform', async () => {
      const buyer = randomUUID();
      const [alice, bob] = [randomUUID(), randomUUID()];
      await stack.creditPoints(buyer, 500);
      const lines = [line(alice, 99, 'Organic chemistry'), line(bob, 50), line(alice, 1)];
      const orderId = randomUUID();
      const answer = await purchase(buyer, lines, orderId);
      expect(answer.status).toBe(201);
      const result = dataOf(answer);
      expect(result).toMatchObject({ points_balance: 350, replayed: false });
      expect(result.lines).toEqual([
        { document_id: lines[0]!.document_id, seller_id: alice, points: 99, seller_share: 69 },
        { document_id: lines[1]!.document_id, seller_id: bob, points: 50, seller_share: 35 },
        { document_id: lines[2]!.document_id, seller_id: alice, points: 1, seller_share: 0 },
      ]);
      expect(await userOf(buyer)).toEqual({ balance: 350, spent: 150 });
      expect(await sellerOf(alice)).toEqual({ pending: 69, available: 0, withdrawing: 0, withdrawn: 0, earned: 69 });
      expect(await sellerOf(bob)).toMatchObject({ pending: 35, earned: 35 });
      expect(await revenueOfOrder(orderId)).toBe(150 - 69 - 35);

      const entries = await stack.query<{ kind: string; owner_id: string | null; amount: number }>(
        `SELECT a.kind, a.owner_id, e.amount::int FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
          WHERE e.transaction_id = $1 ORDER BY e.amount`,
        [result.transaction_id],
      );
      expect(entries).toEqual(
        expect.arrayContaining([
          { kind: 'user_points', owner_id: buyer, amount: -150 },
          { kind: 'seller_pending', owner_id: alice, amount: 69 },
          { kind: 'seller_pending', owner_id: bob, amount: 35 },
          { kind: 'platform_revenue', owner_id: null, amount: 46 },
        ]),
      );
      expect(entries).toHaveLength(4);

      const lots = await stack.query<{ seller_id: string; points: number; status: string; days: number }>(
        `SELECT seller_id, points::int, status,
                round(extract(epoch FROM available_at - created_at) / 86400)::int AS days
           FROM earnings_lots WHERE order_id = $1 ORDER BY points DESC`,
        [orderId],
      );
      expect(lots).toEqual([
        { seller_id: alice, points: 69, status: 'pending', days: 30 },
        { seller_id: bob, points: 35, status: 'pending', days: 30 },
      ]);
      const history = await stack.get<PointsTransaction[]>('/points/transactions?type=document_access', buyer);
      expect(history.body.data[0]).toMatchObject({ amount: -150, balance_after: 350, type: 'document_access' });
      expect(
        (await stack.outboxEvents('points.balance-changed.v1')).some(
          (event) => event.data.transactionId === result.transaction_id && event.data.pointsBalance === 350,
        ),
      ).toBe(true);
      const spent = (await stack.outboxEvents('points.spent.v1')).filter(
        (event) => event.data.transactionId === result.transaction_id,
      );
      expect(spent.map((event) => event.data)).toEqual([
        {
          userId: buyer,
          transactionId: result.transaction_id,
          kind: 'documents',
          points: 150,
          feature: null,
          sellerEarnings: 69 + 35,
        },
      ]);
    });

    it('answers a repeated order with the first outcome; another total or buyer for it is refused', async () => {
      const buyer = randomUUID();
      const seller = randomUUID();
      await stack.creditPoints(buyer, 100);
      const lines = [line(seller, 60)];
      const orderId = randomUUID();
      const first = dataOf(await purchase(buyer, lines, orderId));
      const again = await purchase(buyer, lines, orderId);
      expect(again).toEqual({ ok: true, status: 200, data: { ...first, replayed: true } });
      expect(await userOf(buyer)).toEqual({ balance: 40, spent: 60 });
      expect(await sellerOf(seller)).toMatchObject({ pending: 42 });

      expect(await purchase(buyer, [line(seller, 10)], orderId)).toMatchObject({
        status: 409,
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
      const stranger = randomUUID();
      await stack.creditPoints(stranger, 100);
      expect(await purchase(stranger, lines, orderId)).toMatchObject({ status: 409 });
      expect(await userOf(stranger)).toEqual({ balance: 100, spent: 0 });
    });

    it('refuses an order the buyer cannot pay (402) and books nothing for it', async () => {
      const buyer = randomUUID();
      const seller = randomUUID();
      await stack.creditPoints(buyer, 50);
      const orderId = randomUUID();
      expect(await purchase(buyer, [line(seller, 30), line(seller, 21)], orderId)).toEqual({
        ok: false,
        status: 402,
        code: 'INSUFFICIENT_POINTS',
        message: 'insufficient points',
      });
      expect(await userOf(buyer)).toEqual({ balance: 50, spent: 0 });
      expect(await sellerOf(seller)).toBeUndefined();
      expect(await stack.query(`SELECT 1 FROM earnings_lots WHERE order_id = $1`, [orderId])).toHaveLength(0);
      expect(await stack.orders.get(`/internal/purchases/${orderId}`)).toMatchObject({
        status: 404,
        code: 'PURCHASE_NOT_FOUND',
      });
    });

    it('refuses a document twice in one order and malformed lines', async () => {
      const buyer = randomUUID();
      const twice = line(randomUUID(), 10);
      const answer = await purchase(buyer, [twice, { ...twice, points: 5 }]);
      expect(answer).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(await purchase(buyer, [])).toMatchObject({ status: 400 });
      expect(await purchase(buyer, [{ ...twice, points: -1 }])).toMatchObject({ status: 400 });
    });

    it('records a free order without moving points', async () => {
      const buyer = randomUUID();
      const orderId = randomUUID();
      const result = dataOf(await purchase(buyer, [line(randomUUID(), 0)], orderId));
      expect(result).toMatchObject({ points_balance: 0, replayed: false });
      expect(
        await stack.query(`SELECT 1 FROM ledger_entries WHERE transaction_id = $1`, [result.transaction_id]),
      ).toEqual([]);
      expect(dataOf(await stack.orders.get(`/internal/purchases/${orderId}`))).toMatchObject({
        transaction_id: result.transaction_id,
      });
    });
  });

  describe('GET /internal/purchases/{orderId} (the orders reconciler)', () => {
    it('answers the purchase that happened, as booked', async () => {
      const buyer = randomUUID();
      await stack.creditPoints(buyer, 100);
      const orderId = randomUUID();
      const first = dataOf(await purchase(buyer, [line(randomUUID(), 40)], orderId));
      await stack.creditPoints(buyer, 5);
      expect(await stack.orders.get(`/internal/purchases/${orderId}`)).toEqual({
        ok: true,
        status: 200,
        data: { ...first, replayed: true },
      });
    });

    it('answers 404 for an order never paid and 400 for a malformed id', async () => {
      expect(await stack.orders.get(`/internal/purchases/${randomUUID()}`)).toMatchObject({ status: 404 });
      expect(await stack.orders.get(`/internal/purchases/not-an-id`)).toMatchObject({ status: 400 });
    });
  });

  describe('order.refunded.v1', () => {
    it("reverses the purchase once: the buyer's points back, sellers' pending shares and the platform's share taken back", async () => {
      const buyer = randomUUID();
      const [alice, bob] = [randomUUID(), randomUUID()];
      await stack.creditPoints(buyer, 300);
      const lines = [line(alice, 100), line(bob, 33)];
      const orderId = randomUUID();
      dataOf(await purchase(buyer, lines, orderId));
      // Another sale of alice's stays hers.
      const keptOrder = randomUUID();
      dataOf(await purchase(buyer, [line(alice, 10)], keptOrder));

      const refund = await stack.refundOrder(orderId, buyer, itemsOf(lines));
      expect(await userOf(buyer)).toEqual({ balance: 290, spent: 10 });
      expect(await sellerOf(alice)).toEqual({ pending: 7, available: 0, withdrawing: 0, withdrawn: 0, earned: 7 });
      expect(await sellerOf(bob)).toEqual({ pending: 0, available: 0, withdrawing: 0, withdrawn: 0, earned: 0 });
      expect(await revenueOfOrder(orderId)).toBe(0);
      expect(
        await stack.query(`SELECT status FROM earnings_lots WHERE order_id = $1 ORDER BY points`, [orderId]),
      ).toEqual([{ status: 'cancelled' }, { status: 'cancelled' }]);
      const [refundRow] = await stack.query<{ id: string; type: string }>(
        `SELECT id, type FROM ledger_transactions WHERE purpose = 'refund' AND idempotency_key = $1`,
        [orderId],
      );
      expect(refundRow?.type).toBe('refund');
      const history = await stack.get<PointsTransaction[]>('/points/transactions?limit=1', buyer);
      expect(history.body.data[0]).toMatchObject({
        id: refundRow!.id,
        type: 'refund',
        amount: 133,
        balance_after: 290,
      });
      const announced = await stack.outboxEvents('points.balance-changed.v1');
      expect(announced.find((event) => event.data.transactionId === refundRow!.id)).toMatchObject({
        causationId: refund.id,
        correlationId: refund.correlationId,
        data: { userId: buyer, pointsBalance: 290, lifetimeSpent: 10 },
      });

      // The same event again, and a second event for the same order: nothing more happens.
      await stack.deliver(refund);
      await stack.refundOrder(orderId, buyer, itemsOf(lines));
      expect(await userOf(buyer)).toEqual({ balance: 290, spent: 10 });
      expect(
        await stack.query(`SELECT 1 FROM ledger_transactions WHERE purpose = 'refund' AND idempotency_key = $1`, [
          orderId,
        ]),
      ).toHaveLength(1);
    });

    it('takes a share released before the refund arrived back from available', async () => {
      const buyer = randomUUID();
      const seller = randomUUID();
      await stack.creditPoints(buyer, 100);
      const lines = [line(seller, 100)];
      const orderId = randomUUID();
      dataOf(await purchase(buyer, lines, orderId));
      await stack.query(`UPDATE earnings_lots SET available_at = now() - interval '1 second' WHERE order_id = $1`, [
        orderId,
      ]);
      expect((await stack.sweep()).releasedLots).toBeGreaterThanOrEqual(1);
      expect(await sellerOf(seller)).toMatchObject({ pending: 0, available: 70, earned: 70 });

      await stack.refundOrder(orderId, buyer, itemsOf(lines));
      expect(await sellerOf(seller)).toEqual({ pending: 0, available: 0, withdrawing: 0, withdrawn: 0, earned: 0 });
      expect(await userOf(buyer)).toEqual({ balance: 100, spent: 0 });
    });

    it('lets the platform pay a share the seller already withdrew', async () => {
      const buyer = randomUUID();
      const seller = randomUUID();
      await stack.creditPoints(buyer, 1000);
      const lines = [line(seller, 1000)];
      const orderId = randomUUID();
      dataOf(await purchase(buyer, lines, orderId));
      await stack.query(`UPDATE earnings_lots SET available_at = now() - interval '1 second' WHERE order_id = $1`, [
        orderId,
      ]);
      await stack.sweep();
      const withdrawal = await stack.post<{ id: string }>(
        '/seller/withdrawals',
        { amount_points: 700, method: 'paypal', destination: 'seller@example.com' },
        seller,
      );
      expect(withdrawal.status).toBe(201);

      await stack.refundOrder(orderId, buyer, itemsOf(lines));
      expect(await userOf(buyer)).toEqual({ balance: 1000, spent: 0 });
      expect(await sellerOf(seller)).toEqual({ pending: 0, available: 0, withdrawing: 700, withdrawn: 0, earned: 700 });
      expect(await revenueOfOrder(orderId)).toBe(-700);
    });

    it('ignores a refund of an order the ledger never sold', async () => {
      const buyer = randomUUID();
      const orderId = randomUUID();
      const event = await stack.refundOrder(orderId, buyer, [
        { documentId: randomUUID(), sellerId: randomUUID(), pointsPrice: 50 },
      ]);
      expect(await stack.query(`SELECT 1 FROM inbox WHERE event_id = $1`, [event.id])).toHaveLength(1);
      expect(await stack.query(`SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1`, [orderId])).toEqual([]);
      expect(await userOf(buyer)).toBeUndefined();
    });
  });

  describe('points.purchased.v1', () => {
    it('credits base points from payment clearing and the bonus from promotions, once per points order', async () => {
      const user = randomUUID();
      const pointsOrderId = randomUUID();
      const event = await stack.creditPoints(user, 500, 50, pointsOrderId);
      expect(await userOf(user)).toEqual({ balance: 550, spent: 0 });
      const [credit] = await stack.query<{ id: string; type: string; description: string }>(
        `SELECT id, type, description FROM ledger_transactions WHERE purpose = 'points-order' AND idempotency_key = $1`,
        [pointsOrderId],
      );
      expect(credit).toMatchObject({ type: 'points_purchase', description: 'Bought 500 points + 50 bonus points' });
      const entries = await stack.query<{ kind: string; amount: number }>(
        `SELECT a.kind, e.amount::int FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
          WHERE e.transaction_id = $1 ORDER BY e.amount`,
        [credit!.id],
      );
      expect(entries).toEqual([
        { kind: 'payment_clearing', amount: -500 },
        { kind: 'promotions', amount: -50 },
        { kind: 'user_points', amount: 550 },
      ]);
      expect(
        (await stack.outboxEvents('points.balance-changed.v1')).find((e) => e.data.transactionId === credit!.id),
      ).toMatchObject({ causationId: event.id, data: { userId: user, pointsBalance: 550, lifetimeSpent: 0 } });

      await stack.deliver(event);
      await stack.deliver(envelopeOf('points.purchased.v1', event.data));
      expect(await userOf(user)).toEqual({ balance: 550, spent: 0 });
    });

    it('credits a points order without a bonus from payment clearing alone', async () => {
      const user = randomUUID();
      await stack.creditPoints(user, 100, 0);
      const entries = await stack.query<{ kind: string }>(
        `SELECT a.kind FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
           JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.user_id = $1 ORDER BY a.kind`,
        [user],
      );
      expect(entries.map((entry) => entry.kind)).toEqual(['payment_clearing', 'user_points']);
    });
  });
});
