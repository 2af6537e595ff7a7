import { parseCart, type CartItem } from './cart-items';
import { getCartSnapshot, saveCart } from './cart-store';

export const DUPLICATE_CART_ITEM = {
  title: 'Item already in cart',
  description: 'This item is already in your cart. Digital content can only be purchased once.',
  durationMs: 2_000,
} as const;

/** Spec section 4: an item already in the cart leaves it unchanged; otherwise it is appended with quantity 1. */
export type NewCartItem = { id: string; price: number } & Record<string, unknown>;

export function withItem(items: readonly CartItem[], item: NewCartItem): { items: CartItem[]; added: boolean } {
  if (items.some((existing) => String(existing.id) === String(item.id))) return { items: [...items], added: false };
  const line: CartItem = { ...item, id: item.id, price: item.price, quantity: 1 };
  return { items: [...items, line], added: true };
}

/** Adds to the stored cart; false when it was already there. */
export function addToStoredCart(item: NewCartItem): boolean {
  const { items, added } = withItem(parseCart(getCartSnapshot()), item);
  if (added) saveCart(items);
  return added;
}
