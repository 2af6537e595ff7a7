import { ADMIN_TRANSACTION_SORTS, type AdminPointsTransaction } from '@studyhub/contracts';
import clsx from 'clsx';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { formatSignedPoints, transactionTypeLabel } from '@/modules/points/history-filters';
import type { Column } from '@/modules/tables/components/data-table';
import { formatDateTime } from '@/modules/tables/format-date';
import { AdminFilterForm } from './admin-filter-form';
import {
  adminApiQuery,
  adminPageHref,
  adminTableSort,
  parseAdminFilters,
  shortId,
  type AdminQuery,
} from './admin-filters';
import { ListResults } from '@/modules/tables/components/list-results';
import { IdFilterLink } from './id-filter-link';

const PATH = '/admin/points-transactions';
const SORT = { columns: ADMIN_TRANSACTION_SORTS, defaults: { by: 'created_at', order: 'desc' } } as const;

const COLUMNS: readonly Column<AdminPointsTransaction>[] = [
  {
    key: 'date',
    header: 'Date',
    sortKey: 'created_at',
    sortFirst: 'desc',
    cell: (row) => formatDateTime(row.created_at, 'utc'),
  },
  {
    key: 'user',
    header: 'User',
    cell: (row) => (
      <IdFilterLink id={row.user_id} href={`/admin/points-transactions?user_id=${row.user_id ?? ''}`} who="user" />
    ),
  },
  {
    key: 'type',
    header: 'Type',
    sortKey: 'type',
    cell: (row) => (
      <>
        {transactionTypeLabel(row.type)}
        <span className="block font-mono text-xs text-muted">{row.purpose}</span>
      </>
    ),
  },
  { key: 'description', header: 'Description', cell: (row) => row.description || '–' },
  {
    key: 'entries',
    header: 'Entries',
    cell: (row) => (
      <ul className="space-y-0.5 font-mono text-xs">
        {row.entries.map((entry, index) => (
          <li key={`${entry.account}:${entry.owner_id ?? ''}:${index}`} className="flex justify-between gap-3">
            <span className="break-all">
              {entry.account}
              {entry.owner_id ? ` ${shortId(entry.owner_id)}` : ''}
            </span>
            <span className={clsx('tabular-nums', entry.amount > 0 ? 'text-success' : 'text-ink')}>
              {formatSignedPoints(entry.amount)}
            </span>
          </li>
        ))}
      </ul>
    ),
  },
];

/** /admin/points-transactions: the whole ledger, newest first, each transaction with its balanced entries. */
export async function AdminPointsTransactionsView({ query }: { query: AdminQuery }) {
  const filters = parseAdminFilters(query, { hasType: true, sort: SORT });
  const result = await fetchFromGateway<AdminPointsTransaction[]>(
    `/admin/points-transactions${adminApiQuery(filters)}`,
    {
      fallbackMessage: 'The points transactions could not be loaded.',
    },
  );
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Points transactions</h1>
      <p className="mt-1 text-sm text-muted">
        Every ledger transaction, newest first; the entries of each add up to zero.
      </p>
      <AdminFilterForm action={PATH} filters={filters} hasType userLabel="User id" />
      <ListResults
        result={result}
        columns={COLUMNS}
        caption="Points transactions"
        rowKey={(row) => row.id}
        rowTestId="admin-points-transaction-row"
        emptyTitle="No transactions match."
        retryHref={adminPageHref(PATH, filters, filters.page)}
        hrefForPage={(page) => adminPageHref(PATH, filters, page)}
        sort={adminTableSort(PATH, filters)}
        exportQuery={`/admin/points-transactions${adminApiQuery(filters)}`}
        noun={['transaction', 'transactions']}
      />
    </div>
  );
}
