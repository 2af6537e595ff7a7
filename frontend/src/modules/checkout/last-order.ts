import type { DocumentOrder } from '@studyhub/contracts';

/** The order just paid, for the success page (which has no cart left to read). */
export const LAST_ORDER_KEY = 'studyhub:last-order';

function readOrder(value: unknown): DocumentOrder | null {
  if (typeof value !== 'object' || value === null) return null;
  const order = value as Partial<DocumentOrder>;
  if (typeof order.id !== 'string' || !Array.isArray(order.items) || typeof order.total_points !== 'number')
    return null;
  return order as DocumentOrder;
}

export function saveLastOrder(storage: Pick<Storage, 'setItem'> | null, order: DocumentOrder): void {
  try {
    storage?.setItem(LAST_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Storage unavailable: the success page asks the orders API instead.
  }
}

/** The stored order when it is the one asked for. */
export function readLastOrder(storage: Pick<Storage, 'getItem'> | null, orderId: string): DocumentOrder | null {
  try {
    const raw = storage?.getItem(LAST_ORDER_KEY);
    const order = raw ? readOrder(JSON.parse(raw)) : null;
    return order?.id === orderId ? order : null;
  } catch {
    return null;
  }
}

/** The order with this id among answers of the orders API; null when none is one. */
export function findOrder(data: unknown, orderId: string): DocumentOrder | null {
  if (!Array.isArray(data)) return null;
  for (const entry of data) {
    const order = readOrder(entry);
    if (order?.id === orderId) return order;
  }
  return null;
}
