import { ADMIN_ORDER_SORTS, ORDER_STATUSES, type DocumentOrder } from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { formatPointsLabel } from '@/modules/points/format-points';
import type { Column } from '@/modules/tables/components/data-table';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { orderStatusBadge } from '@/modules/tables/status-tones';
import { AdminFilterForm } from './admin-filter-form';
import {
  adminApiQuery,
  adminPageHref,
  adminTableSort,
  ORDER_STATUS_CHOICES,
  parseAdminFilters,
  shortId,
  type AdminQuery,
} from './admin-filters';
import { ListResults } from '@/modules/tables/components/list-results';
import { IdFilterLink } from './id-filter-link';

const PATH = '/admin/orders';
const SORT = { columns: ADMIN_ORDER_SORTS, defaults: { by: 'created_at', order: 'desc' } } as const;

const COLUMNS: readonly Column<DocumentOrder>[] = [
  {
    key: 'created',
    header: 'Created',
    sortKey: 'created_at',
    sortFirst: 'desc',
    cell: (row) => formatDateTime(row.created_at, 'utc'),
  },
  {
    key: 'order',
    header: 'Order',
    cell: (row) => (
      <span title={row.id} className="font-mono text-xs">
        {shortId(row.id)}
      </span>
    ),
  },
  {
    key: 'buyer',
    header: 'Buyer',
    cell: (row) => <IdFilterLink id={row.user_id} href={`/admin/orders?user_id=${row.user_id ?? ''}`} who="buyer" />,
  },
  {
    key: 'items',
    header: 'Documents',
    cell: (row) => (
      <ul className="space-y-0.5">
        {row.items.map((item) => (
          <li key={item.document_id}>
            {item.title} <span className="text-muted">({formatPointsLabel(item.points_price)})</span>
          </li>
        ))}
      </ul>
    ),
  },
  {
    key: 'total',
    header: 'Total',
    align: 'end',
    sortKey: 'total_points',
    sortFirst: 'desc',
    cell: (row) => formatPointsLabel(row.total_points),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (row) => {
      const badge = orderStatusBadge(row.status);
      return (
        <>
          <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
          {row.refunded_at ? (
            <span className="mt-1 block text-xs text-muted">Refunded {formatDateTime(row.refunded_at, 'utc')}</span>
          ) : null}
        </>
      );
    },
  },
];

/** /admin/orders: every document order, newest first, by status and buyer. */
export async function AdminOrdersView({ query }: { query: AdminQuery }) {
  const filters = parseAdminFilters(query, { statuses: ORDER_STATUSES, sort: SORT });
  const result = await fetchFromGateway<DocumentOrder[]>(`/admin/orders${adminApiQuery(filters)}`, {
    fallbackMessage: 'The orders could not be loaded.',
  });
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Orders</h1>
      <p className="mt-1 text-sm text-muted">Document orders paid with points, newest first.</p>
      <AdminFilterForm action={PATH} filters={filters} statuses={ORDER_STATUS_CHOICES} userLabel="Buyer id" />
      <ListResults
        result={result}
        columns={COLUMNS}
        caption="Document orders"
        rowKey={(row) => row.id}
        rowTestId="admin-order-row"
        emptyTitle="No orders match."
        retryHref={adminPageHref(PATH, filters, filters.page)}
        hrefForPage={(page) => adminPageHref(PATH, filters, page)}
        sort={adminTableSort(PATH, filters)}
        exportQuery={`/admin/orders${adminApiQuery(filters)}`}
        noun={['order', 'orders']}
      />
    </div>
  );
}
