import { ADMIN_WITHDRAWAL_SORTS, WITHDRAWAL_STATUSES, type Withdrawal } from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { formatCents } from '@/modules/points/format-money';
import { formatPointsLabel } from '@/modules/points/format-points';
import type { Column } from '@/modules/tables/components/data-table';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { withdrawalStatusBadge } from '@/modules/tables/status-tones';
import { PAYOUT_METHOD_LABELS } from '@/modules/seller/withdrawal-form';
import { AdminFilterForm } from './admin-filter-form';
import {
  adminApiQuery,
  adminPageHref,
  adminTableSort,
  parseAdminFilters,
  WITHDRAWAL_STATUS_CHOICES,
  type AdminQuery,
} from './admin-filters';
import { ListResults } from '@/modules/tables/components/list-results';
import { IdFilterLink } from './id-filter-link';
import { WithdrawalActions } from './withdrawal-actions';

const PATH = '/admin/withdrawals';
const SORT = { columns: ADMIN_WITHDRAWAL_SORTS, defaults: { by: 'requested_at', order: 'desc' } } as const;

const COLUMNS: readonly Column<Withdrawal>[] = [
  {
    key: 'requested',
    header: 'Requested',
    sortKey: 'requested_at',
    sortFirst: 'desc',
    cell: (row) => formatDateTime(row.requested_at, 'utc'),
  },
  {
    key: 'seller',
    header: 'Seller',
    cell: (row) => (
      <IdFilterLink id={row.seller_id} href={`/admin/withdrawals?seller_id=${row.seller_id ?? ''}`} who="seller" />
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    sortKey: 'amount_points',
    sortFirst: 'desc',
    cell: (row) => (
      <>
        <span className="font-semibold">{formatCents(row.amount_cents)}</span>
        <span className="block text-xs text-muted">{formatPointsLabel(row.amount_points)}</span>
      </>
    ),
  },
  {
    key: 'payout',
    header: 'Pay to',
    cell: (row) => (
      <>
        {PAYOUT_METHOD_LABELS[row.method] ?? row.method}
        <span className="block text-xs break-all text-muted">{row.destination}</span>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (row) => {
      const badge = withdrawalStatusBadge(row.status);
      return (
        <>
          <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
          {row.reason ? <span className="mt-1 block text-xs text-muted">{row.reason}</span> : null}
          {row.paid_at ? (
            <span className="mt-1 block text-xs text-muted">{formatDateTime(row.paid_at, 'utc')}</span>
          ) : null}
        </>
      );
    },
  },
  { key: 'actions', header: 'Actions', cell: (row) => <WithdrawalActions withdrawal={row} /> },
];

/** /admin/withdrawals: the payout queue (requested first to decide), with approve, reject and mark paid. */
export async function AdminWithdrawalsView({ query }: { query: AdminQuery }) {
  const filters = parseAdminFilters(query, { statuses: WITHDRAWAL_STATUSES, userParam: 'seller_id', sort: SORT });
  const result = await fetchFromGateway<Withdrawal[]>(`/admin/withdrawals${adminApiQuery(filters, 'seller_id')}`, {
    fallbackMessage: 'The withdrawals could not be loaded.',
  });
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Withdrawals</h1>
      <p className="mt-1 text-sm text-muted">
        Approve a request, then mark it paid once the money has left. Rejecting returns the points to the seller.
      </p>
      <AdminFilterForm
        action={PATH}
        filters={filters}
        statuses={WITHDRAWAL_STATUS_CHOICES}
        userParam="seller_id"
        userLabel="Seller id"
      />
      <ListResults
        result={result}
        columns={COLUMNS}
        caption="Withdrawals"
        rowKey={(row) => row.id}
        rowTestId="admin-withdrawal-row"
        emptyTitle="No withdrawals match."
        retryHref={adminPageHref(PATH, filters, filters.page, 'seller_id')}
        hrefForPage={(page) => adminPageHref(PATH, filters, page, 'seller_id')}
        sort={adminTableSort(PATH, filters, 'seller_id')}
        exportQuery={`/admin/withdrawals${adminApiQuery(filters, 'seller_id')}`}
        noun={['withdrawal', 'withdrawals']}
      />
    </div>
  );
}
