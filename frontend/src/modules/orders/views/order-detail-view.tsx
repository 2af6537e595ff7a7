import type { DocumentOrder } from '@studyhub/contracts';
import { ArrowLeft, Info } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { WalletNav } from '@/modules/points/components/wallet-nav';
import { formatPointsLabel } from '@/modules/points/format-points';
import { LoadError } from '@/modules/tables/components/load-error';
import { formatDateTime } from '@/modules/tables/format-date';
import { OrderDocuments } from '../components/order-documents';
import { OrderStatus } from '../components/order-status';
import { RefundOrderAction } from '../components/refund-order-action';
import { orderStandingOf, removedDocumentsNoticeOf } from '../order-standing';
import { refundConsequences, refundStandingOf } from '../refund-window';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** The guarantee in a sentence, with the refund itself while it can be asked for. */
function RefundSection({ order, now }: { order: DocumentOrder; now: number }) {
  const standing = refundStandingOf(order, now);
  const consequences = refundConsequences(order);
  return (
    <section aria-labelledby="refund-heading" className="mt-8 rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 id="refund-heading" className="text-lg font-semibold text-ink">
        30-day money-back guarantee
      </h2>
      {standing.kind === 'refundable' ? (
        <>
          <p className="mt-2 text-sm text-ink">
            You can ask for a refund until {formatDateTime(standing.until, 'utc')}. {consequences.pointsBack}{' '}
            {consequences.accessLost}
            {consequences.alreadyRefunded ? ` ${consequences.alreadyRefunded}` : null}
          </p>
          <div className="mt-4">
            <RefundOrderAction order={order} size="regular" />
          </div>
        </>
      ) : standing.kind === 'refunded' ? (
        <p className="mt-2 text-sm text-ink">
          This order was refunded{standing.at ? ` on ${formatDateTime(standing.at, 'utc')}` : ''}: its points went back
          to your wallet and its documents left your library.
        </p>
      ) : standing.kind === 'window-closed' ? (
        <p className="mt-2 text-sm text-ink">
          The refund period of this order ended on {formatDateTime(standing.endedAt, 'utc')}. If something is wrong with
          a document, please{' '}
          <Link href="/contact" className="link">
            contact us
          </Link>
          .
        </p>
      ) : (
        <p className="mt-2 text-sm text-ink">This order was not paid, so there is nothing to refund.</p>
      )}
    </section>
  );
}

/** What was paid and, once something came back, what was refunded and what the order still holds. */
function PointsFacts({ order }: { order: DocumentOrder }) {
  const standing = orderStandingOf(order);
  if (standing.refundedPoints === 0) return <Fact label="Total">{formatPointsLabel(standing.paidPoints)}</Fact>;
  return (
    <>
      <Fact label="Points paid">{formatPointsLabel(standing.paidPoints)}</Fact>
      <Fact label="Points refunded">{formatPointsLabel(standing.refundedPoints)}</Fact>
      <Fact label="Points remaining">{formatPointsLabel(standing.remainingPoints)}</Fact>
    </>
  );
}

/** Why documents of the order went back on their own: an admin took them down (ADR 0037). */
function RemovedDocumentsNotice({ order }: { order: DocumentOrder }) {
  const notice = removedDocumentsNoticeOf(orderStandingOf(order));
  if (!notice) return null;
  return (
    <p
      className="mt-6 flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-800"
      data-testid="removed-documents-notice"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{notice}</span>
    </p>
  );
}

/** /dashboard/wallet/orders/{id}: one of the signed-in user's orders (GET /api/orders/{id}). */
export async function OrderDetailView({ orderId }: { orderId: string }) {
  const result = await fetchFromGateway<DocumentOrder>(`/orders/${encodeURIComponent(orderId)}`, {
    fallbackMessage: 'This order could not be loaded.',
  });
  // Someone else's order answers 404 too: it does not exist for this buyer.
  if (!result.ok && result.status === 404) notFound();
  const now = Date.now();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <Link href="/dashboard/wallet/orders" className="btn-ghost -ml-3 min-h-9 px-3 py-1.5">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All document orders
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Order details</h1>
      <WalletNav current="orders" />
      {!result.ok ? (
        <div className="mt-6">
          <LoadError message={result.message} retryHref={`/dashboard/wallet/orders/${orderId}`} />
        </div>
      ) : (
        <>
          <RemovedDocumentsNotice order={result.data} />
          <dl className="mt-6 divide-y divide-line rounded-2xl border border-line bg-white px-5 sm:px-6">
            <Fact label="Order number">
              <span className="font-mono text-xs break-all">{result.data.id}</span>
            </Fact>
            <Fact label="Ordered">{formatDateTime(result.data.created_at, 'utc')}</Fact>
            <Fact label="Status">
              <OrderStatus order={result.data} now={now} />
            </Fact>
            <PointsFacts order={result.data} />
            <Fact label={result.data.items.length === 1 ? 'Document' : 'Documents'}>
              <OrderDocuments order={result.data} isDetailed />
            </Fact>
          </dl>
          <RefundSection order={result.data} now={now} />
        </>
      )}
    </div>
  );
}
