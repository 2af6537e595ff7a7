import { REFUND_WINDOW_DAYS, type DocumentOrder, type OrderItem } from '@studyhub/contracts';
import { isoOf, isoOrNull } from '../common/timestamps';
import type { OrderItemRow, OrderRow } from './document-orders.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function orderItemOf(row: OrderItemRow): OrderItem {
  return {
    document_id: row.document_id,
    title: row.title,
    slug: row.slug,
    seller_id: row.seller_id,
    points_price: row.points_price,
    ...(row.refunded_at && { refunded_at: isoOf(row.refunded_at) }),
    ...(row.refunded_at && row.refund_cause && { refund_cause: row.refund_cause }),
  };
}

export function documentOrderOf(order: OrderRow, items: readonly OrderItemRow[]): DocumentOrder {
  return {
    id: order.id,
    user_id: order.user_id,
    status: order.status,
    payment_status: order.payment_status,
    total_points: order.total_points,
    items: items.filter((item) => item.order_id === order.id).map(orderItemOf),
    created_at: isoOf(order.created_at),
    completed_at: isoOrNull(order.completed_at),
    refunded_at: isoOrNull(order.refunded_at),
    refundable_until:
      order.status === 'completed' && order.completed_at
        ? new Date(new Date(order.completed_at).getTime() + REFUND_WINDOW_DAYS * DAY_MS).toISOString()
        : null,
  };
}

/** The lines as the order events carry them. */
export function eventItemsOf(items: readonly OrderItemRow[]) {
  return items.map((item) => ({
    documentId: item.document_id,
    sellerId: item.seller_id,
    pointsPrice: item.points_price,
  }));
}
