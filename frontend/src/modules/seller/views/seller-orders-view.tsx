import type { SellerSale } from '@studyhub/contracts';
import { ShoppingBag } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { formatPoints } from '@/modules/points/format-points';
import { pageCountOf, readListMeta } from '@/modules/tables/list-meta';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { orderStatusBadge } from '@/modules/tables/status-tones';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';

const PAGE_SIZE = 20;

const COLUMNS: readonly Column<SellerSale>[] = [
  { key: 'date', header: 'Sold', cell: (sale) => formatDateTime(sale.sold_at, 'utc') },
  { key: 'document', header: 'Document', cell: (sale) => sale.title },
  { key: 'price', header: 'Price', align: 'end', cell: (sale) => `${formatPoints(sale.points_price)} points` },
  { key: 'earned', header: 'You earned', align: 'end', cell: (sale) => `${formatPoints(sale.earned_points)} points` },
  {
    key: 'status',
    header: 'Status',
    cell: (sale) => {
      const badge = orderStatusBadge(sale.status);
      return <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>;
    },
  },
];

/** /dashboard/seller-orders: every sale of the seller's documents, newest first (GET /api/seller/orders). */
export async function SellerOrdersView({ page }: { page: number }) {
  const result = await fetchFromGateway<SellerSale[]>(`/seller/orders?page=${page}&limit=${PAGE_SIZE}`, {
    fallbackMessage: 'Your orders could not be loaded.',
  });
  const sales = result.ok && Array.isArray(result.data) ? result.data : [];
  const meta = readListMeta(result.ok ? result.meta : undefined, sales.length);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Orders</h1>
      <p className="mt-2 text-muted">Every sale of your documents, newest first. Refunded sales no longer earn.</p>
      <div className="mt-6">
        {!result.ok ? (
          <LoadError message={result.message} retryHref={`/dashboard/seller-orders?page=${page}`} />
        ) : sales.length === 0 ? (
          <EmptyState
            icon={ShoppingBag}
            title={page > 1 ? 'No orders on this page.' : 'No orders yet.'}
            description="When students buy your documents, each sale is listed here."
            action={
              <Link href="/dashboard/documents/upload" className="btn-primary">
                Upload & Earn Points!
              </Link>
            }
          />
        ) : (
          <>
            <p className="mb-2 text-sm text-muted">
              {meta.total === 1 ? '1 sale' : `${formatPoints(meta.total)} sales`}
            </p>
            <DataTable
              caption="Sales of your documents, newest first"
              columns={COLUMNS}
              rows={sales}
              rowKey={(sale) => `${sale.order_id}:${sale.document_id}`}
              rowTestId="seller-order-row"
            />
            <Pagination
              label="Order pages"
              page={meta.page}
              pageCount={pageCountOf(meta)}
              hrefFor={(target) => `/dashboard/seller-orders?page=${target}`}
            />
          </>
        )}
      </div>
    </div>
  );
}
