import type { DocumentOrder, OrderItem } from '@studyhub/contracts';
import { formatPoints, formatPointsLabel } from '../points/format-points';

export type StandingFacts = Pick<DocumentOrder, 'status' | 'refunded_at' | 'total_points' | 'items'>;

/** One line of an order and whether its points went back (ADR 0037: a line can be refunded alone). */
export type OrderLine =
  | { item: OrderItem; isRefunded: false }
  | {
      item: OrderItem;
      isRefunded: true;
      /** Null only on lines of orders refunded before lines had their own time. */
      refundedAt: string | null;
      /**
       * An admin took the document down, whether its order stood on or went back with it (the
       * take-down of an order's last line refunds the order too); otherwise the buyer refunded it.
       */
      isDocumentRemoved: boolean;
    };

export interface OrderStanding {
  lines: OrderLine[];
  heldItems: OrderItem[];
  paidPoints: number;
  refundedPoints: number;
  /**
   * What the order still holds, and so exactly what a whole-order refund would return now: the
   * ledger's whole refund subtracts the lines a take-down returned before.
   */
  remainingPoints: number;
  /** Some lines refunded and some held: the order itself stays completed. */
  isPartlyRefunded: boolean;
  /** No line is held any more, whatever the order's status says yet. */
  isFullyRefunded: boolean;
}

/** Every line of the order went back on its own, whatever the order's status says yet. */
export function isEveryLineRefunded(items: readonly OrderItem[]): boolean {
  return items.length > 0 && items.every((item) => item.refunded_at);
}

function lineOf(order: StandingFacts, item: OrderItem): OrderLine {
  const isOrderRefunded = order.status === 'refunded';
  if (!item.refunded_at && !isOrderRefunded) return { item, isRefunded: false };
  const refundedAt = item.refunded_at ?? order.refunded_at;
  return { item, isRefunded: true, refundedAt, isDocumentRemoved: item.refund_cause === 'document_removed' };
}

/** Which lines of an order are still held, and the points paid, returned and left. */
export function orderStandingOf(order: StandingFacts): OrderStanding {
  const lines = order.items.map((item) => lineOf(order, item));
  const heldItems = lines.filter((line) => !line.isRefunded).map((line) => line.item);
  const isFullyRefunded = order.status === 'refunded' || isEveryLineRefunded(order.items);
  const refundedLinePoints = lines
    .filter((line) => line.isRefunded)
    .reduce((sum, line) => sum + line.item.points_price, 0);
  // An order never returns more than it took.
  const refundedPoints = isFullyRefunded ? order.total_points : Math.min(refundedLinePoints, order.total_points);
  return {
    lines,
    heldItems,
    paidPoints: order.total_points,
    refundedPoints,
    remainingPoints: order.total_points - refundedPoints,
    isPartlyRefunded: !isFullyRefunded && heldItems.length < lines.length,
    isFullyRefunded,
  };
}

/** "1 of 3 documents refunded", under a partly refunded order's status; null otherwise. */
export function partlyRefundedNoteOf(standing: OrderStanding): string | null {
  if (!standing.isPartlyRefunded) return null;
  const refunded = standing.lines.length - standing.heldItems.length;
  return `${formatPoints(refunded)} of ${formatPoints(standing.lines.length)} documents refunded`;
}

/**
 * Why lines of the order went back without the buyer asking: their documents were taken down. Says
 * which, the points that came back and, while the order holds other documents, that those stay.
 * Null when no document of the order was removed.
 */
export function removedDocumentsNoticeOf(standing: OrderStanding): string | null {
  const removed = standing.lines.filter((line) => line.isRefunded && line.isDocumentRemoved);
  const [only] = removed;
  if (!only) return null;
  const points = formatPointsLabel(removed.reduce((sum, line) => sum + line.item.points_price, 0));
  const what =
    removed.length === 1
      ? `“${only.item.title}” was removed from Studyhub, so it left your library and its ${points} went back to your wallet.`
      : `${formatPoints(removed.length)} documents of this order were removed from Studyhub, so they left your library and their ${points} went back to your wallet.`;
  return standing.heldItems.length > 0 ? `${what} The other documents of this order stay in your library.` : what;
}
