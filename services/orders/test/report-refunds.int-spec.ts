import { randomUUID } from 'node:crypto';
import type { DocumentOrder, SellerOverview } from '@studyhub/contracts';
import { waitFor } from '@studyhub/platform/testing';
import { envelopeOf } from './support/envelopes';
import { OrdersWithLedger, type TestLedger } from './support/orders-with-ledger';
import type { OrdersStack } from './support/orders-stack';
import type { RealLedger } from './support/real-ledger';

interface RefundedEvent {
  orderId: string;
  userId: string;
  items: { documentId: string; sellerId: string; pointsPrice: number }[];
  totalPoints: number;
  reason: string;
}

/**
 * A take-down with "refund buyers" refunds the document's line of each order (ADR 0029, 0037): the
 * order's other documents stay bought and their sellers keep their earnings.
 */
describe('refunds of every buyer when a reported document is taken down', () => {
  let world: OrdersWithLedger;
  let ledger: TestLedger;
  let realLedger: RealLedger;
  let stack: OrdersStack;

  beforeAll(async () => {
    // The real ledger: what the buyers and sellers end up with is the point of these tests.
    world = await OrdersWithLedger.start({}, 'points-ledger');
    ({ ledger, stack } = world);
    realLedger = ledger as RealLedger;
  });
  afterAll(async () => {
    await world?.close();
  });

  function resolved(documentId: string, refundBuyers: boolean, reportId = randomUUID()) {
    return envelopeOf(
      'report.resolved.v1',
      {
        reportId,
        documentId,
        sellerId: randomUUID(),
        title: 'Copied Organic Chemistry Notes',
        resolution: 'taken_down',
        refundBuyers,
        reason: 'Copyright notice upheld.',
        moderatorId: randomUUID(),
        reporterUserId: null,
        reporterEmail: 'owner@example.org',
        reporterName: 'Owner',
        reply: '',
      },
      { producer: 'content' },
    );
  }

  async function buyer(points = 1000): Promise<string> {
    const id = randomUUID();
    await ledger.fund(id, points);
    return id;
  }

  async function wholeRefundsOf(orderId: string) {
    return (await stack.outbox<RefundedEvent>('order.refunded.v1')).filter((event) => event.data.orderId === orderId);
  }

  /** Each line of the order as its buyer's GET /orders/:id shows it: refunded or not, and why. */
  async function causesOf(orderId: string, buyerId: string) {
    const presented = await stack.request<{ data: DocumentOrder }>('GET', `/orders/${orderId}`, { as: buyerId });
    expect(presented.status).toBe(200);
    return Object.fromEntries(
      presented.body.data.items.map((item) => [
        item.document_id,
        { refunded: Boolean(item.refunded_at), cause: item.refund_cause ?? null },
      ]),
    );
  }

  async function lineRefundsOf(orderId: string) {
    return (await stack.outbox<RefundedEvent & { orderRefunded: boolean }>('order.items-refunded.v1')).filter(
      (event) => event.data.orderId === orderId,
    );
  }

  it("refunds the document's line of each completed order holding it once, old ones too, even when the event comes again", async () => {
    const document = await stack.approvedDocument({ pointsPrice: 60 });
    const other = await stack.approvedDocument({ pointsPrice: 25 });
    const [first, second, both] = await Promise.all([buyer(), buyer(), buyer()]);
    const firstOrder = (await stack.checkout(first, [document.documentId])).body.data;
    const secondOrder = (await stack.checkout(second, [document.documentId])).body.data;
    const bothOrder = (await stack.checkout(both, [document.documentId, other.documentId])).body.data;
    // Bought long ago: the buyer's 30-day window has closed, an admin's take-down still refunds it.
    await stack.query(`UPDATE orders SET completed_at = now() - interval '90 days' WHERE id = $1`, [firstOrder.id]);
    // Already refunded by its buyer: not refunded again.
    const refundedBefore = (await stack.request('POST', `/orders/${secondOrder.id}/refund`, { as: second })).status;
    expect(refundedBefore).toBe(200);
    expect(await ledger.balance(first)).toBe(940);
    expect(await realLedger.sellerPending(other.sellerId)).toBe(17);

    const reportId = randomUUID();
    await stack.publish(resolved(document.documentId, true, reportId));
    await stack.publish(resolved(document.documentId, true, reportId));

    // The order of the taken-down document alone ends refunded as a whole.
    expect(await stack.orderRow(firstOrder.id)).toEqual({ status: 'refunded', payment_status: 'refunded' });
    const [firstRefund] = await lineRefundsOf(firstOrder.id);
    expect(await lineRefundsOf(firstOrder.id)).toHaveLength(1);
    expect(firstRefund!.data).toEqual(
      expect.objectContaining({
        userId: first,
        items: [{ documentId: document.documentId, sellerId: document.sellerId, pointsPrice: 60 }],
        totalPoints: 60,
        orderRefunded: true,
        reason: '“Copied Organic Chemistry Notes” was taken down after a report: Copyright notice upheld.',
      }),
    );
    // The order with another document keeps it: only the taken-down line is refunded.
    expect(await stack.orderRow(bothOrder.id)).toEqual({ status: 'completed', payment_status: 'succeeded' });
    const [bothRefund] = await lineRefundsOf(bothOrder.id);
    expect(await lineRefundsOf(bothOrder.id)).toHaveLength(1);
    expect(bothRefund!.data).toEqual(
      expect.objectContaining({
        items: [{ documentId: document.documentId, sellerId: document.sellerId, pointsPrice: 60 }],
        totalPoints: 60,
        orderRefunded: false,
      }),
    );
    expect(await lineRefundsOf(secondOrder.id)).toEqual([]);
    // order.refunded.v1 keeps its meaning: only the buyer's own refund sent one.
    expect((await wholeRefundsOf(firstOrder.id)).length + (await wholeRefundsOf(bothOrder.id)).length).toBe(0);
    expect(await wholeRefundsOf(secondOrder.id)).toHaveLength(1);

    await waitFor('the ledger returned the points', async () => (await ledger.balance(first)) === 1000);
    await waitFor('the ledger returned the line', async () => (await ledger.balance(both)) === 1000 - 25);
    // The other document's seller keeps their share; the taken-down document's seller has none left.
    expect(await realLedger.sellerPending(other.sellerId)).toBe(17);
    expect(await realLedger.sellerPending(document.sellerId)).toBe(0);
    expect(
      await stack.query(`SELECT order_id, document_id FROM document_purchases WHERE order_id = ANY($1::uuid[])`, [
        [firstOrder.id, bothOrder.id],
      ]),
    ).toEqual([{ order_id: bothOrder.id, document_id: other.documentId }]);
    expect(
      await stack.query(
        `SELECT document_id, refunded_at IS NOT NULL AS refunded FROM order_items WHERE order_id = $1 ORDER BY points_price`,
        [bothOrder.id],
      ),
    ).toEqual([
      { document_id: other.documentId, refunded: false },
      { document_id: document.documentId, refunded: true },
    ]);
    // The sellers' figures: every sale of the taken-down document is a refund now, the other
    // document's sale in the same order is still a sale.
    const overviewOf = async (sellerId: string) =>
      (await stack.request<{ data: SellerOverview }>('GET', '/seller/overview?days=7', { as: sellerId })).body.data;
    expect(await overviewOf(document.sellerId)).toMatchObject({ sales_count: 0, earned_points: 0, refunds_count: 3 });
    expect(await overviewOf(other.sellerId)).toMatchObject({ sales_count: 1, earned_points: 17, refunds_count: 0 });
    // The buyer's order says which line went back.
    const presented = await stack.request<{ data: DocumentOrder }>('GET', `/orders/${bothOrder.id}`, { as: both });
    expect(presented.body.data.status).toBe('completed');
    expect(
      presented.body.data.items.map((item) => ({ document_id: item.document_id, refunded: Boolean(item.refunded_at) })),
    ).toEqual(
      expect.arrayContaining([
        { document_id: other.documentId, refunded: false },
        { document_id: document.documentId, refunded: true },
      ]),
    );
    // Each refunded line says why: the take-down's lines that the document was removed, even the
    // only line of an order the take-down refunded whole; the buyer's own refund, that.
    expect(await causesOf(bothOrder.id, both)).toEqual({
      [document.documentId]: { refunded: true, cause: 'document_removed' },
      [other.documentId]: { refunded: false, cause: null },
    });
    expect(await causesOf(firstOrder.id, first)).toEqual({
      [document.documentId]: { refunded: true, cause: 'document_removed' },
    });
    expect(await causesOf(secondOrder.id, second)).toEqual({
      [document.documentId]: { refunded: true, cause: 'order_refund' },
    });
  });

  it('lets the buyer refund the rest of a partly refunded order, which returns only the lines still held', async () => {
    const document = await stack.approvedDocument({ pointsPrice: 40 });
    const other = await stack.approvedDocument({ pointsPrice: 30 });
    const holder = await buyer();
    const order = (await stack.checkout(holder, [document.documentId, other.documentId])).body.data;
    await stack.publish(resolved(document.documentId, true));
    await waitFor('the ledger returned the line', async () => (await ledger.balance(holder)) === 1000 - 30);

    const refund = await stack.request('POST', `/orders/${order.id}/refund`, {
      as: holder,
      body: { reason: 'Not needed' },
    });
    expect(refund.status).toBe(200);
    expect(await stack.orderRow(order.id)).toEqual({ status: 'refunded', payment_status: 'refunded' });
    const [whole] = await wholeRefundsOf(order.id);
    expect(whole!.data).toEqual(
      expect.objectContaining({
        items: [{ documentId: other.documentId, sellerId: other.sellerId, pointsPrice: 30 }],
        totalPoints: 30,
      }),
    );
    await waitFor('the ledger returned the rest', async () => (await ledger.balance(holder)) === 1000);
    // Paid 70, returned 70: nothing was returned twice.
    expect(await ledger.balance(holder)).toBe(1000);
    expect(await realLedger.sellerPending(other.sellerId)).toBe(0);
    // The line taken down first keeps its cause; the buyer's refund gave the rest theirs.
    expect(await causesOf(order.id, holder)).toEqual({
      [document.documentId]: { refunded: true, cause: 'document_removed' },
      [other.documentId]: { refunded: true, cause: 'order_refund' },
    });
  });

  it('refunds nobody when the admin took the document down without refunding', async () => {
    const document = await stack.approvedDocument({ pointsPrice: 30 });
    const holder = await buyer();
    const order = (await stack.checkout(holder, [document.documentId])).body.data;
    await stack.publish(resolved(document.documentId, false));
    expect(await stack.orderRow(order.id)).toEqual({ status: 'completed', payment_status: 'succeeded' });
    expect(await wholeRefundsOf(order.id)).toEqual([]);
    expect(await lineRefundsOf(order.id)).toEqual([]);
  });
});
