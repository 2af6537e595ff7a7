import type { AccountUser } from '@studyhub/contracts';
import { UserRound } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { fetchServerUser } from '@/modules/auth/server/server-session';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { CsvExportLink } from '@/modules/tables/components/csv-export-link';
import { LoadError } from '@/modules/tables/components/load-error';
import { pageCountOf, readListMeta } from '@/modules/tables/list-meta';
import type { AdminQuery } from '../money/admin-filters';
import { UserFilterForm } from './user-filter-form';
import { isFiltered, parseUserFilters, usersApiQuery, usersPageHref } from './user-filters';
import { UsersTable } from './users-table';

/** /admin/users: find accounts by e-mail or name, role and status; deactivate, reactivate or delete them. */
export async function AdminUsersView({ query }: { query: AdminQuery }) {
  const filters = parseUserFilters(query);
  const [result, me] = await Promise.all([
    fetchFromGateway<AccountUser[]>(`/users${usersApiQuery(filters)}`, {
      fallbackMessage: 'The users could not be loaded.',
    }),
    fetchServerUser(),
  ]);
  const rows = result.ok && Array.isArray(result.data) ? result.data : [];
  const meta = result.ok ? readListMeta(result.meta, rows.length) : null;
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Users</h1>
      <p className="mt-1 text-sm text-muted">
        Deactivating an account signs it out everywhere and stops it signing in until it is reactivated. Deleting an
        account cannot be undone.
      </p>
      <UserFilterForm filters={filters} />
      {!result.ok ? (
        <LoadError message={result.message} retryHref={usersPageHref(filters, filters.page)} />
      ) : rows.length === 0 || !meta ? (
        <EmptyState
          icon={UserRound}
          title="No users match."
          description={isFiltered(filters) ? 'Try another search or fewer filters.' : undefined}
          action={
            isFiltered(filters) ? (
              <Link href="/admin/users" className="btn-secondary">
                Clear filters
              </Link>
            ) : undefined
          }
        />
      ) : (
        <div className="mt-4">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted">
              {meta.total.toLocaleString('en-US')} {meta.total === 1 ? 'user' : 'users'}
            </p>
            <CsvExportLink apiQuery={`/users${usersApiQuery(filters)}`} />
          </div>
          <UsersTable users={rows} selfId={me.kind === 'signed-in' ? me.user.id : null} filters={filters} />
          <Pagination
            label="Pages"
            page={meta.page}
            pageCount={pageCountOf(meta)}
            hrefFor={(page) => usersPageHref(filters, page)}
          />
        </div>
      )}
    </div>
  );
}
