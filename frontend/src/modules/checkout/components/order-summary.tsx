'use client';

import Link from 'next/link';
import { formatPointsValue } from '@/modules/points/format-money';
import { formatPointsLabel } from '@/modules/points/format-points';
import type { PointsBalanceState } from '@/modules/points/hooks/use-points-balance';

/** What the order costs, what the balance holds, and paying with points. */
export function OrderSummary({
  total,
  itemCount,
  balance,
  missing,
  canPay,
  isPaying,
  onPay,
}: {
  total: number;
  itemCount: number;
  balance: PointsBalanceState;
  missing: number;
  canPay: boolean;
  isPaying: boolean;
  onPay: () => void;
}) {
  const ready = balance.status === 'ready' ? balance : null;
  return (
    <aside
      aria-labelledby="order-summary-heading"
      className="h-fit rounded-2xl border border-line bg-white p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="order-summary-heading" className="text-lg font-semibold text-ink">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Documents</dt>
          <dd className="font-medium text-ink">{itemCount}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="font-bold text-ink" data-testid="checkout-total">
            {formatPointsLabel(total)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Worth</dt>
          <dd className="text-ink">{formatPointsValue(total)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-3">
          <dt className="text-muted">Your balance</dt>
          <dd className="font-medium text-ink" data-testid="checkout-balance">
            {ready ? formatPointsLabel(ready.pointsBalance) : balance.status === 'loading' ? '…' : 'Unavailable'}
          </dd>
        </div>
        {ready && missing === 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">After this order</dt>
            <dd className="text-ink">{formatPointsLabel(ready.pointsBalance - total)}</dd>
          </div>
        ) : null}
        {missing > 0 ? (
          <div className="flex justify-between gap-4 font-semibold text-danger">
            <dt>Missing</dt>
            <dd data-testid="checkout-missing">{formatPointsLabel(missing)}</dd>
          </div>
        ) : null}
      </dl>
      {balance.status === 'unavailable' ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          Your balance cannot be read right now, so the order cannot be paid. Please try again in a moment.
        </p>
      ) : null}
      <button type="button" className="btn-primary mt-5 w-full" disabled={!canPay || isPaying} onClick={onPay}>
        {isPaying ? 'Paying…' : `Pay ${formatPointsLabel(total)}`}
      </button>
      {missing > 0 ? (
        <p className="mt-3 text-sm text-muted">
          <a href="#buy-missing-points" className="link">
            Buy the missing points
          </a>{' '}
          to pay for this order.
        </p>
      ) : null}
      <p className="mt-4 text-xs text-muted">
        Digital content can only be purchased once. 30-day money-back guarantee.{' '}
        <Link href="/legal/refund-policy" className="link">
          Refund policy
        </Link>
      </p>
    </aside>
  );
}
