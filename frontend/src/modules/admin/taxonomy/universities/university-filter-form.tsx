import { UNIVERSITY_STATUSES, type CountryResponse } from '@studyhub/contracts';
import Link from 'next/link';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
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
    <form
      method="get"
      action={UNIVERSITIES_PATH}
      role="search"
      aria-label="Find universities"
      className="mt-4 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-start"
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
      <div className="flex flex-wrap gap-2 sm:col-span-2 xl:col-span-1 xl:mt-6">
        <button type="submit" className="btn-primary">
          Search
        </button>
        {isUniversityFiltered(filters) ? (
          <Link href={UNIVERSITIES_PATH} className="btn-ghost">
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
