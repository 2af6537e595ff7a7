import { randomUUID } from 'node:crypto';
import type { ApiList, DocumentOrder } from '@studyhub/contracts';
import { OrdersWithLedger, type TestLedger } from './support/orders-with-ledger';
import type { OrdersStack } from './support/orders-stack';

/** The back office's order tables: any allowed order, and every matching row as CSV. */
describe('admin order lists: sorting and CSV export', () => {
  let world: OrdersWithLedger;
  let ledger: TestLedger;
  let stack: OrdersStack;
  const admin = randomUUID();
  const buyer = randomUUID();

  beforeAll(async () => {
    world = await OrdersWithLedger.start();
    ({ ledger, stack } = world);
    await ledger.fund(buyer, 1_000);
    for (const [title, pointsPrice] of [
      ['Cheap, "quoted" notes', 10],
      ['=SUM(A1) exam guide', 99],
      ['Middle summary', 40],
    ] as const) {
      const document = await stack.approvedDocument({ pointsPrice, title });
      expect((await stack.checkout(buyer, [document.documentId])).status).toBe(201);
    }
  });
  afterAll(async () => {
    await world?.close();
  });

  const listOf = (query: string) =>
    stack.request<ApiList<DocumentOrder>>('GET', `/admin/orders?user_id=${buyer}${query}`, {
      as: admin,
      role: 'admin',
    });

  it('orders by an allowed column in either direction, newest first by default', async () => {
    const byDefault = await listOf('');
    expect(byDefault.status).toBe(200);
    const created = byDefault.body.data.map((order) => order.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const cheapestFirst = await listOf('&sort=total_points&order=asc');
    expect(cheapestFirst.body.data.map((order) => order.total_points)).toEqual([10, 40, 99]);
    const dearestFirst = await listOf('&sort=total_points&order=desc&limit=2');
    expect(dearestFirst.body.data.map((order) => order.total_points)).toEqual([99, 40]);
    expect(dearestFirst.body.meta.total).toBe(3);
  });

  it('refuses a column it does not allow, naming the ones it does', async () => {
    const answer = await listOf('&sort=user_id;DROP TABLE orders');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Sort by one of: created_at, total_points, status.');
  });

  it('exports every matching row as CSV in the asked order, with formulas neutralised', async () => {
    const answer = await stack.download(`/admin/orders?user_id=${buyer}&sort=total_points&order=desc&format=csv`, {
      as: admin,
      role: 'admin',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = answer.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order id,Created at,Buyer id,Status,Payment status,Total points,Documents,Document ids,Completed at,Refunded at',
    );
    expect(lines).toHaveLength(4);
    expect(lines.map((line) => line.split(',')[5])).toEqual(['Total points', '99', '40', '10']);
    expect(lines[1]).toContain(`,'=SUM(A1) exam guide,`);
    expect(lines[3]).toContain(`,"Cheap, ""quoted"" notes",`);
  });

  it('exports only to admins', async () => {
    expect((await stack.download(`/admin/orders?format=csv`, { as: buyer })).status).toBe(403);
    expect((await stack.download(`/admin/points-orders?format=csv`)).status).toBe(401);
  });

  it('sorts and exports points orders the same way', async () => {
    const sorted = await stack.request<ApiList<{ points_amount: number }>>(
      'GET',
      '/admin/points-orders?sort=points_amount&order=asc',
      { as: admin, role: 'admin' },
    );
    expect(sorted.status).toBe(200);
    const points = sorted.body.data.map((order) => order.points_amount);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    const csv = await stack.download('/admin/points-orders?format=csv', { as: admin, role: 'admin' });
    expect(csv.status).toBe(200);
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Points order id,Created at,Buyer id,Package id,Amount (USD),Points,Bonus points,Status,Payment status,Payment method,Completed at',
    );
  });
});
