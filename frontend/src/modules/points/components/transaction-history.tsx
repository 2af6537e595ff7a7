'use client';

import type { PointsTransaction } from '@studyhub/contracts';
import clsx from 'clsx';
import { History, RotateCcw } from 'lucide-react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { formatDateTime } from '@/modules/tables/format-date';
import { formatPoints } from '../format-points';
import {
  formatSignedPoints,
  hasActiveFilters,
  historyApiQuery,
  historyPageQuery,
  parseHistoryFilters,
  transactionTypeLabel,
  type HistoryFilters,
} from '../history-filters';
import { useTransactions } from '../hooks/use-transactions';
import { pageCountOf } from '@/modules/tables/list-meta';
import { HistoryFilterForm } from './history-filter-form';

const COLUMNS: readonly Column<PointsTransaction>[] = [
  { key: 'date', header: 'Date', cell: (row) => formatDateTime(row.created_at) },
  { key: 'description', header: 'Description', cell: (row) => row.description || transactionTypeLabel(row.type) },
  { key: 'type', header: 'Type', cell: (row) => transactionTypeLabel(row.type) },
  {
    key: 'amount',
    header: 'Points',
    align: 'end',
    cell: (row) => (
      <span className={clsx('font-semibold', row.amount > 0 ? 'text-success' : 'text-ink')}>
        {formatSignedPoints(row.amount)}
      </span>
    ),
  },
  { key: 'balance', header: 'Balance after', align: 'end', cell: (row) => formatPoints(row.balance_after) },
];

/** The wallet's history (GET /api/points/transactions): filters and page in the address. */
export function TransactionHistory({ freshness }: { freshness: string | null }) {
  const pathname = usePathname();
  const router = useRouter();
  const searchParams = useSearchParams();
  const filters = useMemo(() => parseHistoryFilters(new URLSearchParams(searchParams.toString())), [searchParams]);
  const { state, reload } = useTransactions(historyApiQuery(filters), freshness);
  const hrefFor = (next: HistoryFilters) => `${pathname}${historyPageQuery(next)}`;

  return (
    <div className="space-y-4">
      <HistoryFilterForm
        // A new address (back button, Clear filters) starts the form from it.
        key={historyPageQuery({ ...filters, page: 1 })}
        filters={filters}
        resetHref={pathname}
        onApply={(next) => router.push(hrefFor(next), { scroll: false })}
      />
      <div aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? (
          <p role="status" className="rounded-2xl border border-line bg-white p-6 text-sm text-muted">
            Loading your transactions…
          </p>
        ) : state.status === 'error' ? (
          <div role="alert" className="rounded-2xl border border-danger bg-danger-50 p-5">
            <p className="font-semibold text-danger">Error</p>
            <p className="mt-1 text-sm text-ink">{state.message}</p>
            <button type="button" className="btn-secondary mt-4" onClick={reload}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Try again
            </button>
          </div>
        ) : state.transactions.length === 0 ? (
          <EmptyState
            icon={History}
            title={hasActiveFilters(filters) ? 'No transactions match these filters.' : 'No transactions yet.'}
            description={
              hasActiveFilters(filters)
                ? 'Try another type or date range.'
                : 'Points you buy or spend will be listed here.'
            }
          />
        ) : (
          <>
            <p className="mb-2 text-sm text-muted" aria-live="polite">
              {state.meta.total === 1 ? '1 transaction' : `${state.meta.total.toLocaleString('en-US')} transactions`}
            </p>
            <DataTable
              caption="Points transactions, newest first"
              columns={COLUMNS}
              rows={state.transactions}
              rowKey={(row) => row.id}
              rowTestId="transaction-row"
            />
            <Pagination
              label="Transaction pages"
              page={state.meta.page}
              pageCount={pageCountOf(state.meta)}
              hrefFor={(page) => hrefFor({ ...filters, page })}
              scroll={false}
            />
          </>
        )}
      </div>
    </div>
  );
}
