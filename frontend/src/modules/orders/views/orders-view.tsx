import type { DocumentOrder } from '@studyhub/contracts';
import { ShoppingBag } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { WalletNav } from '@/modules/points/components/wallet-nav';
import { formatPoints, formatPointsLabel } from '@/modules/points/format-points';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { formatDateTime } from '@/modules/tables/format-date';
import { pageCountOf, readListMeta } from '@/modules/tables/list-meta';
import { OrderDocuments } from '../components/order-documents';
import { OrderStatus } from '../components/order-status';
import { RefundOrderAction } from '../components/refund-order-action';
import { isRefundable } from '../refund-window';

const PAGE_SIZE = 20;

function columnsAt(now: number): readonly Column<DocumentOrder>[] {
  return [
    { key: 'date', header: 'Date', cell: (order) => formatDateTime(order.created_at, 'utc') },
    { key: 'documents', header: 'Documents', cell: (order) => <OrderDocuments order={order} /> },
    {
      key: 'total',
      header: 'Total',
      align: 'end',
      cell: (order) => <span className="whitespace-nowrap">{formatPointsLabel(order.total_points)}</span>,
    },
    { key: 'status', header: 'Status', cell: (order) => <OrderStatus order={order} now={now} /> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (order) => (
        <div className="flex flex-wrap gap-2">
          <Link href={`/dashboard/wallet/orders/${order.id}`} className="btn-ghost min-h-9 px-3 py-1.5">
            Details<span className="sr-only"> of the order of {formatDateTime(order.created_at, 'utc')}</span>
          </Link>
          {isRefundable(order, now) ? <RefundOrderAction order={order} /> : null}
        </div>
      ),
    },
  ];
}

/**
 * /dashboard/wallet/orders: the documents the signed-in user bought with points (GET /api/orders),
 * newest first, with the 30-day money-back guarantee on each order still inside it.
 */
export async function OrdersView({ page }: { page: number }) {
  const result = await fetchFromGateway<DocumentOrder[]>(`/orders?page=${page}&limit=${PAGE_SIZE}`, {
    fallbackMessage: 'Your orders could not be loaded.',
  });
  const orders = result.ok && Array.isArray(result.data) ? result.data : [];
  const meta = readListMeta(result.ok ? result.meta : undefined, orders.length);
  // One moment for the whole page, so every row applies the 30-day rule alike.
  const now = Date.now();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Document orders</h1>
      <p className="mt-2 text-muted">
        Documents you bought with points, newest first. Within 30 days of a purchase you can ask for your points back.
      </p>
      <WalletNav current="orders" />
      <div className="mt-6">
        {!result.ok ? (
          <LoadError message={result.message} retryHref={`/dashboard/wallet/orders?page=${page}`} />
        ) : orders.length === 0 ? (
          <EmptyState
            icon={ShoppingBag}
            title={page > 1 ? 'No orders on this page.' : 'No orders yet.'}
            description="Documents you buy are listed here with what you paid."
            action={
              <Link href="/documents" className="btn-primary">
                Browse documents
              </Link>
            }
          />
        ) : (
          <>
            <p className="mb-2 text-sm text-muted">
              {meta.total === 1 ? '1 order' : `${formatPoints(meta.total)} orders`}
            </p>
            <DataTable
              caption="Your document orders, newest first"
              columns={columnsAt(now)}
              rows={orders}
              rowKey={(order) => order.id}
              rowTestId="order-row"
              tableFrom="lg"
            />
            <Pagination
              label="Order pages"
              page={meta.page}
              pageCount={pageCountOf(meta)}
              hrefFor={(target) => `/dashboard/wallet/orders?page=${target}`}
            />
          </>
        )}
      </div>
    </div>
  );
}
