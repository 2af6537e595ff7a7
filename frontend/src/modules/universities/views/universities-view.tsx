import type { CountryResponse, UniversityResponse } from '@studyhub/contracts';
import { Pagination } from '@/modules/catalog/components/pagination';
import { pageCountOf } from '@/modules/catalog/pagination-window';
import type { CatalogResult } from '@/modules/catalog/server/catalog-fetch';
import { Breadcrumbs } from '@/modules/taxonomy/components/breadcrumbs';
import { UniversityCard } from '../components/university-card';
import { UNIVERSITY_CATEGORIES, categoryLabel } from '../university-categories';
import {
  UNIVERSITY_SORT_LABELS,
  UNIVERSITY_SORTS,
  defaultSortOrder,
  universityListHref,
  type UniversityQuery,
} from '../university-query';
import { SelectField } from '@/modules/forms/components/select-field';

export const UNIVERSITY_PAGE_SIZE = 24;

/** /universities: search, country, category, sort and pages, all in the URL. */
export function UniversitiesView({
  query,
  universities,
  countries,
}: {
  query: UniversityQuery;
  universities: CatalogResult<UniversityResponse[]>;
  countries: CountryResponse[];
}) {
  const total = universities.ok ? (universities.meta?.total ?? universities.data.length) : 0;
  const orderIsDefault = query.sortOrder === defaultSortOrder(query.sortBy);
  return (
    <div className="page-container py-10">
      <Breadcrumbs trail={[{ label: 'Universities', href: '/universities' }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Universities</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Find notes, past exams and study guides for the courses of your university.
      </p>
      <form
        method="get"
        action="/universities"
        role="search"
        aria-label="Search universities"
        className="mt-6 grid gap-4 rounded-2xl border border-line bg-surface-muted p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <label className="field-label lg:col-span-2">
          University name
          <input className="field-input" type="search" name="search" defaultValue={query.search ?? ''} />
        </label>
        <SelectField label="Country" name="country" defaultValue={query.country ?? ''}>
          <option value="">All countries</option>
          {countries.map((country) => (
            <option key={country.id} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Category" name="category" defaultValue={query.category ?? ''}>
          <option value="">All categories</option>
          {UNIVERSITY_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Sort by" name="sortBy" defaultValue={query.sortBy}>
          {UNIVERSITY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {UNIVERSITY_SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Order" name="sortOrder" defaultValue={orderIsDefault ? '' : query.sortOrder}>
          <option value="">Default</option>
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </SelectField>
        <div className="flex items-end sm:col-span-2 lg:col-span-6 lg:justify-end">
          <button type="submit" className="btn-primary w-full lg:w-auto">
            Search
          </button>
        </div>
      </form>
      {!universities.ok ? (
        <p role="alert" className="mt-8 rounded-xl bg-danger-50 p-4 text-danger">
          Failed to fetch universities
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted" data-testid="result-count" aria-live="polite">
            {total.toLocaleString('en-US')} {total === 1 ? 'result' : 'results'}
          </p>
          {universities.data.length === 0 ? (
            <p className="mt-4 rounded-2xl border border-dashed border-line-strong p-10 text-center text-muted">
              No universities match your search.
            </p>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="universities">
              {universities.data.map((university) => (
                <li key={university.id}>
                  <UniversityCard university={university} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={query.page}
            pageCount={pageCountOf(total, UNIVERSITY_PAGE_SIZE)}
            hrefFor={(page) => universityListHref(query, { page })}
            label="University pages"
          />
        </>
      )}
    </div>
  );
}
