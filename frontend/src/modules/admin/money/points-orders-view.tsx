import {
  ADMIN_POINTS_ORDER_SORTS,
  POINTS_ORDER_STATUSES,
  type PointsOrder,
  type PointsPaymentStatus,
} from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { formatCents } from '@/modules/points/format-money';
import { formatPoints } from '@/modules/points/format-points';
import type { Column } from '@/modules/tables/components/data-table';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { orderStatusBadge } from '@/modules/tables/status-tones';
import { AdminFilterForm } from './admin-filter-form';
import {
  adminApiQuery,
  adminPageHref,
  adminTableSort,
  parseAdminFilters,
  POINTS_ORDER_STATUS_CHOICES,
  type AdminQuery,
} from './admin-filters';
import { ListResults } from '@/modules/tables/components/list-results';
import { IdFilterLink } from './id-filter-link';

const PATH = '/admin/points-orders';
const SORT = { columns: ADMIN_POINTS_ORDER_SORTS, defaults: { by: 'created_at', order: 'desc' } } as const;

const PAYMENT_LABELS: Record<PointsPaymentStatus, string> = {
  requires_payment: 'Awaiting payment',
  succeeded: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  canceled: 'Payment canceled',
};

const COLUMNS: readonly Column<PointsOrder>[] = [
  {
    key: 'created',
    header: 'Created',
    sortKey: 'created_at',
    sortFirst: 'desc',
    cell: (row) => formatDateTime(row.created_at, 'utc'),
  },
  {
    key: 'buyer',
    header: 'Buyer',
    cell: (row) => (
      <IdFilterLink id={row.user_id} href={`/admin/points-orders?user_id=${row.user_id ?? ''}`} who="buyer" />
    ),
  },
  { key: 'what', header: 'Bought', cell: (row) => (row.package_id ? 'Package' : 'Custom amount') },
  {
    key: 'amount',
    header: 'Paid',
    align: 'end',
    sortKey: 'amount_cents',
    sortFirst: 'desc',
    cell: (row) => formatCents(row.amount_cents),
  },
  {
    key: 'points',
    header: 'Points',
    align: 'end',
    sortKey: 'points_amount',
    sortFirst: 'desc',
    cell: (row) =>
      row.bonus_points > 0
        ? `${formatPoints(row.points_amount)} + ${formatPoints(row.bonus_points)} bonus`
        : formatPoints(row.points_amount),
  },
  {
    key: 'payment',
    header: 'Payment',
    cell: (row) => (
      <>
        {row.payment_method === 'stripe' ? 'Stripe' : 'Simulated'}
        <span className="block text-xs text-muted">{PAYMENT_LABELS[row.payment_status] ?? row.payment_status}</span>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (row) => {
      const badge = orderStatusBadge(row.order_status);
      return <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>;
    },
  },
];

/** /admin/points-orders: every points order (package or custom amount), newest first. */
export async function AdminPointsOrdersView({ query }: { query: AdminQuery }) {
  const filters = parseAdminFilters(query, { statuses: POINTS_ORDER_STATUSES, sort: SORT });
  const result = await fetchFromGateway<PointsOrder[]>(`/admin/points-orders${adminApiQuery(filters)}`, {
    fallbackMessage: 'The points orders could not be loaded.',
  });
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Points orders</h1>
      <p className="mt-1 text-sm text-muted">Points bought with money, newest first.</p>
      <AdminFilterForm action={PATH} filters={filters} statuses={POINTS_ORDER_STATUS_CHOICES} userLabel="Buyer id" />
      <ListResults
        result={result}
        columns={COLUMNS}
        caption="Points orders"
        rowKey={(row) => row.id}
        rowTestId="admin-points-order-row"
        emptyTitle="No points orders match."
        retryHref={adminPageHref(PATH, filters, filters.page)}
        hrefForPage={(page) => adminPageHref(PATH, filters, page)}
        sort={adminTableSort(PATH, filters)}
        exportQuery={`/admin/points-orders${adminApiQuery(filters)}`}
        noun={['points order', 'points orders']}
      />
    </div>
  );
}
