'use client';

import { ShieldCheck } from 'lucide-react';
import Link from 'next/link';
import { formatPointsLabel } from '@/modules/points/format-points';
import { formatUsd } from '@/modules/points/format-money';

/** Totals of the cart (spec section 4) with the way on to checkout and the way to empty it. */
export function CartSummary({
  itemCount,
  totalPoints,
  totalUsd,
  checkoutHref,
  onClear,
}: {
  itemCount: number;
  totalPoints: number;
  totalUsd: number;
  checkoutHref: string;
  onClear: () => void;
}) {
  return (
    <aside
      aria-labelledby="cart-summary-heading"
      className="h-fit rounded-2xl border border-line bg-white p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-heading" className="text-lg font-semibold text-ink">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Items</dt>
          <dd className="font-medium text-ink" data-testid="cart-item-count">
            {itemCount}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Price</dt>
          <dd className="font-medium text-ink">{formatUsd(totalUsd)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="font-bold text-ink" data-testid="cart-total">
            {formatPointsLabel(totalPoints)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-muted">You pay with points: 10 points = 1 USD.</p>
      <div className="mt-5 flex flex-col gap-3">
        <Link href={checkoutHref} className="btn-primary w-full">
          Checkout
        </Link>
        <button type="button" className="btn-secondary w-full" onClick={onClear}>
          Clear cart
        </button>
      </div>
      <p className="mt-4 flex gap-2 text-xs text-muted">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
        Digital content can only be purchased once. 30-day money-back guarantee.
      </p>
    </aside>
  );
}
