import type { DocumentOrder } from '@studyhub/contracts';
import { findOrder, LAST_ORDER_KEY, readLastOrder, saveLastOrder } from './last-order';

const order: DocumentOrder = {
  id: 'o1',
  user_id: 'u1',
  status: 'completed',
  payment_status: 'succeeded',
  total_points: 70,
  items: [{ document_id: 'd1', title: 'Notes', slug: 'notes', seller_id: 's1', points_price: 70 }],
  created_at: '2026-01-31T10:00:00Z',
  completed_at: '2026-01-31T10:00:01Z',
  refunded_at: null,
  refundable_until: '2026-03-02T10:00:01Z',
};

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('last order', () => {
  it('keeps the paid order for its success page', () => {
    const storage = memoryStorage();
    saveLastOrder(storage, order);
    expect(readLastOrder(storage, 'o1')).toEqual(order);
    expect(readLastOrder(storage, 'o2')).toBeNull();
  });

  it('survives broken or missing storage', () => {
    const storage = memoryStorage();
    storage.setItem(LAST_ORDER_KEY, '{broken');
    expect(readLastOrder(storage, 'o1')).toBeNull();
    expect(readLastOrder(null, 'o1')).toBeNull();
    const throwing = {
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => saveLastOrder(throwing, order)).not.toThrow();
  });

  it('finds an order in the orders list', () => {
    expect(findOrder([{ id: 'x' }, order], 'o1')).toEqual(order);
    expect(findOrder({ data: [] }, 'o1')).toBeNull();
  });
});
