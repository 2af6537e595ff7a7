import type { AccountUser } from '@studyhub/contracts';
import { UserRound } from 'lucide-react';
import Link from 'next/link';
import { fetchServerUser } from '@/modules/auth/server/server-session';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { ListResults } from '@/modules/tables/components/list-results';
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
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Users</h1>
      <p className="mt-1 text-sm text-muted">
        Deactivating an account signs it out everywhere and stops it signing in until it is reactivated. Deleting an
        account cannot be undone.
      </p>
      <UserFilterForm filters={filters} />
      <ListResults
        result={result}
        emptyIcon={UserRound}
        emptyTitle="No users match."
        emptyDescription={isFiltered(filters) ? 'Try another search or fewer filters.' : undefined}
        emptyAction={
          isFiltered(filters) ? (
            <Link href="/admin/users" className="btn-secondary">
              Clear filters
            </Link>
          ) : undefined
        }
        retryHref={usersPageHref(filters, filters.page)}
        hrefForPage={(page) => usersPageHref(filters, page)}
        noun={['user', 'users']}
        exportQuery={`/users${usersApiQuery(filters)}`}
        renderTable={(rows) => (
          <UsersTable users={rows} selfId={me.kind === 'signed-in' ? me.user.id : null} filters={filters} />
        )}
      />
    </div>
  );
}
