import { randomUUID } from 'node:crypto';

export interface SellableDocument {
  documentId: string;
  sellerId: string;
  title: string;
  slug: string;
  pointsPrice: number;
}

export interface CheckoutPlan {
  buyers: string[];
  documents: SellableDocument[];
  /** Points each buyer is funded with: more than all their checkouts can cost. */
  buyerFunds: number;
  /** Checkout `index`: who buys which document; never the same pair twice. */
  checkoutOf(index: number): { buyer: string; document: SellableDocument };
  /** How many checkouts the plan holds before a pair would repeat. */
  capacity: number;
}

/**
 * Buyers and sellable documents for `checkouts` single-document checkouts, each a new purchase:
 * checkout i is buyer i mod B buying document (i mod B + i div B) mod D, so a buyer's k-th
 * checkout takes the next document along and no (buyer, document) pair repeats while k < D.
 */
export function planCheckouts(checkouts: number, sizes = { buyers: 300, documents: 100, sellers: 20 }): CheckoutPlan {
  const sellers = Array.from({ length: sizes.sellers }, () => randomUUID());
  const buyers = Array.from({ length: sizes.buyers }, () => randomUUID());
  const documents = Array.from({ length: sizes.documents }, (_, index): SellableDocument => {
    const documentId = randomUUID();
    return {
      documentId,
      sellerId: sellers[index % sellers.length]!,
      title: `Bench notes ${index + 1}`,
      slug: `bench-notes-${documentId.slice(0, 8)}`,
      pointsPrice: 10 + ((index * 7) % 81),
    };
  });
  const capacity = sizes.buyers * sizes.documents;
  if (checkouts > capacity) throw new Error(`${checkouts} checkouts need more buyers or documents than planned`);
  const perBuyer = Math.ceil(checkouts / sizes.buyers);
  return {
    buyers,
    documents,
    buyerFunds: perBuyer * 100 + 1_000,
    capacity,
    checkoutOf: (index) => {
      const buyer = index % sizes.buyers;
      const round = Math.floor(index / sizes.buyers);
      return { buyer: buyers[buyer]!, document: documents[(buyer + round) % sizes.documents]! };
    },
  };
}
