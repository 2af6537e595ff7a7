import { ACCOUNT_ROLES, USER_STATUSES } from '@studyhub/contracts';
import Link from 'next/link';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { SortHiddenFields } from '@/modules/tables/components/sort-hidden-fields';
import { isFiltered, ROLE_LABELS, STATUS_LABELS, USERS_DEFAULT_SORT, type UserFilters } from './user-filters';

/** The users list's filters as a GET form: the choice lands in the address and the server renders it. */
export function UserFilterForm({ filters }: { filters: UserFilters }) {
  return (
    <form
      method="get"
      action="/admin/users"
      role="search"
      aria-label="Find users"
      className="mt-4 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-start"
    >
      <SortHiddenFields sort={filters.sort} defaults={USERS_DEFAULT_SORT} />
      <TextField
        label="E-mail or name"
        name="search"
        type="search"
        defaultValue={filters.search}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        className="sm:col-span-2 xl:col-span-1"
      />
      <SelectField label="Role" name="role" defaultValue={filters.role ?? ''}>
        <option value="">All roles</option>
        {ACCOUNT_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Status" name="status" defaultValue={filters.status ?? ''}>
        <option value="">All statuses</option>
        {USER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-2 sm:col-span-2 xl:col-span-1 xl:mt-6">
        <button type="submit" className="btn-primary">
          Search
        </button>
        {isFiltered(filters) ? (
          <Link href="/admin/users" className="btn-ghost">
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
