import type { SellerWallet, Withdrawal } from '@studyhub/contracts';
import { Landmark } from 'lucide-react';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { formatCents, formatPointsValue } from '@/modules/points/format-money';
import { formatPoints, formatPointsLabel } from '@/modules/points/format-points';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { pageCountOf, readListMeta } from '@/modules/tables/list-meta';
import { withdrawalStatusBadge } from '@/modules/tables/status-tones';
import { StatGrid } from '../components/stat-grid';
import { WithdrawalRequestForm } from '../components/withdrawal-request-form';
import { canWithdraw, PAYOUT_METHOD_LABELS } from '../withdrawal-form';

const PAGE_SIZE = 10;

function withdrawalNote(withdrawal: Withdrawal): string {
  if (withdrawal.status === 'rejected') return withdrawal.reason ? `Rejected: ${withdrawal.reason}` : 'Rejected';
  if (withdrawal.status === 'paid') return `Paid ${formatDateTime(withdrawal.paid_at, 'utc')}`;
  if (withdrawal.status === 'approved') return 'Approved, payment on its way';
  return 'Waiting for review';
}

const COLUMNS: readonly Column<Withdrawal>[] = [
  { key: 'requested', header: 'Requested', cell: (row) => formatDateTime(row.requested_at, 'utc') },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (row) => `${formatPointsLabel(row.amount_points)} (${formatCents(row.amount_cents)})`,
  },
  {
    key: 'method',
    header: 'Method',
    cell: (row) => `${PAYOUT_METHOD_LABELS[row.method] ?? row.method} · ${row.destination}`,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => {
      const badge = withdrawalStatusBadge(row.status);
      return <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>;
    },
  },
  { key: 'note', header: 'Details', cell: withdrawalNote },
];

/**
 * /dashboard/wallet-seller: earnings by state (pending for the refund window, available,
 * withdrawing, withdrawn), the next release, a withdrawal request and the withdrawals so far.
 */
export async function SellerWalletView({ page }: { page: number }) {
  const [wallet, withdrawals] = await Promise.all([
    fetchFromGateway<SellerWallet>('/seller/wallet', { fallbackMessage: 'Your seller wallet could not be loaded.' }),
    fetchFromGateway<Withdrawal[]>(`/seller/withdrawals?page=${page}&limit=${PAGE_SIZE}`, {
      fallbackMessage: 'Your withdrawals could not be loaded.',
    }),
  ]);
  const here = `/dashboard/wallet-seller${page > 1 ? `?page=${page}` : ''}`;
  const rows = withdrawals.ok && Array.isArray(withdrawals.data) ? withdrawals.data : [];
  const meta = readListMeta(withdrawals.ok ? withdrawals.meta : undefined, rows.length);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Seller Wallet</h1>
      <p className="mt-2 text-muted">Your earnings from document sales. 10 points = 1 USD when paid out.</p>

      <section aria-labelledby="earnings-heading" className="mt-6">
        <h2 id="earnings-heading" className="sr-only">
          Earnings
        </h2>
        {wallet.ok ? (
          <>
            <StatGrid
              label="Earnings"
              stats={[
                {
                  label: 'Available',
                  value: `${formatPoints(wallet.data.available_points)} points`,
                  hint: `Worth ${formatPointsValue(wallet.data.available_points)}`,
                  testId: 'seller-available',
                },
                {
                  label: 'Pending',
                  value: `${formatPoints(wallet.data.pending_points)} points`,
                  hint: `Available ${wallet.data.hold_days} days after each sale`,
                  testId: 'seller-pending',
                },
                {
                  label: 'Withdrawing',
                  value: `${formatPoints(wallet.data.withdrawing_points)} points`,
                  hint: 'Requested, not paid yet',
                },
                {
                  label: 'Withdrawn',
                  value: `${formatPoints(wallet.data.withdrawn_points)} points`,
                  hint: `Lifetime earned ${formatPointsLabel(wallet.data.lifetime_earned_points)}`,
                },
              ]}
            />
            <p className="mt-3 text-sm text-muted" data-testid="next-release">
              {wallet.data.next_release
                ? `Next release: ${formatPointsLabel(wallet.data.next_release.points)} on ${formatDateTime(wallet.data.next_release.available_at, 'utc')}.`
                : 'No pending earnings waiting to be released.'}
            </p>
          </>
        ) : (
          <LoadError message={wallet.message} retryHref={here} />
        )}
      </section>

      {wallet.ok ? (
        <section
          aria-labelledby="withdraw-heading"
          className="mt-10 rounded-2xl border border-line bg-white p-4 sm:p-6"
        >
          <h2 id="withdraw-heading" className="text-xl font-semibold text-ink">
            Request a withdrawal
          </h2>
          {canWithdraw({ available: wallet.data.available_points, minimum: wallet.data.minimum_withdrawal_points }) ? (
            <div className="mt-4">
              <WithdrawalRequestForm
                limits={{ available: wallet.data.available_points, minimum: wallet.data.minimum_withdrawal_points }}
              />
            </div>
          ) : (
            <p className="mt-2 text-sm text-muted" data-testid="withdraw-unavailable">
              You can request a withdrawal once {formatPointsLabel(wallet.data.minimum_withdrawal_points)} are available
              (you have {formatPointsLabel(wallet.data.available_points)}).
            </p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="withdrawals-heading" className="mt-10">
        <h2 id="withdrawals-heading" className="mb-4 text-xl font-semibold text-ink">
          Withdrawals
        </h2>
        {!withdrawals.ok ? (
          <LoadError message={withdrawals.message} retryHref={here} />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={Landmark}
            title="No withdrawals yet."
            description="Withdrawals you request are listed here with their status."
          />
        ) : (
          <>
            <DataTable
              caption="Your withdrawals, newest first"
              columns={COLUMNS}
              rows={rows}
              rowKey={(row) => row.id}
              rowTestId="withdrawal-row"
              tableFrom="lg"
            />
            <Pagination
              label="Withdrawal pages"
              page={meta.page}
              pageCount={pageCountOf(meta)}
              hrefFor={(target) => `/dashboard/wallet-seller?page=${target}`}
              scroll={false}
            />
          </>
        )}
      </section>
    </div>
  );
}
