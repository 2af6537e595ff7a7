import { UNIVERSITY_STATUSES, type CountryResponse } from '@studyhub/contracts';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { FilterFormFrame } from '@/modules/tables/components/filter-form-frame';
import {
  UNIVERSITIES_PATH,
  UNIVERSITY_STATUS_LABELS,
  isUniversityFiltered,
  type UniversityFilters,
} from './university-filters';

/** The universities list's filters as a GET form: the choice lands in the address and the server renders it. */
export function UniversityFilterForm({
  filters,
  countries,
}: {
  filters: UniversityFilters;
  countries: readonly CountryResponse[];
}) {
  return (
    <FilterFormFrame
      action={UNIVERSITIES_PATH}
      label="Find universities"
      isSearch
      gridClassName="sm:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-start"
      actionsClassName="sm:col-span-2 xl:col-span-1 xl:mt-6"
      submitLabel="Search"
      isFiltered={isUniversityFiltered(filters)}
    >
      <TextField
        label="Name"
        name="search"
        type="search"
        defaultValue={filters.search}
        maxLength={200}
        autoComplete="off"
        className="sm:col-span-2 xl:col-span-1"
      />
      <SelectField label="Status" name="status" defaultValue={filters.status ?? ''}>
        <option value="">All statuses</option>
        {UNIVERSITY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {UNIVERSITY_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Country" name="country" defaultValue={filters.country ?? ''}>
        <option value="">All countries</option>
        {countries.map((country) => (
          <option key={country.id} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Category" name="category" defaultValue={filters.category} maxLength={60} autoComplete="off" />
    </FilterFormFrame>
  );
}
