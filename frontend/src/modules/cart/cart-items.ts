/** Browser storage key of the cart (spec section 9). */
export const CART_STORAGE_KEY = 'cart';

/** A cart line. Only the fields the shell needs are typed; the full cart adds more later. */
export interface CartItem {
  id: string;
  price: number;
  quantity: number;
  [field: string]: unknown;
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    (typeof item.id === 'string' || typeof item.id === 'number') &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0
  );
}

/** Parses the stored cart; malformed JSON or entries are ignored rather than thrown. */
export function parseCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
}

/** Item count shown on the cart icon: the sum of quantities (spec section 4). */
export function countCartItems(raw: string | null | undefined): number {
  return parseCart(raw).reduce((total, item) => total + item.quantity, 0);
}
