'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { parseCart, type CartItem } from '../cart-items';
import { getCartServerSnapshot, getCartSnapshot, subscribeToCart } from '../cart-store';

const subscribeToNothing = () => () => undefined;

export interface CartState {
  /** False during the server render and hydration: browser storage has not been read yet. */
  isLoaded: boolean;
  items: CartItem[];
}

/** The stored cart, following changes from this and other tabs. */
export function useCart(): CartState {
  const raw = useSyncExternalStore(subscribeToCart, getCartSnapshot, getCartServerSnapshot);
  const isLoaded = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const items = useMemo(() => parseCart(raw), [raw]);
  return { isLoaded, items };
}
