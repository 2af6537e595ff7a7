import type { StoredTransaction } from '../ledger/ledger.repository';
import type { BookedLine } from './purchase-split';

/** One line of a purchase as the sale booked it: what the buyer paid and what its seller got. */
export interface RefundedLine {
  documentId: string;
  sellerId: string;
  points: number;
  sellerShare: number;
  title: string;
}

/** A line refund's idempotency key: one per order and document (the whole order's is the order id). */
export function lineRefundKeyOf(orderId: string, documentId: string): string {
  return `${orderId}:${documentId}`;
}

/**
 * The document's line as the purchase recorded it (its metadata), undefined when the order never
 * held it. The seller's share is the one booked on the line; a line without one gets the percent
 * in force at the sale, rounded down as the sale rounds it.
 */
export function bookedLineOf(
  purchase: Pick<StoredTransaction, 'metadata'>,
  documentId: string,
): RefundedLine | undefined {
  const lines = (purchase.metadata.lines ?? []) as Partial<BookedLine>[];
  const line = lines.find((candidate) => candidate.document_id === documentId);
  if (!line || typeof line.points !== 'number' || typeof line.seller_id !== 'string') return undefined;
  const percent = purchase.metadata.seller_share_percent;
  const sellerShare =
    typeof line.seller_share === 'number'
      ? line.seller_share
      : typeof percent === 'number'
        ? Math.floor((line.points * percent) / 100)
        : undefined;
  if (sellerShare === undefined) return undefined;
  return { documentId, sellerId: line.seller_id, points: line.points, sellerShare, title: line.title ?? '' };
}
