import type { PointsOrder } from '@studyhub/contracts';
import { isoOf, isoOrNull } from '../common/timestamps';
import type { PointsOrderRow } from './points-orders.repository';

export function pointsOrderOf(row: PointsOrderRow): PointsOrder {
  return {
    id: row.id,
    user_id: row.user_id,
    package_id: row.package_id,
    amount_cents: row.amount_cents,
    currency: row.currency,
    points_amount: row.points_amount,
    bonus_points: row.bonus_points,
    order_status: row.order_status,
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    payment_intent_id: row.payment_intent_id,
    created_at: isoOf(row.created_at),
    completed_at: isoOrNull(row.completed_at),
  };
}

/** points.purchased.v1: what the ledger credits, once per paid order. */
export function pointsPurchasedOf(row: PointsOrderRow) {
  if (!row.completed_at) throw new Error(`points order ${row.id} is not paid`);
  return {
    pointsOrderId: row.id,
    userId: row.user_id,
    basePoints: row.points_amount,
    bonusPoints: row.bonus_points,
    amountCents: row.amount_cents,
    currency: row.currency,
    provider: row.payment_method,
    completedAt: isoOf(row.completed_at),
  };
}
