import { randomUUID } from 'node:crypto';
import { ORDER_MESSAGES, type ApiData, type DocumentOrder } from '@studyhub/contracts';
import { OrdersWithLedger, type TestLedger } from './support/orders-with-ledger';
import type { OrdersStack } from './support/orders-stack';

interface RefundedEvent {
  orderId: string;
  userId: string;
  items: { documentId: string; sellerId: string; pointsPrice: number }[];
  totalPoints: number;
  reason: string;
  refundedAt: string;
}

describe('refunds of document orders (30-day money-back guarantee)', () => {
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

  async function boughtOrder(pointsPrice = 60) {
    const buyer = randomUUID();
    await ledger.fund(buyer, 1000);
    const document = await stack.approvedDocument({ pointsPrice });
    const answer = await stack.checkout(buyer, [document.documentId]);
    expect(answer.status).toBe(201);
    return { buyer, document, order: answer.body.data };
  }

  async function refund(orderId: string, as: string, body: unknown = { reason: 'Not what I expected' }) {
    return stack.request<ApiData<DocumentOrder>>('POST', `/orders/${orderId}/refund`, { as, body });
  }

  async function refundEvents(orderId: string) {
    return (await stack.outbox<RefundedEvent>('order.refunded.v1')).filter((event) => event.data.orderId === orderId);
  }

  it('refunds a completed order, releases its documents and writes order.refunded.v1 once', async () => {
    const { buyer, document, order } = await boughtOrder();
    const answer = await refund(order.id, buyer);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: order.id,
      status: 'refunded',
      payment_status: 'refunded',
      refundable_until: null,
      completed_at: order.completed_at,
    });
    expect(answer.body.data.refunded_at).not.toBeNull();

    const events = await refundEvents(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({
      orderId: order.id,
      userId: buyer,
      items: [{ documentId: document.documentId, sellerId: document.sellerId, pointsPrice: 60 }],
      totalPoints: 60,
      reason: 'Not what I expected',
      refundedAt: answer.body.data.refunded_at,
    });
    expect(await stack.query(`SELECT 1 FROM document_purchases WHERE order_id = $1`, [order.id])).toHaveLength(0);

    // The document can be bought again (the ledger returns the points through the event).
    const again = await stack.checkout(buyer, [document.documentId]);
    expect(again.status).toBe(201);
  });

  it('refunds without a reason', async () => {
    const { buyer, order } = await boughtOrder();
    const answer = await stack.request<ApiData<DocumentOrder>>('POST', `/orders/${order.id}/refund`, { as: buyer });
    expect(answer.status).toBe(200);
    expect((await refundEvents(order.id))[0]!.data.reason).toBe('');
  });

  it('refunds once when asked ten times at once', async () => {
    const { buyer, order } = await boughtOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(order.id, buyer)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await refundEvents(order.id)).toHaveLength(1);
  });

  it('refuses a second refund', async () => {
    const { buyer, order } = await boughtOrder();
    expect((await refund(order.id, buyer)).status).toBe(200);
    const second = await refund(order.id, buyer);
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      code: 'ORDER_NOT_REFUNDABLE',
      message: 'This order has already been refunded.',
    });
  });

  it('is for the buyer only: anyone else, admins included, is told there is no such order', async () => {
    const { order } = await boughtOrder();
    expect((await refund(order.id, randomUUID())).status).toBe(404);
    expect(
      (await stack.request('POST', `/orders/${order.id}/refund`, { as: randomUUID(), role: 'admin' })).status,
    ).toBe(404);
    expect((await refund(randomUUID(), randomUUID())).status).toBe(404);
    expect((await stack.request('POST', `/orders/${order.id}/refund`, { body: {} })).status).toBe(401);
    expect(await refundEvents(order.id)).toHaveLength(0);
  });

  it('refunds within 30 days of completion and refuses after', async () => {
    const recent = await boughtOrder();
    await stack.query(`UPDATE orders SET completed_at = now() - interval '29 days 23 hours' WHERE id = $1`, [
      recent.order.id,
    ]);
    expect((await refund(recent.order.id, recent.buyer)).status).toBe(200);

    const old = await boughtOrder();
    await stack.query(`UPDATE orders SET completed_at = now() - interval '30 days 1 minute' WHERE id = $1`, [
      old.order.id,
    ]);
    const late = await refund(old.order.id, old.buyer);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'REFUND_WINDOW_CLOSED', message: ORDER_MESSAGES.refundWindowClosed });
    expect(await refundEvents(old.order.id)).toHaveLength(0);
    expect((await stack.orderRow(old.order.id))?.status).toBe('completed');
  });

  it('refuses to refund an order that never completed', async () => {
    const buyer = randomUUID();
    const document = await stack.approvedDocument({ pointsPrice: 60 });
    expect((await stack.checkout(buyer, [document.documentId])).status).toBe(402);
    const [failed] = await stack.query<{ id: string }>(`SELECT id FROM orders WHERE user_id = $1`, [buyer]);
    const answer = await refund(failed!.id, buyer);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      code: 'ORDER_NOT_REFUNDABLE',
      message: 'Only a completed order can be refunded.',
    });
  });

  it('refuses a reason longer than 1000 characters', async () => {
    const { buyer, order } = await boughtOrder();
    const answer = await refund(order.id, buyer, { reason: 'x'.repeat(1001) });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields?.reason).toBeDefined();
  });
});
