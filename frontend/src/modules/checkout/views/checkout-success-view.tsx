'use client';

import type { DocumentOrder } from '@studyhub/contracts';
import { BookOpen, CheckCircle2, Library, Wallet } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { formatPointsLabel } from '@/modules/points/format-points';
import { SiteLogo } from '@/modules/shell/components/site-logo';
import { fetchOrder } from '../api/checkout-api';
import { findOrder, readLastOrder } from '../last-order';

type OrderState = { status: 'loading' } | { status: 'ready'; order: DocumentOrder } | { status: 'not-found' };

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The order just paid: kept by checkout in this tab, else asked of the orders API (a reload, another tab). */
function useOrder(orderId: string | null): OrderState {
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  useEffect(() => {
    if (!orderId) return setState({ status: 'not-found' });
    const stored = readLastOrder(sessionStorageOrNull(), orderId);
    if (stored) return setState({ status: 'ready', order: stored });
    const controller = new AbortController();
    fetchOrder(orderId, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        const order = result.ok ? findOrder([result.data], orderId) : null;
        setState(order ? { status: 'ready', order } : { status: 'not-found' });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'not-found' });
      },
    );
    return () => controller.abort();
  }, [orderId]);
  return state;
}

const WAYS_ON = [
  { href: '/dashboard/documents?tab=purchased', label: 'Go to My Documents', icon: Library },
  { href: '/dashboard/wallet', label: 'Open wallet', icon: Wallet },
] as const;

/**
 * /checkout/success, without the site header and footer (spec section 2, Layout): what was
 * bought, a way to read each document, the library and the wallet.
 */
export function CheckoutSuccessView({ orderId }: { orderId: string | null }) {
  const state = useOrder(orderId);
  return (
    // No skip link: only the logo comes before the main content on this page.
    <>
      <div className="min-h-screen bg-surface-muted px-4 py-8 sm:py-12">
        <div className="mx-auto max-w-2xl">
          <SiteLogo />
          <main
            id="main-content"
            tabIndex={-1}
            className="mt-8 rounded-2xl border border-line bg-white p-5 focus:outline-none sm:p-8"
          >
            {state.status === 'loading' ? (
              <p role="status" className="text-muted">
                Loading your order…
              </p>
            ) : state.status === 'not-found' ? (
              <>
                <h1 className="text-2xl font-bold text-ink">We could not show this order</h1>
                <p className="mt-2 text-muted">
                  If you just paid, your documents are already in your library under Purchased.
                </p>
              </>
            ) : (
              <OrderDetails order={state.order} />
            )}
            <nav aria-label="Where to go next" className="mt-8 flex flex-wrap gap-3">
              {WAYS_ON.map(({ href, label, icon: Icon }, index) => (
                <Link key={href} href={href} className={index === 0 ? 'btn-primary' : 'btn-secondary'}>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              ))}
            </nav>
          </main>
        </div>
      </div>
    </>
  );
}

function OrderDetails({ order }: { order: DocumentOrder }) {
  return (
    <>
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-1 size-7 shrink-0 text-success" />
        <div>
          <h1 className="text-2xl font-bold text-ink">Thank you for your purchase!</h1>
          <p className="mt-1 text-muted">
            You paid {formatPointsLabel(order.total_points)}. Your documents are ready to read.
          </p>
        </div>
      </div>
      <h2 className="mt-8 text-lg font-semibold text-ink">What you bought</h2>
      <ul className="mt-3 divide-y divide-line rounded-xl border border-line" data-testid="purchased-items">
        {order.items.map((item) => (
          <li
            key={item.document_id}
            className="flex flex-wrap items-center justify-between gap-3 p-4"
            data-testid="purchased-item"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink">{item.title}</p>
              <p className="text-sm text-muted">{formatPointsLabel(item.points_price)}</p>
            </div>
            <Link href={`/dashboard/documents/${item.slug}`} className="btn-ghost">
              <BookOpen aria-hidden="true" className="size-4" />
              Read now<span className="sr-only">: {item.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">
        Not what you expected? Our 30-day money-back guarantee applies; see the{' '}
        <Link href="/legal/refund-policy" className="link">
          refund policy
        </Link>
        .
      </p>
    </>
  );
}
