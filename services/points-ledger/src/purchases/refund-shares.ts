import type { EarningsLot } from './earnings-lots.repository';

export interface SellerReturn {
  sellerId: string;
  /** Taken back from pending: lots still inside the hold period. */
  pending: number;
  /** Taken back from available: lots released before the refund arrived. */
  released: number;
}

/**
 * What each seller gives back when an order is refunded, from the order's earnings lots (the
 * record of what each sale credited). Sellers ordered by id, like every posting that locks them.
 */
export function sellerReturnsOf(lots: readonly EarningsLot[]): SellerReturn[] {
  const bySeller = new Map<string, SellerReturn>();
  for (const lot of lots) {
    if (lot.status === 'cancelled') continue;
    const entry = bySeller.get(lot.sellerId) ?? { sellerId: lot.sellerId, pending: 0, released: 0 };
    if (lot.status === 'pending') entry.pending += lot.points;
    else entry.released += lot.points;
    bySeller.set(lot.sellerId, entry);
  }
  return [...bySeller.values()].sort((a, b) => (a.sellerId < b.sellerId ? -1 : a.sellerId > b.sellerId ? 1 : 0));
}
