import { REFUND_WINDOW_DAYS, type DocumentOrder } from '@studyhub/contracts';
import { formatPoints, formatPointsLabel } from '../points/format-points';
import { formatDateTime } from '../tables/format-date';

const DAY_MS = 24 * 60 * 60 * 1000;

type RefundFacts = Pick<DocumentOrder, 'status' | 'completed_at' | 'refunded_at' | 'refundable_until'>;

/** Where an order stands with the 30-day money-back guarantee (ADR 0014). */
export type RefundStanding =
  | { kind: 'refundable'; until: string }
  | { kind: 'refunded'; at: string | null }
  | { kind: 'window-closed'; endedAt: string }
  /** Pending or failed: nothing was paid, so there is nothing to give back. */
  | { kind: 'not-refundable' };

function timeOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * The orders service's rule, read in the page: a completed order can be refunded while its
 * completion is less than 30 days old (`refundable_until`, or completion + 30 days when an answer
 * lacks it). The service decides again when asked; this only chooses what to offer.
 */
export function refundStandingOf(order: RefundFacts, now: number = Date.now()): RefundStanding {
  if (order.status === 'refunded') return { kind: 'refunded', at: order.refunded_at };
  if (order.status !== 'completed') return { kind: 'not-refundable' };
  const completed = timeOf(order.completed_at);
  const until = timeOf(order.refundable_until) ?? (completed === null ? null : completed + REFUND_WINDOW_DAYS * DAY_MS);
  if (until === null) return { kind: 'not-refundable' };
  const untilIso = new Date(until).toISOString();
  return now < until ? { kind: 'refundable', until: untilIso } : { kind: 'window-closed', endedAt: untilIso };
}

export function isRefundable(order: RefundFacts, now: number = Date.now()): boolean {
  return refundStandingOf(order, now).kind === 'refundable';
}

/** One line on the guarantee (server-rendered, so in UTC): until when it runs, when it ended, when it was used. */
export function refundNoteOf(order: RefundFacts, now: number = Date.now()): string | null {
  const standing = refundStandingOf(order, now);
  switch (standing.kind) {
    case 'refundable':
      return `Refundable until ${formatDateTime(standing.until, 'utc')}`;
    case 'window-closed':
      return `Refund period ended ${formatDateTime(standing.endedAt, 'utc')}`;
    case 'refunded':
      return standing.at ? `Refunded ${formatDateTime(standing.at, 'utc')}` : null;
    case 'not-refundable':
      return null;
  }
}

/** The buyer can open an order's documents in the reader only while the order stands (not refunded, not failed). */
export function isReadable(order: Pick<DocumentOrder, 'status'>): boolean {
  return order.status === 'completed';
}

/** What the confirmation says will happen: the points come back, the documents go. */
export function refundConsequences(order: Pick<DocumentOrder, 'total_points' | 'items'>): {
  pointsBack: string;
  accessLost: string;
} {
  const pointsBack = `${formatPointsLabel(order.total_points)} ${order.total_points === 1 ? 'goes' : 'go'} back to your wallet.`;
  const [only] = order.items;
  const accessLost =
    order.items.length === 1 && only
      ? `“${only.title}” leaves your library and can no longer be opened or downloaded.`
      : `These ${formatPoints(order.items.length)} documents leave your library and can no longer be opened or downloaded.`;
  return { pointsBack, accessLost };
}
