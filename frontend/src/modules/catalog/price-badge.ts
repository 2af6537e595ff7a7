import { pointsForPriceCents } from '@studyhub/contracts';

export interface PricedDocument {
  price: number;
  points_price: number | null | undefined;
  document_type: { name: string };
}

export type PriceBadge =
  { kind: 'free'; label: 'Free' } | { kind: 'points'; label: string } | { kind: 'type'; label: string };

const pointsFormat = new Intl.NumberFormat('en-US');

/**
 * Spec section 2 (Library): free when the price is 0; points when signed in (points_price, or the
 * price times 10 rounded); the document type's label when signed out.
 */
export function priceBadge(document: PricedDocument, signedIn: boolean): PriceBadge {
  if (document.price === 0) return { kind: 'free', label: 'Free' };
  if (!signedIn) return { kind: 'type', label: document.document_type.name };
  const points =
    document.points_price !== null && document.points_price !== undefined && document.points_price > 0
      ? document.points_price
      : pointsForPriceCents(Math.round(document.price * 100));
  return { kind: 'points', label: `${pointsFormat.format(points)} points` };
}
