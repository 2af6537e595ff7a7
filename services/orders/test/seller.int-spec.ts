import { randomUUID } from 'node:crypto';
import type { ApiData, ApiList, SellerOverview, SellerSale } from '@studyhub/contracts';
import { OrdersWithLedger, type TestLedger } from './support/orders-with-ledger';
import type { OrdersStack } from './support/orders-stack';

function utcDay(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

describe('seller figures and sales', () => {
  let world: OrdersWithLedger;
  let ledger: TestLedger;
  let stack: OrdersStack;
  const seller = randomUUID();
  const sold: { orderId: string; documentId: string; title: string }[] = [];

  beforeAll(async () => {
    world = await OrdersWithLedger.start();
    ({ ledger, stack } = world);
    const notes = await stack.approvedDocument({ sellerId: seller, pointsPrice: 100, title: 'Biology notes' });
    const exams = await stack.approvedDocument({ sellerId: seller, pointsPrice: 40, title: 'Past exams' });
    const someoneElses = await stack.approvedDocument({ pointsPrice: 500 });
    // Three buyers of the notes, one of the exams (with someone else's document in the same order).
    for (const [document, extra] of [
      [notes, []],
      [notes, []],
      [notes, []],
      [exams, [someoneElses.documentId]],
    ] as const) {
      const buyer = randomUUID();
      await ledger.fund(buyer, 1000);
      const answer = await stack.checkout(buyer, [document.documentId, ...extra]);
      expect(answer.status).toBe(201);
      sold.push({ orderId: answer.body.data.id, documentId: document.documentId, title: document.title });
    }
    // The first sale happened three days ago; the second was refunded.
    await stack.query(`UPDATE orders SET completed_at = completed_at - interval '3 days' WHERE id = $1`, [
      sold[0]!.orderId,
    ]);
    await stack.query(
      `UPDATE orders SET status = 'refunded', payment_status = 'refunded', refunded_at = now() WHERE id = $1`,
      [sold[1]!.orderId],
    );
  });
  afterAll(async () => {
    await world?.close();
  });

  it('sums the period and gives one entry per day, empty days included', async () => {
    const answer = await stack.request<ApiData<SellerOverview>>('GET', '/seller/overview?days=7', { as: seller });
    expect(answer.status).toBe(200);
    const overview = answer.body.data;
    expect(overview).toMatchObject({
      sales_count: 3,
      earned_points: 70 + 70 + 28,
      documents_sold: 2,
      refunds_count: 1,
    });
    expect(overview.daily).toHaveLength(7);
    expect(overview.daily.map((day) => day.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(utcDay));
    expect(overview.daily[3]).toEqual({ date: utcDay(3), sales: 1, earned_points: 70 });
    expect(overview.daily[6]).toEqual({ date: utcDay(0), sales: 2, earned_points: 98 });
    expect(overview.daily.filter((day) => day.sales === 0)).toHaveLength(5);
  });

  it('leaves out sales before the period', async () => {
    await stack.query(`UPDATE orders SET completed_at = completed_at - interval '40 days' WHERE id = $1`, [
      sold[0]!.orderId,
    ]);
    try {
      const answer = await stack.request<ApiData<SellerOverview>>('GET', '/seller/overview', { as: seller });
      expect(answer.body.data.daily).toHaveLength(30);
      expect(answer.body.data).toMatchObject({ sales_count: 2, earned_points: 98 });
    } finally {
      await stack.query(`UPDATE orders SET completed_at = completed_at + interval '40 days' WHERE id = $1`, [
        sold[0]!.orderId,
      ]);
    }
  });

  it('shows a seller without sales a period of zeros', async () => {
    const answer = await stack.request<ApiData<SellerOverview>>('GET', '/seller/overview?days=14', {
      as: randomUUID(),
    });
    expect(answer.body.data).toMatchObject({ sales_count: 0, earned_points: 0, documents_sold: 0, refunds_count: 0 });
    expect(answer.body.data.daily).toHaveLength(14);
    expect(answer.body.data.daily.every((day) => day.sales === 0 && day.earned_points === 0)).toBe(true);
  });

  it.each(['6', '366', 'week'])('refuses days=%s', async (days) => {
    const answer = await stack.request('GET', `/seller/overview?days=${days}`, { as: seller });
    expect(answer.status).toBe(400);
  });

  it('lists the seller sales newest first, paged, a refunded one earning nothing', async () => {
    const first = await stack.request<ApiList<SellerSale>>('GET', '/seller/orders?limit=3', { as: seller });
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, limit: 3, total: 4 });
    expect(first.body.data.map((sale) => sale.order_id)).toEqual([
      sold[3]!.orderId,
      sold[2]!.orderId,
      sold[1]!.orderId,
    ]);
    expect(first.body.data[0]).toEqual({
      order_id: sold[3]!.orderId,
      document_id: sold[3]!.documentId,
      title: 'Past exams',
      points_price: 40,
      earned_points: 28,
      status: 'completed',
      sold_at: expect.any(String) as string,
    });
    expect(first.body.data[2]).toMatchObject({ status: 'refunded', earned_points: 0, points_price: 100 });
    const second = await stack.request<ApiList<SellerSale>>('GET', '/seller/orders?limit=3&page=2', { as: seller });
    expect(second.body.data.map((sale) => sale.order_id)).toEqual([sold[0]!.orderId]);

    const other = await stack.request<ApiList<SellerSale>>('GET', '/seller/orders', { as: randomUUID() });
    expect(other.body).toEqual({ data: [], meta: { page: 1, limit: 10, total: 0 } });
    expect((await stack.request('GET', '/seller/orders')).status).toBe(401);
  });
});
