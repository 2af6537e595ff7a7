'use client';

import { ShoppingCart } from 'lucide-react';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { useSession } from '@/modules/auth/components/session-provider';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { cartItemCount, cartLineView, cartPointsTotal, cartTotal, type CartLineView } from '../cart-items';
import { clearStoredCart, removeFromStoredCart } from '../cart-store';
import { checkoutHrefFor } from '../checkout-href';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
import { useCart } from '../hooks/use-cart';

/** /cart: the documents in the browser's cart, their total in points, and the way to checkout. */
export function CartView() {
  const { isLoaded, items } = useCart();
  const { session } = useSession();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const lines = items.map(cartLineView);

  const remove = (line: CartLineView) => {
    removeFromStoredCart(line.id);
    setAnnouncement(`${line.title} was removed from your cart.`);
    // The removed button takes focus with it; the page heading is the nearest stable place.
    headingRef.current?.focus();
  };

  const clear = () => {
    clearStoredCart();
    setAnnouncement('Your cart is now empty.');
    headingRef.current?.focus();
  };

  return (
    <div className="page-container py-8 sm:py-10">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
      >
        Shopping cart
      </h1>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {!isLoaded ? (
        <p className="mt-6 text-sm text-muted" role="status">
          Loading your cart…
        </p>
      ) : lines.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title="Your cart is empty"
          description="Find notes, guides and past exams, and add the ones you need."
          action={
            <Link href="/documents" className="btn-primary">
              Browse documents
            </Link>
          }
        />
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <section aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading" className="sr-only">
              Documents in your cart
            </h2>
            <ul className="divide-y divide-line rounded-2xl border border-line bg-white" data-testid="cart-items">
              {lines.map((line) => (
                <CartLine key={line.id} line={line} onRemove={remove} />
              ))}
            </ul>
          </section>
          <CartSummary
            itemCount={cartItemCount(items)}
            totalPoints={cartPointsTotal(items)}
            totalUsd={cartTotal(items)}
            checkoutHref={checkoutHrefFor(session.status === 'signed-out')}
            onClear={clear}
          />
        </div>
      )}
    </div>
  );
}
