import Link from 'next/link';
import type { ScholarshipFacetValue, ScholarshipFacetsResponse, ScholarshipResponse } from '@studyhub/contracts';
import { SCHOLARSHIP_SORTS } from '@studyhub/contracts';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { pageCountOf } from '@/modules/catalog/pagination-window';
import { SelectField } from '@/modules/forms/components/select-field';
import type { GatewayResult } from '@/modules/gateway/server-fetch';
import { Breadcrumbs } from '@/modules/taxonomy/components/breadcrumbs';
import { ScholarshipCard } from '../components/scholarship-card';
import {
  SCHOLARSHIP_PAGE_SIZE,
  SCHOLARSHIP_SORT_LABELS,
  hasFilters,
  scholarshipListHref,
  type ScholarshipQuery,
} from '../scholarship-query';

const MIN_AMOUNT_CHOICES = [1_000, 5_000, 10_000, 25_000, 50_000] as const;

const EMPTY_FACETS: ScholarshipFacetsResponse = { fields_of_study: [], levels: [], countries: [], universities: [] };

function facetOption(facet: ScholarshipFacetValue) {
  return (
    <option key={facet.value} value={facet.value}>
      {facet.label} ({facet.count})
    </option>
  );
}

/** /scholarships: filters, sort and pages in the URL; the save button on every card. */
export function ScholarshipsView({
  query,
  scholarships,
  facets,
  today,
  signedIn,
  reminderDays,
}: {
  query: ScholarshipQuery;
  scholarships: GatewayResult<ScholarshipResponse[]>;
  facets: ScholarshipFacetsResponse | null;
  today: string;
  signedIn: boolean;
  reminderDays: number;
}) {
  const total = scholarships.ok ? (scholarships.meta?.total ?? scholarships.data.length) : 0;
  const options = facets ?? EMPTY_FACETS;
  const returnPath = scholarshipListHref(query, { page: query.page });
  return (
    <div className="page-container py-10">
      <Breadcrumbs trail={[{ label: 'Scholarships', href: '/scholarships' }]} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Scholarships</h1>
          <p className="mt-2 max-w-2xl text-muted">
            Funding for undergraduate, master’s and PhD study around the world. Save the ones you want to apply for and
            we will remind you {reminderDays} days before they close.
          </p>
        </div>
        {signedIn ? (
          <Link href="/dashboard/scholarships" className="btn-secondary">
            My saved scholarships
          </Link>
        ) : null}
      </div>
      <form
        method="get"
        action="/scholarships"
        role="search"
        aria-label="Filter scholarships"
        className="mt-6 grid gap-4 rounded-2xl border border-line bg-surface-muted p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="field-label sm:col-span-2">
          Search by name or provider
          <input className="field-input" type="search" name="q" defaultValue={query.q ?? ''} maxLength={200} />
        </label>
        <SelectField label="Field of study" name="field_of_study" defaultValue={query.field ?? ''}>
          <option value="">All fields</option>
          {options.fields_of_study.map(facetOption)}
        </SelectField>
        <SelectField label="Level" name="level" defaultValue={query.level ?? ''}>
          <option value="">All levels</option>
          {options.levels.map(facetOption)}
        </SelectField>
        <SelectField label="Country" name="country" defaultValue={query.country ?? ''}>
          <option value="">All countries</option>
          {options.countries.map(facetOption)}
        </SelectField>
        <SelectField label="University" name="university" defaultValue={query.university ?? ''}>
          <option value="">All universities</option>
          {options.universities.map(facetOption)}
        </SelectField>
        <SelectField label="Minimum amount" name="min_amount" defaultValue={query.minAmount?.toString() ?? ''}>
          <option value="">Any amount</option>
          {MIN_AMOUNT_CHOICES.map((amount) => (
            <option key={amount} value={amount}>
              ${amount.toLocaleString('en-US')} or more
            </option>
          ))}
        </SelectField>
        <label className="field-label">
          Closes by
          <input
            className="field-input"
            type="date"
            name="deadline_before"
            min={today}
            defaultValue={query.deadlineBefore ?? ''}
          />
        </label>
        <SelectField label="Sort by" name="sort" defaultValue={query.sort}>
          {SCHOLARSHIP_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SCHOLARSHIP_SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 self-end pb-3 text-sm text-ink">
          <input type="checkbox" name="include_closed" value="true" defaultChecked={query.includeClosed} />
          Include closed scholarships
        </label>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4 lg:justify-end">
          {hasFilters(query) ? (
            <Link href="/scholarships" className="btn-ghost">
              Clear filters
            </Link>
          ) : null}
          <button type="submit" className="btn-primary w-full sm:w-auto">
            Show scholarships
          </button>
        </div>
      </form>
      {!scholarships.ok ? (
        <p role="alert" className="mt-8 rounded-xl bg-danger-50 p-4 text-danger">
          {scholarships.message}
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted" data-testid="result-count" aria-live="polite">
            {total.toLocaleString('en-US')} {total === 1 ? 'scholarship' : 'scholarships'}
          </p>
          {scholarships.data.length === 0 ? (
            <EmptyState
              title="No scholarships match your filters."
              description="Try another field or level, or include scholarships that have closed."
              action={
                hasFilters(query) ? (
                  <Link href="/scholarships" className="btn-secondary">
                    Clear filters
                  </Link>
                ) : undefined
              }
            />
          ) : (
            <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="scholarships">
              {scholarships.data.map((scholarship) => (
                <li key={scholarship.id}>
                  <ScholarshipCard
                    scholarship={scholarship}
                    today={today}
                    signedIn={signedIn}
                    returnPath={returnPath}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={query.page}
            pageCount={pageCountOf(total, SCHOLARSHIP_PAGE_SIZE)}
            hrefFor={(page) => scholarshipListHref(query, { page })}
            label="Scholarship pages"
          />
        </>
      )}
    </div>
  );
}
