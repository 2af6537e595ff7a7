import type { DocumentOrder, PointsOrder } from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { formatCents } from '@/modules/points/format-money';
import { formatPoints, formatPointsLabel } from '@/modules/points/format-points';
import type { Column } from '@/modules/tables/components/data-table';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { orderStatusBadge } from '@/modules/tables/status-tones';
import { userListHrefs } from '../user-detail-links';
import { DetailPanel } from './detail-panel';
import { RECENT_ROWS } from './panel-pages';
import { RecentRows } from './recent-rows';

function OrderStatus({ status }: { status: string }) {
  const badge = orderStatusBadge(status);
  return <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>;
}

const DOCUMENT_ORDER_COLUMNS: readonly Column<DocumentOrder>[] = [
  { key: 'created', header: 'Created', cell: (row) => formatDateTime(row.created_at, 'utc') },
  {
    key: 'items',
    header: 'Documents',
    cell: (row) => (
      <ul className="space-y-0.5">
        {row.items.map((item) => (
          <li key={item.document_id}>{item.title}</li>
        ))}
      </ul>
    ),
  },
  { key: 'total', header: 'Total', align: 'end', cell: (row) => formatPointsLabel(row.total_points) },
  { key: 'status', header: 'Status', cell: (row) => <OrderStatus status={row.status} /> },
];

const POINTS_ORDER_COLUMNS: readonly Column<PointsOrder>[] = [
  { key: 'created', header: 'Created', cell: (row) => formatDateTime(row.created_at, 'utc') },
  { key: 'paid', header: 'Paid', align: 'end', cell: (row) => formatCents(row.amount_cents) },
  {
    key: 'points',
    header: 'Points',
    align: 'end',
    cell: (row) =>
      row.bonus_points > 0
        ? `${formatPoints(row.points_amount)} + ${formatPoints(row.bonus_points)} bonus`
        : formatPoints(row.points_amount),
  },
  { key: 'status', header: 'Status', cell: (row) => <OrderStatus status={row.order_status} /> },
];

/** The user's document orders and points orders from the orders service, newest first. */
export async function OrdersPanel({ userId }: { userId: string }) {
  const hrefs = userListHrefs(userId);
  const [documentOrders, pointsOrders] = await Promise.all([
    fetchFromGateway<DocumentOrder[]>(`/admin/orders?user_id=${userId}&page=1&limit=${RECENT_ROWS}`, {
      fallbackMessage: 'The orders could not be loaded.',
    }),
    fetchFromGateway<PointsOrder[]>(`/admin/points-orders?user_id=${userId}&page=1&limit=${RECENT_ROWS}`, {
      fallbackMessage: 'The points orders could not be loaded.',
    }),
  ]);
  return (
    <DetailPanel id="orders" title="Orders">
      <RecentRows
        title="Document orders"
        result={documentOrders}
        columns={DOCUMENT_ORDER_COLUMNS}
        rowKey={(row) => row.id}
        rowTestId="user-order-row"
        emptyText="No document orders."
        fullListHref={hrefs.orders}
        noun={['document order', 'document orders']}
      />
      <RecentRows
        title="Points orders"
        result={pointsOrders}
        columns={POINTS_ORDER_COLUMNS}
        rowKey={(row) => row.id}
        rowTestId="user-points-order-row"
        emptyText="No points orders."
        fullListHref={hrefs.pointsOrders}
        noun={['points order', 'points orders']}
      />
    </DetailPanel>
  );
}
