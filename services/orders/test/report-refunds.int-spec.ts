import { randomUUID } from 'node:crypto';
import { waitFor } from '@studyhub/platform/testing';
import { envelopeOf } from './support/envelopes';
import { OrdersWithLedger, type TestLedger } from './support/orders-with-ledger';
import type { OrdersStack } from './support/orders-stack';

interface RefundedEvent {
  orderId: string;
  userId: string;
  items: { documentId: string; sellerId: string; pointsPrice: number }[];
  totalPoints: number;
  reason: string;
}

describe('refunds of every buyer when a reported document is taken down', () => {
  let world: OrdersWithLedger;
  let ledger: TestLedger;
  let stack: OrdersStack;

  beforeAll(async () => {
    world = await OrdersWithLedger.start();
    ({ ledger, stack } = world);
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

  async function refundsOf(orderId: string) {
    return (await stack.outbox<RefundedEvent>('order.refunded.v1')).filter((event) => event.data.orderId === orderId);
  }

  it('refunds each completed order holding the document once, old ones too, even when the event comes again', async () => {
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

    const reportId = randomUUID();
    await stack.publish(resolved(document.documentId, true, reportId));
    await stack.publish(resolved(document.documentId, true, reportId));

    for (const order of [firstOrder, bothOrder]) {
      expect(await stack.orderRow(order.id)).toEqual({ status: 'refunded', payment_status: 'refunded' });
    }
    const [firstRefund] = await refundsOf(firstOrder.id);
    expect(await refundsOf(firstOrder.id)).toHaveLength(1);
    expect(firstRefund!.data).toEqual(
      expect.objectContaining({
        userId: first,
        totalPoints: 60,
        reason: '“Copied Organic Chemistry Notes” was taken down after a report: Copyright notice upheld.',
      }),
    );
    // The ledger reverses whole orders: the order with another document returns all its points.
    const [bothRefund] = await refundsOf(bothOrder.id);
    expect(await refundsOf(bothOrder.id)).toHaveLength(1);
    expect(bothRefund!.data.totalPoints).toBe(85);
    expect(await refundsOf(secondOrder.id)).toHaveLength(1);

    await waitFor('the ledger returned the points', async () => (await ledger.balance(first)) === 1000);
    await waitFor('the ledger returned the whole order', async () => (await ledger.balance(both)) === 1000);
    expect(await stack.query(`SELECT 1 FROM document_purchases WHERE document_id = $1`, [document.documentId])).toEqual(
      [],
    );
  });

  it('refunds nobody when the admin took the document down without refunding', async () => {
    const document = await stack.approvedDocument({ pointsPrice: 30 });
    const holder = await buyer();
    const order = (await stack.checkout(holder, [document.documentId])).body.data;
    await stack.publish(resolved(document.documentId, false));
    expect(await stack.orderRow(order.id)).toEqual({ status: 'completed', payment_status: 'succeeded' });
    expect(await refundsOf(order.id)).toEqual([]);
  });
});
