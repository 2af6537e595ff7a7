import type { PointsOrder, PointsOrderStatus, PointsPackage } from '@studyhub/contracts';
import { Coins } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { pageCountOf, readListMeta } from '@/modules/tables/list-meta';
import { orderStatusBadge } from '@/modules/tables/status-tones';
import { WalletNav } from '../components/wallet-nav';
import { formatCents } from '../format-money';
import { formatPoints } from '../format-points';

const PAGE_SIZE = 20;

/**
 * What the buyer sees of a purchase still in progress or that never got paid (Stripe orders left
 * unpaid end expired or canceled). The badges themselves come from the shared status map.
 */
const STATUS_NOTES: Partial<Record<PointsOrderStatus, string>> = {
  pending: 'The points arrive once the payment is confirmed.',
  failed: 'The payment did not go through; nothing was charged.',
  expired: 'The payment was not completed in time; nothing was charged.',
  canceled: 'The payment was canceled; nothing was charged.',
};

function columnsWith(packageNames: ReadonlyMap<string, string>): readonly Column<PointsOrder>[] {
  return [
    { key: 'date', header: 'Date', cell: (order) => formatDateTime(order.created_at, 'utc') },
    {
      key: 'bought',
      header: 'Bought',
      cell: (order) => (order.package_id ? (packageNames.get(order.package_id) ?? 'Points package') : 'Custom amount'),
    },
    { key: 'paid', header: 'Paid', align: 'end', cell: (order) => formatCents(order.amount_cents) },
    {
      key: 'points',
      header: 'Points',
      align: 'end',
      cell: (order) => (
        <>
          <span className="font-semibold">{formatPoints(order.points_amount + order.bonus_points)}</span>
          {order.bonus_points > 0 ? (
            <span className="block text-xs text-muted">incl. {formatPoints(order.bonus_points)} bonus</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (order) => {
        const badge = orderStatusBadge(order.order_status);
        const note = STATUS_NOTES[order.order_status];
        return (
          <>
            <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
            {note ? <span className="mt-1 block text-xs text-muted">{note}</span> : null}
          </>
        );
      },
    },
  ];
}

/** /dashboard/wallet/points-purchases: the points the signed-in user bought with money (GET /api/points/orders). */
export async function PointsPurchasesView({ page }: { page: number }) {
  const [result, packages] = await Promise.all([
    fetchFromGateway<PointsOrder[]>(`/points/orders?page=${page}&limit=${PAGE_SIZE}`, {
      fallbackMessage: 'Your points purchases could not be loaded.',
    }),
    // Only for the names of packages still on sale; a retired one is shown as "Points package".
    fetchFromGateway<PointsPackage[]>('/points/packages', { anonymous: true, revalidate: 60 }),
  ]);
  const orders = result.ok && Array.isArray(result.data) ? result.data : [];
  const meta = readListMeta(result.ok ? result.meta : undefined, orders.length);
  const packageNames = new Map(
    packages.ok && Array.isArray(packages.data) ? packages.data.map((pack) => [pack.id, pack.name] as const) : [],
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Points purchases</h1>
      <p className="mt-2 text-muted">Points you bought with money, newest first, with what you paid.</p>
      <WalletNav current="points-purchases" />
      <div className="mt-6">
        {!result.ok ? (
          <LoadError message={result.message} retryHref={`/dashboard/wallet/points-purchases?page=${page}`} />
        ) : orders.length === 0 ? (
          <EmptyState
            icon={Coins}
            title={page > 1 ? 'No purchases on this page.' : 'No points purchases yet.'}
            description="Points you buy in your wallet are listed here with what you paid."
            action={
              <Link href="/dashboard/wallet" className="btn-primary">
                Buy points
              </Link>
            }
          />
        ) : (
          <>
            <p className="mb-2 text-sm text-muted">
              {meta.total === 1 ? '1 purchase' : `${formatPoints(meta.total)} purchases`}
            </p>
            <DataTable
              caption="Your points purchases, newest first"
              columns={columnsWith(packageNames)}
              rows={orders}
              rowKey={(order) => order.id}
              rowTestId="points-purchase-row"
            />
            <Pagination
              label="Purchase pages"
              page={meta.page}
              pageCount={pageCountOf(meta)}
              hrefFor={(target) => `/dashboard/wallet/points-purchases?page=${target}`}
            />
          </>
        )}
      </div>
    </div>
  );
}
