import { documentOrderOf } from './document-order.dto';
import type { OrderItemRow, OrderRow } from './document-orders.repository';

const order: OrderRow = {
  id: 'o1',
  user_id: 'u1',
  status: 'completed',
  payment_status: 'succeeded',
  total_points: 90,
  created_at: new Date('2026-03-01T09:59:00Z'),
  completed_at: new Date('2026-03-01T10:00:00Z'),
  refunded_at: null,
};
const items: OrderItemRow[] = [
  {
    order_id: 'o1',
    document_id: 'd1',
    seller_id: 's1',
    title: 'A',
    slug: 'a',
    points_price: 50,
    seller_share: 35,
    refunded_at: null,
    refund_cause: null,
  },
  {
    order_id: 'o2',
    document_id: 'd2',
    seller_id: 's2',
    title: 'B',
    slug: 'b',
    points_price: 40,
    seller_share: 28,
    refunded_at: null,
    refund_cause: null,
  },
];

describe('a document order as the API shows it', () => {
  it('can be refunded for 30 days after completion', () => {
    const shown = documentOrderOf(order, items);
    expect(shown.refundable_until).toBe('2026-03-31T10:00:00.000Z');
    expect(shown.items).toEqual([{ document_id: 'd1', seller_id: 's1', title: 'A', slug: 'a', points_price: 50 }]);
  });

  it('has no refund deadline unless completed', () => {
    for (const status of ['pending', 'failed', 'refunded'] as const) {
      expect(documentOrderOf({ ...order, status }, items).refundable_until).toBeNull();
    }
  });

  it('says when and why a line was refunded on its own (a take-down) and leaves held lines as they were', () => {
    const refundedAt = new Date('2026-03-05T08:00:00Z');
    const shown = documentOrderOf({ ...order, id: 'o2' }, [
      { ...items[1]!, refunded_at: refundedAt, refund_cause: 'document_removed' },
      { ...items[1]!, document_id: 'd3', refunded_at: null },
    ]);
    expect(shown.status).toBe('completed');
    expect(shown.items).toEqual([
      {
        document_id: 'd2',
        seller_id: 's2',
        title: 'B',
        slug: 'b',
        points_price: 40,
        refunded_at: '2026-03-05T08:00:00.000Z',
        refund_cause: 'document_removed',
      },
      { document_id: 'd3', seller_id: 's2', title: 'B', slug: 'b', points_price: 40 },
    ]);
  });

  it("gives a line refunded with its order the order's cause, and none to a line of an order refunded before lines had one", () => {
    const refundedAt = new Date('2026-03-05T08:00:00Z');
    const shown = documentOrderOf({ ...order, status: 'refunded', refunded_at: refundedAt }, [
      { ...items[0]!, refunded_at: refundedAt, refund_cause: 'order_refund' },
      { ...items[0]!, document_id: 'd4', refunded_at: null, refund_cause: null },
    ]);
    expect(shown.items.map((item) => [item.document_id, item.refunded_at, item.refund_cause])).toEqual([
      ['d1', '2026-03-05T08:00:00.000Z', 'order_refund'],
      ['d4', undefined, undefined],
    ]);
  });
});
