import type { AdminPointsAccount, AdminPointsTransaction, Withdrawal } from '@studyhub/contracts';
import clsx from 'clsx';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { formatCents } from '@/modules/points/format-money';
import { formatPointsLabel } from '@/modules/points/format-points';
import { formatSignedPoints, transactionTypeLabel } from '@/modules/points/history-filters';
import type { Column } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { withdrawalStatusBadge } from '@/modules/tables/status-tones';
import { userListHrefs } from '../user-detail-links';
import { DetailPanel } from './detail-panel';
import { RECENT_ROWS } from './panel-pages';
import { pointsChangeFor } from './points-change';
import { RecentRows } from './recent-rows';

function Figure({ label, points, testId }: { label: string; points: number; testId: string }) {
  return (
    <div className="rounded-xl border border-line p-3">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-ink tabular-nums" data-testid={testId}>
        {formatPointsLabel(points)}
      </dd>
    </div>
  );
}

function AccountFigures({ account }: { account: AdminPointsAccount }) {
  const { points, earnings } = account;
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-base font-semibold text-ink">Points</h3>
        <dl className="mt-2 grid gap-3 sm:grid-cols-3">
          <Figure label="Balance" points={points.points_balance} testId="user-points-balance" />
          <Figure label="Lifetime spent" points={points.lifetime_spent} testId="user-points-spent" />
          <Figure label="Held by AI calls" points={points.held_points} testId="user-points-held" />
        </dl>
      </div>
      <div>
        <h3 className="text-base font-semibold text-ink">Seller earnings</h3>
        <dl className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <Figure label="Pending" points={earnings.pending_points} testId="user-earnings-pending" />
          <Figure label="Available" points={earnings.available_points} testId="user-earnings-available" />
          <Figure label="Being withdrawn" points={earnings.withdrawing_points} testId="user-earnings-withdrawing" />
          <Figure label="Withdrawn" points={earnings.withdrawn_points} testId="user-earnings-withdrawn" />
        </dl>
        <p className="mt-2 text-sm text-muted">
          Earned in all: {formatPointsLabel(earnings.lifetime_earned_points)}
          {earnings.next_release
            ? `. Next release: ${formatPointsLabel(earnings.next_release.points)} on ${formatDateTime(earnings.next_release.available_at, 'utc')}`
            : ''}
          .
        </p>
      </div>
    </div>
  );
}

function transactionColumns(userId: string): readonly Column<AdminPointsTransaction>[] {
  return [
    { key: 'date', header: 'Date', cell: (row) => formatDateTime(row.created_at, 'utc') },
    { key: 'type', header: 'Type', cell: (row) => transactionTypeLabel(row.type) },
    { key: 'description', header: 'Description', cell: (row) => row.description || '–' },
    {
      key: 'change',
      header: 'Points',
      align: 'end',
      cell: (row) => {
        const change = pointsChangeFor(row, userId);
        return (
          <span className={clsx('tabular-nums', change > 0 ? 'text-success' : 'text-ink')}>
            {formatSignedPoints(change)}
          </span>
        );
      },
    },
  ];
}

const WITHDRAWAL_COLUMNS: readonly Column<Withdrawal>[] = [
  { key: 'requested', header: 'Requested', cell: (row) => formatDateTime(row.requested_at, 'utc') },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (row) => (
      <>
        {formatPointsLabel(row.amount_points)}
        <span className="block text-xs text-muted">{formatCents(row.amount_cents)}</span>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => {
      const badge = withdrawalStatusBadge(row.status);
      return <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>;
    },
  },
];

/** Balance, spending, seller earnings, recent transactions and withdrawals from the points ledger. */
export async function PointsPanel({ userId }: { userId: string }) {
  const hrefs = userListHrefs(userId);
  const [account, transactions, withdrawals] = await Promise.all([
    fetchFromGateway<AdminPointsAccount>(`/admin/points-accounts/${userId}`, {
      fallbackMessage: 'The points could not be loaded.',
    }),
    fetchFromGateway<AdminPointsTransaction[]>(
      `/admin/points-transactions?user_id=${userId}&page=1&limit=${RECENT_ROWS}`,
      { fallbackMessage: 'The transactions could not be loaded.' },
    ),
    fetchFromGateway<Withdrawal[]>(`/admin/withdrawals?seller_id=${userId}&page=1&limit=${RECENT_ROWS}`, {
      fallbackMessage: 'The withdrawals could not be loaded.',
    }),
  ]);
  return (
    <DetailPanel id="points" title="Points and earnings">
      {account.ok ? <AccountFigures account={account.data} /> : <LoadError message={account.message} />}
      <RecentRows
        title="Recent transactions"
        result={transactions}
        columns={transactionColumns(userId)}
        rowKey={(row) => row.id}
        rowTestId="user-transaction-row"
        emptyText="No points transactions."
        fullListHref={hrefs.transactions}
        noun={['transaction', 'transactions']}
      />
      <RecentRows
        title="Withdrawals"
        result={withdrawals}
        columns={WITHDRAWAL_COLUMNS}
        rowKey={(row) => row.id}
        rowTestId="user-withdrawal-row"
        emptyText="No withdrawals."
        fullListHref={hrefs.withdrawals}
        noun={['withdrawal', 'withdrawals']}
      />
    </DetailPanel>
  );
}
