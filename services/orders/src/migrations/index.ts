import type { MigrationClass } from '@studyhub/platform';
import { Orders1764300000000 } from './1764300000000-orders';
import { PointsOrderExpiry1764400000000 } from './1764400000000-points-order-expiry';
import { OrderItemRefunds1766503700000 } from './1766503700000-order-item-refunds';
import { OrderItemRefundCause1766520000000 } from './1766520000000-order-item-refund-cause';

/** This service's migrations, oldest first. Never edit one that has been merged; add a new one. */
export const MIGRATIONS: MigrationClass[] = [
  Orders1764300000000,
  PointsOrderExpiry1764400000000,
  OrderItemRefunds1766503700000,
  OrderItemRefundCause1766520000000,
];
