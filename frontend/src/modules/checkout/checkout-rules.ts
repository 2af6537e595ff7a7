import { ORDER_MESSAGES, POINTS_MESSAGES, type DocumentDetail } from '@studyhub/contracts';
import { cartLineView, type CartItem } from '../cart/cart-items';

/** What checkout learned about one cart document from the catalog. */
export type DocumentCheck =
  | { status: 'loading' }
  | {
      status: 'found';
      document: Pick<
        DocumentDetail,
        'id' | 'title' | 'slug' | 'points_price' | 'price' | 'is_purchased' | 'is_owner' | 'document_type'
      >;
    }
  | { status: 'missing' }
  | { status: 'error' };

export type LineBlock = 'owned' | 'own-document' | 'unavailable';

export interface CheckoutLine {
  id: string;
  title: string;
  slug: string | null;
  type: string | null;
  /** The current points price (the catalog's), else what the cart stored. */
  points: number;
  /** The cart stored another price than the catalog now asks. */
  previousPoints: number | null;
  /** Why the line cannot be bought; null when it is part of the order. */
  block: LineBlock | null;
  /** The current price could not be checked (the order still charges the current one). */
  isUnverified: boolean;
  isChecking: boolean;
}

export const NOT_AVAILABLE = 'This document is no longer available.';

export function blockMessage(block: LineBlock): string {
  switch (block) {
    case 'owned':
      return ORDER_MESSAGES.alreadyPurchased;
    case 'own-document':
      return ORDER_MESSAGES.ownDocument;
    case 'unavailable':
      return NOT_AVAILABLE;
    default: {
      const unreachable: never = block;
      return unreachable;
    }
  }
}

/** The cart's lines as checkout shows them: current prices, and what cannot be bought and why. */
export function checkoutLines(items: readonly CartItem[], checks: ReadonlyMap<string, DocumentCheck>): CheckoutLine[] {
  return items.map((item) => {
    const stored = cartLineView(item);
    const check = checks.get(stored.id) ?? { status: 'loading' };
    const base: CheckoutLine = {
      id: stored.id,
      title: stored.title,
      slug: stored.slug,
      type: stored.type,
      points: stored.points,
      previousPoints: null,
      block: null,
      isUnverified: check.status === 'error',
      isChecking: check.status === 'loading',
    };
    if (check.status === 'missing') return { ...base, block: 'unavailable' };
    if (check.status !== 'found') return base;
    const { document } = check;
    const current = cartLineView({
      id: document.id,
      price: document.price,
      points_price: document.points_price,
      quantity: 1,
    }).points;
    return {
      ...base,
      title: document.title,
      slug: document.slug,
      type: document.document_type.name,
      points: current,
      previousPoints: current !== stored.points ? stored.points : null,
      block: document.is_owner ? 'own-document' : document.is_purchased ? 'owned' : null,
    };
  });
}

export function payableLines(lines: readonly CheckoutLine[]): CheckoutLine[] {
  return lines.filter((line) => line.block === null);
}

export function orderTotal(lines: readonly CheckoutLine[]): number {
  return payableLines(lines).reduce((total, line) => total + line.points, 0);
}

/** Points still missing to pay `total` from `balance` (spec section 5: spending needs enough points). */
export function shortfall(total: number, balance: number): number {
  return Math.max(0, total - balance);
}

export type CheckoutFailure =
  | { kind: 'insufficient'; message: string }
  /** 409: documents that cannot be bought (already purchased, own, not for sale); the API names them when it can. */
  | { kind: 'conflict'; message: string; documentIds: string[] }
  | { kind: 'other'; message: string };

export const CHECKOUT_FAILED = 'Your order could not be completed. Please try again in a moment.';

/** Failures made up by this app or its proxy, whose message says nothing about the order. */
const GENERIC_CODES = new Set(['SERVER_ERROR', 'UNEXPECTED_RESPONSE', 'BAD_GATEWAY', 'NETWORK_ERROR']);

/**
 * Reads a refused checkout (API.md: 402 insufficient points, 409 already purchased). The orders
 * service's own messages are kept: one of them says to look at the orders again later (503).
 */
export function classifyCheckoutFailure(failure: {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string[]>;
}): CheckoutFailure {
  const { status, code, message } = failure;
  if (status === 402) return { kind: 'insufficient', message: POINTS_MESSAGES.insufficient };
  if (status === 409) {
    return {
      kind: 'conflict',
      message: message || ORDER_MESSAGES.alreadyPurchased,
      documentIds: failure.fields?.document_ids ?? [],
    };
  }
  return { kind: 'other', message: !message || GENERIC_CODES.has(code) ? CHECKOUT_FAILED : message };
}
