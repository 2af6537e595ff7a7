import Link from 'next/link';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { SortHiddenFields } from '@/modules/tables/components/sort-hidden-fields';
import type { AdminListFilters } from './admin-filters';

/**
 * The filters of an admin list as a GET form: the choice lands in the address (shareable, the
 * back button works) and the server renders the result, with or without scripts.
 */
export function AdminFilterForm({
  action,
  filters,
  statuses,
  userParam = 'user_id',
  userLabel = 'User id',
  hasType = false,
}: {
  action: string;
  filters: AdminListFilters;
  statuses?: readonly { value: string; label: string }[];
  userParam?: 'user_id' | 'seller_id';
  userLabel?: string;
  hasType?: boolean;
}) {
  const isFiltered = filters.status !== null || filters.userId !== null || filters.type !== null;
  return (
    <form
      method="get"
      action={action}
      aria-label="Filter the list"
      className="mt-4 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_auto] xl:items-start"
    >
      <SortHiddenFields sort={filters.sort} defaults={filters.defaultSort} />
      {statuses ? (
        <SelectField label="Status" name="status" defaultValue={filters.status ?? ''}>
          <option value="">All statuses</option>
          {statuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      {hasType ? (
        <TextField
          label="Type"
          name="type"
          defaultValue={filters.type ?? ''}
          placeholder="e.g. points_purchase"
          error={filters.errors.type}
          autoComplete="off"
        />
      ) : null}
      <TextField
        label={userLabel}
        name={userParam}
        defaultValue={filters.userId ?? ''}
        error={filters.errors.userId}
        autoComplete="off"
        spellCheck={false}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2 xl:col-span-1 xl:mt-6">
        <button type="submit" className="btn-primary">
          Apply
        </button>
        {isFiltered || filters.errors.userId || filters.errors.type ? (
          <Link href={action} className="btn-ghost">
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
