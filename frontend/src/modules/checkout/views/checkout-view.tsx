'use client';

import { ShoppingCart } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { useSession } from '@/modules/auth/components/session-provider';
import { clearStoredCart, removeFromStoredCart } from '@/modules/cart/cart-store';
import { useCart } from '@/modules/cart/hooks/use-cart';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { BuyPointsPanel } from '@/modules/points/components/buy-points-panel';
import { formatPointsLabel } from '@/modules/points/format-points';
import { refreshPointsBalance, usePointsBalance } from '@/modules/points/hooks/use-points-balance';
import { checkoutDocuments } from '../api/checkout-api';
import {
  checkoutLines,
  classifyCheckoutFailure,
  orderTotal,
  payableLines,
  shortfall,
  type CheckoutLine,
} from '../checkout-rules';
import { CheckoutLineItem } from '../components/checkout-line-item';
import { OrderSummary } from '../components/order-summary';
import { useDocumentChecks } from '../hooks/use-document-checks';
import { saveLastOrder } from '../last-order';

type Notice = { tone: 'error' | 'success'; title: string; text: string } | null;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * /checkout: the cart's documents at their current points prices, the live balance, paying with
 * points, and buying the missing points in place when the balance is short.
 */
export function CheckoutView() {
  const router = useRouter();
  const { session } = useSession();
  const { isLoaded, items } = useCart();
  const ids = useMemo(() => items.map((item) => String(item.id)), [items]);
  const { checks, recheck } = useDocumentChecks(ids);
  const balance = usePointsBalance(session.status === 'signed-in' ? session.user.id : null);
  const [isPaying, setIsPaying] = useState(false);
  const [isPaid, setIsPaid] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const lines = checkoutLines(items, checks);
  const payable = payableLines(lines);
  const total = orderTotal(lines);
  const missing = balance.status === 'ready' ? shortfall(total, balance.pointsBalance) : 0;
  const isChecking = lines.some((line) => line.isChecking);
  const canPay = payable.length > 0 && !isChecking && balance.status === 'ready' && missing === 0;

  const show = (next: Notice) => {
    setNotice(next);
    // After the render that shows it.
    window.setTimeout(() => noticeRef.current?.focus(), 0);
  };

  const remove = (line: CheckoutLine) => {
    removeFromStoredCart(line.id);
    setNotice(null);
  };

  /** 409: take what cannot be bought (named by the API, or found owned on a fresh look) out of the cart. */
  const removeRefused = async (message: string, namedIds: readonly string[]) => {
    const latest = checkoutLines(items, await recheck());
    const refused = latest.filter((line) => namedIds.includes(line.id) || line.block !== null);
    for (const line of refused) removeFromStoredCart(line.id);
    const titles = refused.map((line) => `“${line.title}”`).join(', ');
    show({
      tone: 'error',
      title: message,
      text:
        refused.length > 0
          ? `We removed ${titles} from your cart. Check the rest and pay again.`
          : 'Please check your cart and pay again.',
    });
  };

  const pay = async () => {
    setIsPaying(true);
    setNotice(null);
    const result = await checkoutDocuments(payable.map((line) => line.id));
    if (result.ok) {
      saveLastOrder(sessionStorageOrNull(), result.data);
      setIsPaid(true);
      clearStoredCart();
      void refreshPointsBalance();
      router.push(`/checkout/success?order=${encodeURIComponent(result.data.id)}`);
      return;
    }
    setIsPaying(false);
    const failure = classifyCheckoutFailure({ status: result.status, ...result.error });
    switch (failure.kind) {
      case 'insufficient':
        await refreshPointsBalance();
        return show({
          tone: 'error',
          title: failure.message,
          text: 'Your balance does not cover this order. Buy the missing points below.',
        });
      case 'conflict':
        return removeRefused(failure.message, failure.documentIds);
      case 'other':
        return show({ tone: 'error', title: 'Payment failed', text: failure.message });
      default: {
        const unreachable: never = failure;
        return unreachable;
      }
    }
  };

  return (
    <div className="page-container py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Checkout</h1>
      <p className="mt-2 text-muted">Pay with your points. 10 points = 1 USD.</p>

      {notice ? (
        <div className="mt-6">
          <FormAlert ref={noticeRef} tone={notice.tone} title={notice.title}>
            {notice.text}
          </FormAlert>
        </div>
      ) : null}

      {isPaid ? (
        <p role="status" className="mt-6 font-medium text-ink">
          Payment complete. Opening your receipt…
        </p>
      ) : !isLoaded ? (
        <p role="status" className="mt-6 text-sm text-muted">
          Loading your cart…
        </p>
      ) : lines.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title="Your cart is empty"
          description="Add documents to your cart, then come back here to pay with points."
          action={
            <Link href="/documents" className="btn-primary">
              Browse documents
            </Link>
          }
        />
      ) : (
        // Source order (documents, summary, buying) is the reading order on small screens; wide
        // screens move the summary into its own column beside both.
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
          <section aria-labelledby="checkout-items-heading" className="min-w-0 lg:col-start-1">
            <div className="mb-3 flex items-baseline justify-between gap-4">
              <h2 id="checkout-items-heading" className="text-lg font-semibold text-ink">
                Documents
              </h2>
              <Link href="/cart" className="link text-sm">
                Edit cart
              </Link>
            </div>
            <ul className="divide-y divide-line rounded-2xl border border-line bg-white" aria-busy={isChecking}>
              {lines.map((line) => (
                <CheckoutLineItem key={line.id} line={line} onRemove={remove} />
              ))}
            </ul>
          </section>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <OrderSummary
              total={total}
              itemCount={payable.length}
              balance={balance}
              missing={missing}
              canPay={canPay}
              isPaying={isPaying}
              onPay={() => void pay()}
            />
          </div>
          {missing > 0 ? (
            <section
              id="buy-missing-points"
              aria-labelledby="buy-missing-heading"
              tabIndex={-1}
              className="min-w-0 focus:outline-none lg:col-start-1"
            >
              <h2 id="buy-missing-heading" className="text-lg font-semibold text-ink">
                Buy the missing points
              </h2>
              <p className="mt-1 mb-4 text-sm text-muted" data-testid="checkout-shortfall">
                You need {formatPointsLabel(missing)} more for this order. Buy them here and pay right after.
              </p>
              <BuyPointsPanel
                neededPoints={missing}
                onPointsAdded={(points) =>
                  show({
                    tone: 'success',
                    title: 'Points added',
                    text: `${formatPointsLabel(points)} were added to your balance. You can pay now.`,
                  })
                }
              />
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}
