import { REFUND_WINDOW_DAYS, type DocumentOrder } from '@studyhub/contracts';
import { formatPoints, formatPointsLabel } from '../points/format-points';
import { formatDateTime } from '../tables/format-date';
import { isEveryLineRefunded, orderStandingOf, type StandingFacts } from './order-standing';

const DAY_MS = 24 * 60 * 60 * 1000;

type RefundFacts = Pick<DocumentOrder, 'status' | 'completed_at' | 'refunded_at' | 'refundable_until' | 'items'>;

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

/** The latest of the lines' refund times: when the last line still held went back. */
function lastLineRefundOf(order: RefundFacts): string | null {
  const times = order.items.map((item) => timeOf(item.refunded_at)).filter((time) => time !== null);
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

/**
 * The orders service's rule, read in the page: a completed order can be refunded while its
 * completion is less than 30 days old (`refundable_until`, or completion + 30 days when an answer
 * lacks it). The service decides again when asked; this only chooses what to offer. An order whose
 * every line a take-down refunded has nothing left to refund, even before it reads refunded.
 */
export function refundStandingOf(order: RefundFacts, now: number = Date.now()): RefundStanding {
  if (order.status === 'refunded') return { kind: 'refunded', at: order.refunded_at };
  if (order.status !== 'completed') return { kind: 'not-refundable' };
  if (isEveryLineRefunded(order.items)) {
    return { kind: 'refunded', at: lastLineRefundOf(order) };
  }
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

/**
 * What the confirmation says will happen: the points of the lines still held come back (a line a
 * take-down refunded came back already and is not counted again), and those documents go.
 */
export function refundConsequences(order: StandingFacts): {
  pointsBack: string;
  accessLost: string;
  /** Names the lines refunded before; null when none was. */
  alreadyRefunded: string | null;
} {
  const standing = orderStandingOf(order);
  const points = standing.remainingPoints;
  const pointsBack = `${formatPointsLabel(points)} ${points === 1 ? 'goes' : 'go'} back to your wallet.`;
  const held = standing.heldItems;
  const [only] = held;
  const accessLost =
    held.length === 1 && only
      ? `“${only.title}” leaves your library and can no longer be opened or downloaded.`
      : `These ${formatPoints(held.length)} documents leave your library and can no longer be opened or downloaded.`;
  const refunded = standing.lines.filter((line) => line.isRefunded).map((line) => line.item);
  const [onlyRefunded] = refunded;
  const alreadyRefunded = !onlyRefunded
    ? null
    : refunded.length === 1
      ? `“${onlyRefunded.title}” was refunded already and is not counted again.`
      : `${formatPoints(refunded.length)} documents were refunded already and are not counted again.`;
  return { pointsBack, accessLost, alreadyRefunded };
}
