import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { FilterFormFrame } from '@/modules/tables/components/filter-form-frame';
import type { AdminListFilters } from './admin-filters';

/** The filters of an admin money list (status, type, user or seller id) in the lists' GET filter form. */
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
    <FilterFormFrame
      action={action}
      label="Filter the list"
      gridClassName="sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_auto] xl:items-start"
      actionsClassName="sm:col-span-2 xl:col-span-1 xl:mt-6"
      submitLabel="Apply"
      isFiltered={isFiltered || Boolean(filters.errors.userId || filters.errors.type)}
      sort={{ current: filters.sort, defaults: filters.defaultSort }}
    >
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
    </FilterFormFrame>
  );
}
