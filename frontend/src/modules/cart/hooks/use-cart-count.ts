'use client';

import { useSyncExternalStore } from 'react';
import { countCartItems } from '../cart-items';
import { getCartServerSnapshot, getCartSnapshot, subscribeToCart } from '../cart-store';

/** Number of items in the stored cart; follows changes from this and other tabs. */
export function useCartCount(): number {
  const raw = useSyncExternalStore(subscribeToCart, getCartSnapshot, getCartServerSnapshot);
  return countCartItems(raw);
}
