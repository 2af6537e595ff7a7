'use client';

import { ShoppingCart } from 'lucide-react';
import Link from 'next/link';
import { useCartCount } from '@/modules/cart/hooks/use-cart-count';

/** Cart icon; the count badge appears only when the cart holds something. */
export function CartLink() {
  const count = useCartCount();
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <Link
      href="/cart"
      aria-label={label}
      data-testid="cart-link"
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
