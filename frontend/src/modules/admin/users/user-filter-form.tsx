import { ACCOUNT_ROLES, USER_STATUSES } from '@studyhub/contracts';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { FilterFormFrame } from '@/modules/tables/components/filter-form-frame';
import { isFiltered, ROLE_LABELS, STATUS_LABELS, USERS_DEFAULT_SORT, type UserFilters } from './user-filters';

/** The users list's filters as a GET form: the choice lands in the address and the server renders it. */
export function UserFilterForm({ filters }: { filters: UserFilters }) {
  return (
    <FilterFormFrame
      action="/admin/users"
      label="Find users"
      isSearch
      gridClassName="sm:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-start"
      actionsClassName="sm:col-span-2 xl:col-span-1 xl:mt-6"
      submitLabel="Search"
      isFiltered={isFiltered(filters)}
      sort={{ current: filters.sort, defaults: USERS_DEFAULT_SORT }}
    >
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
    </FilterFormFrame>
  );
}
