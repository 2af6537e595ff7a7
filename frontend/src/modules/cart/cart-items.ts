import { pointsForPriceCents } from '@studyhub/contracts';

/** Browser storage key of the cart (spec section 9). */
export const CART_STORAGE_KEY = 'cart';

/** A cart line: what spec section 3 names, plus the document fields the cart page shows. */
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
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
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
  return cartItemCount(parseCart(raw));
}

/** Spec section 4: the item count is the sum of quantities. */
export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((total, item) => total + item.quantity, 0);
}

/** Spec section 4: the total is the sum of price times quantity (US dollars, to the cent). */
export function cartTotal(items: readonly CartItem[]): number {
  const cents = items.reduce((total, item) => total + Math.round(item.price * 100) * item.quantity, 0);
  return cents / 100;
}

/** A line's price in points: its points price, else the price times 10 rounded (spec section 9). */
export function pointsPriceOf(item: Pick<CartItem, 'price'> & { points_price?: unknown }): number {
  const points = item.points_price;
  if (typeof points === 'number' && Number.isInteger(points) && points > 0) return points;
  return pointsForPriceCents(Math.round(item.price * 100));
}

/** What the cart costs in points: each line's points price times its quantity. */
export function cartPointsTotal(items: readonly CartItem[]): number {
  return items.reduce((total, item) => total + pointsPriceOf(item) * item.quantity, 0);
}

/** Spec section 4: a quantity below 1 removes the item; otherwise the item takes it. */
export function withQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (!(quantity >= 1)) return items.filter((item) => String(item.id) !== id);
  const whole = Math.floor(quantity);
  return items.map((item) => (String(item.id) === id ? { ...item, quantity: whole } : item));
}

/** The fields a cart line shows; items added before a field existed fall back gracefully. */
export interface CartLineView {
  id: string;
  title: string;
  type: string | null;
  slug: string | null;
  coverPath: string | null;
  points: number;
  quantity: number;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

export function cartLineView(item: CartItem): CartLineView {
  return {
    id: String(item.id),
    title: text(item.title) ?? 'Untitled document',
    type: text(item.document_type),
    slug: text(item.slug),
    coverPath: text(item.card_image_path),
    points: pointsPriceOf(item),
    quantity: item.quantity,
  };
}
