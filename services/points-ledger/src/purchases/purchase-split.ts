import type { InternalPurchase } from '@studyhub/contracts';

export interface BookedLine {
  document_id: string;
  seller_id: string;
  points: number;
  seller_share: number;
  title: string;
}

export interface PurchaseSplit {
  total: number;
  lines: BookedLine[];
  /** Each seller's share of the order (sellers with nothing left out), ordered by seller id. */
  sellerShares: { sellerId: string; points: number }[];
  /** What the platform keeps: every line's rest. */
  platformShare: number;
}

/**
 * How an order's points are divided: each line's seller gets `percent` of its price rounded down to
 * whole points, the platform the rest. Sellers are ordered by id so every transaction locks their
 * balances in the same order (two orders of the same two sellers cannot deadlock).
 */
export function splitPurchase(lines: InternalPurchase['lines'], sellerSharePercent: number): PurchaseSplit {
  const booked = lines.map((line) => ({
    document_id: line.document_id,
    seller_id: line.seller_id,
    points: line.points,
    seller_share: Math.floor((line.points * sellerSharePercent) / 100),
    title: line.title,
  }));
  const shares = new Map<string, number>();
  for (const line of booked) shares.set(line.seller_id, (shares.get(line.seller_id) ?? 0) + line.seller_share);
  const sellerShares = [...shares]
    .filter(([, points]) => points > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([sellerId, points]) => ({ sellerId, points }));
  const total = booked.reduce((sum, line) => sum + line.points, 0);
  const sellersTotal = sellerShares.reduce((sum, share) => sum + share.points, 0);
  return { total, lines: booked, sellerShares, platformShare: total - sellersTotal };
}

/** Documents named on more than one line of an order (each is bought once). */
export function repeatedDocuments(lines: InternalPurchase['lines']): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.document_id)) repeated.add(line.document_id);
    seen.add(line.document_id);
  }
  return [...repeated];
}

export function purchaseDescriptionOf(lines: readonly { title: string }[]): string {
  const [only] = lines;
  if (lines.length === 1 && only && only.title.trim() !== '') return `Document purchase: ${only.title.trim()}`;
  return `Document purchase (${lines.length} document${lines.length === 1 ? '' : 's'})`;
}
