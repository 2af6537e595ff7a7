import { CART_STORAGE_KEY, parseCart, withQuantity, type CartItem } from './cart-items';

/** Same-tab change signal; the `storage` event only fires in other tabs. */
const CART_CHANGE_EVENT = 'studyhub:cart-change';

function readRawCart(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode, blocked cookies): treat as an empty cart.
    return null;
  }
}

/** Subscribes to cart changes from this tab and from other tabs. */
export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

/** Snapshot for useSyncExternalStore: the raw string, so unchanged storage compares equal. */
export function getCartSnapshot(): string | null {
  return readRawCart();
}

/** The server never sees browser storage; it renders an empty cart. */
export function getCartServerSnapshot(): string | null {
  return null;
}

/** Saves the cart and tells this tab's subscribers. Clearing removes the stored copy. */
export function saveCart(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage unavailable: the cart lives only as long as the page.
  }
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/** Spec section 4: clearing empties the cart and removes the stored copy. */
export function clearStoredCart(): void {
  saveCart([]);
}

/** Takes one document out of the stored cart (a quantity below 1 removes it). */
export function removeFromStoredCart(id: string): void {
  saveCart(withQuantity(parseCart(readRawCart()), id, 0));
}
