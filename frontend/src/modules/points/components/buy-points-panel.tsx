'use client';

import type { PointsOrderRequest } from '@studyhub/contracts';
import dynamic from 'next/dynamic';
import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { dollarsCovering, packageCovering, parseCustomAmount } from '../custom-amount';
import { formatCents, formatUsd } from '../format-money';
import { formatPointsLabel } from '../format-points';
import { useBuyPoints } from '../hooks/use-buy-points';
import { usePointsPackages } from '../hooks/use-points-packages';
import { usePointsQuote } from '../hooks/use-points-quote';
import { CustomAmountOption } from './custom-amount-option';
import { PackageOption } from './package-option';

// Loaded (with Stripe.js) only when an order needs a card: the simulated provider never does.
const StripeCardPayment = dynamic(() => import('@/modules/payments/stripe-card-payment'), {
  ssr: false,
  loading: () => (
    <p role="status" className="text-sm text-muted">
      Loading the secure card form…
    </p>
  ),
});

type Choice = { kind: 'package'; id: string } | { kind: 'custom' };

/**
 * Buying points (spec sections 4 and 9): a package with its bonus, or a custom amount with a live
 * quote. With `neededPoints` it proposes what covers a shortfall (checkout). With `onPointsAdded`
 * the owner announces completed purchases itself (checkout hides this panel once nothing is missing).
 */
export function BuyPointsPanel({
  neededPoints,
  onPointsAdded,
}: {
  neededPoints?: number;
  onPointsAdded?: (points: number) => void;
}) {
  const name = useId();
  const { state: packages, reload } = usePointsPackages();
  const { state: purchase, buy, paymentSucceeded, reset } = useBuyPoints(onPointsAdded);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [customInput, setCustomInput] = useState(() => String(neededPoints ? dollarsCovering(neededPoints) : 10));
  const quote = usePointsQuote(customInput);
  const alertRef = useRef<HTMLDivElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const [amountError, setAmountError] = useState<string | null>(null);

  const list = packages.status === 'ready' ? packages.packages : [];
  const suggested = neededPoints ? packageCovering(list, neededPoints) : null;
  const fallback = suggested ?? list.find((pack) => pack.is_popular) ?? list[0] ?? null;
  const selected: Choice | null =
    choice ??
    (fallback ? { kind: 'package', id: fallback.id } : packages.status === 'loading' ? null : { kind: 'custom' });
  const selectedPackage = selected?.kind === 'package' ? (list.find((pack) => pack.id === selected.id) ?? null) : null;

  useEffect(() => {
    if (purchase.status === 'done' || purchase.status === 'error') alertRef.current?.focus();
  }, [purchase.status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let request: PointsOrderRequest;
    if (selectedPackage) {
      request = { package_id: selectedPackage.id };
    } else {
      const amount = parseCustomAmount(customInput);
      if (!amount.ok) {
        setAmountError(amount.message);
        amountRef.current?.focus();
        return;
      }
      request = { amount_usd: amount.amountUsd };
    }
    void buy(request);
  };

  const submitLabel = selectedPackage
    ? `Buy ${formatPointsLabel(selectedPackage.total_points)} for ${formatCents(selectedPackage.price_cents)}`
    : quote.status === 'ready'
      ? `Buy ${formatPointsLabel(quote.quote.total_points)} for ${formatUsd(quote.amountUsd)}`
      : 'Buy points';
  const isBusy = purchase.status === 'submitting';

  if (purchase.status === 'paying') {
    const order = purchase.created.order;
    return (
      <div className="space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-6">
        <p className="text-sm text-ink">
          {formatPointsLabel(order.points_amount + order.bonus_points)} for {formatCents(order.amount_cents)}. Your card
          details go straight to our payment provider.
        </p>
        <StripeCardPayment
          clientSecret={purchase.created.client_secret}
          publishableKey={purchase.created.publishable_key}
          submitLabel={`Pay ${formatCents(order.amount_cents)}`}
          returnUrl={typeof window === 'undefined' ? '/' : window.location.href}
          onSucceeded={paymentSucceeded}
          onCancel={reset}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {purchase.status === 'done' && !(onPointsAdded && !purchase.isPending) ? (
        <FormAlert ref={alertRef} tone="success" title={purchase.isPending ? 'Payment received' : 'Points added'}>
          {purchase.isPending
            ? `${formatPointsLabel(purchase.points)} will appear in your balance as soon as the payment is confirmed.`
            : `${formatPointsLabel(purchase.points)} were added to your balance.`}
        </FormAlert>
      ) : null}
      {purchase.status === 'error' ? <FormAlert ref={alertRef}>{purchase.message}</FormAlert> : null}

      <form onSubmit={submit} aria-label="Buy points" noValidate>
        <fieldset>
          <legend className="sr-only">Choose a points package or a custom amount</legend>
          {packages.status === 'loading' ? (
            <p role="status" className="mb-3 text-sm text-muted">
              Loading points packages…
            </p>
          ) : null}
          {packages.status === 'error' ? (
            <div role="alert" className="mb-3 flex flex-wrap items-center gap-3 text-sm text-danger">
              {packages.message}
              <button type="button" className="btn-secondary min-h-9 px-3 py-1.5" onClick={reload}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Try again
              </button>
            </div>
          ) : null}
          {packages.status === 'ready' && list.length === 0 ? (
            <p className="mb-3 text-sm text-muted">No packages are on offer right now; choose your own amount.</p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((pack) => (
              <PackageOption
                key={pack.id}
                pack={pack}
                name={name}
                isChecked={selected?.kind === 'package' && selected.id === pack.id}
                isSuggested={suggested?.id === pack.id}
                onSelect={() => setChoice({ kind: 'package', id: pack.id })}
              />
            ))}
            <CustomAmountOption
              ref={amountRef}
              name={name}
              isChecked={selected?.kind === 'custom'}
              value={customInput}
              quote={quote}
              error={selected?.kind === 'custom' ? amountError : null}
              onSelect={() => setChoice({ kind: 'custom' })}
              onChange={(value) => {
                setAmountError(null);
                setCustomInput(value);
                setChoice({ kind: 'custom' });
              }}
            />
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={isBusy || selected === null}>
            {isBusy ? 'Buying points…' : submitLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
