import type { CountryResponse, UniversityResponse } from '@studyhub/contracts';
import { Building2, Plus } from 'lucide-react';
import Link from 'next/link';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import type { Column } from '@/modules/tables/components/data-table';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { ListResults } from '@/modules/tables/components/list-results';
import { DeleteButton } from '../delete-button';
import { sortHrefOf, type PageQuery } from '../list-query';
import { UniversityStatusButton } from './status-button';
import { UniversityFilterForm } from './university-filter-form';
import {
  UNIVERSITY_STATUS_LABELS,
  UNIVERSITY_STATUS_TONES,
  isUniversityFiltered,
  parseUniversityFilters,
  universitiesApiQuery,
  universitiesPageHref,
} from './university-filters';

const COLUMNS: readonly Column<UniversityResponse>[] = [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'name',
    cell: (university) => (
      <>
        <Link href={`/admin/universities/${university.id}`} className="font-semibold text-brand-700 hover:underline">
          {university.name}
        </Link>
        <span className="block text-xs break-all text-muted">/{university.slug}</span>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (university) => (
      <StatusBadge tone={UNIVERSITY_STATUS_TONES[university.status]}>
        {UNIVERSITY_STATUS_LABELS[university.status]}
      </StatusBadge>
    ),
  },
  { key: 'country', header: 'Country', cell: (university) => university.country.name },
  {
    key: 'categories',
    header: 'Categories',
    cell: (university) => (university.categories.length > 0 ? university.categories.join(', ') : '—'),
  },
  {
    key: 'documents',
    header: 'Documents',
    sortKey: 'document_count',
    sortFirst: 'desc',
    align: 'end',
    cell: (u) => u.document_count,
  },
  {
    key: 'courses',
    header: 'Courses',
    sortKey: 'courses_count',
    sortFirst: 'desc',
    align: 'end',
    cell: (u) => u.courses_count,
  },
  {
    key: 'created',
    header: 'Added',
    sortKey: 'created_at',
    sortFirst: 'desc',
    cell: (university) => formatDateTime(university.created_at, 'utc'),
  },
  {
    key: 'actions',
    header: 'Actions',
    cell: (university) => (
      <div className="flex flex-wrap gap-2">
        {university.status !== 'approved' ? <UniversityStatusButton university={university} to="approved" /> : null}
        <Link
          href={`/admin/universities/${university.id}`}
          className="btn-ghost min-h-9 px-3 py-1.5"
          aria-label={`Edit ${university.name}`}
        >
          Edit
        </Link>
        <Link
          href={`/admin/courses?university_id=${university.id}`}
          className="btn-ghost min-h-9 px-3 py-1.5"
          aria-label={`Courses of ${university.name}`}
        >
          Courses
        </Link>
        <DeleteButton kind="university" apiPath={`/admin/universities/${university.id}`} name={university.name} />
      </div>
    ),
  },
];

/** /admin/universities: find by name, status, country and category; approve, edit or delete. */
export async function AdminUniversitiesView({ query }: { query: PageQuery }) {
  const filters = parseUniversityFilters(query);
  const apiQuery = universitiesApiQuery(filters);
  const [result, countries] = await Promise.all([
    fetchFromGateway<UniversityResponse[]>(apiQuery, { fallbackMessage: 'The universities could not be loaded.' }),
    fetchFromGateway<CountryResponse[]>('/countries', { revalidate: 3600 }),
  ]);
  const pageHref = universitiesPageHref(filters, filters.page);
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Universities</h1>
          <p className="mt-1 text-sm text-muted">
            New universities wait as pending until approved; only approved ones show on the site.
          </p>
        </div>
        <Link href="/admin/universities/new" className="btn-primary">
          <Plus aria-hidden="true" className="size-4" />
          New university
        </Link>
      </div>
      <UniversityFilterForm filters={filters} countries={countries.ok ? countries.data : []} />
      <ListResults
        result={result}
        emptyIcon={Building2}
        emptyTitle={isUniversityFiltered(filters) ? 'No universities match.' : 'No universities yet.'}
        emptyDescription={isUniversityFiltered(filters) ? 'Try another name or fewer filters.' : undefined}
        emptyAction={
          isUniversityFiltered(filters) ? (
            <Link href="/admin/universities" className="btn-secondary">
              Clear filters
            </Link>
          ) : (
            <Link href="/admin/universities/new" className="btn-secondary">
              Add the first university
            </Link>
          )
        }
        retryHref={pageHref}
        isErrorSpaced
        hrefForPage={(page) => universitiesPageHref(filters, page)}
        noun={['university', 'universities']}
        exportQuery={apiQuery}
        caption="Universities"
        columns={COLUMNS}
        rowKey={(university) => university.id}
        rowTestId="admin-university-row"
        tableFrom="xl"
        sort={{ current: filters.sort, href: sortHrefOf(pageHref) }}
      />
    </div>
  );
}
