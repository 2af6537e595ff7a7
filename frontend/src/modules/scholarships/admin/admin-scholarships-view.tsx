import Link from 'next/link';
import type { AdminScholarshipListItem } from '@studyhub/contracts';
import { ListResults } from '@/modules/tables/components/list-results';
import { SelectField } from '@/modules/forms/components/select-field';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import type { Column } from '@/modules/tables/components/data-table';
import { SortHiddenFields } from '@/modules/tables/components/sort-hidden-fields';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import type { SearchParams } from '@/modules/taxonomy/search-params';
import { formatDeadline, formatScholarshipAmount } from '../scholarship-format';
import {
  ADMIN_SCHOLARSHIPS_PATH,
  adminScholarshipsApiQuery,
  adminScholarshipsPageHref,
  adminScholarshipsSortHref,
  parseAdminScholarshipFilters,
  SCHOLARSHIP_STATUS_LABELS,
  SCHOLARSHIPS_DEFAULT_SORT,
  type ScholarshipStatusFilter,
} from './admin-scholarship-filters';
import { ScholarshipRowActions } from './scholarship-row-actions';

const COLUMNS: readonly Column<AdminScholarshipListItem>[] = [
  {
    key: 'title',
    header: 'Scholarship',
    sortKey: 'title',
    cell: (row) => (
      <>
        {row.is_published ? (
          <Link href={`/scholarships/${row.slug}`} className="link font-semibold">
            {row.title}
          </Link>
        ) : (
          <span className="font-semibold text-ink">{row.title}</span>
        )}
        <span className="block text-xs text-muted">{row.provider}</span>
      </>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    sortKey: 'amount',
    sortFirst: 'desc',
    cell: (row) => formatScholarshipAmount(row.amount_min_cents, row.amount_max_cents),
  },
  { key: 'deadline', header: 'Deadline', sortKey: 'deadline', cell: (row) => formatDeadline(row.deadline) },
  {
    key: 'where',
    header: 'Where',
    cell: (row) => (row.university ? `${row.university.name}, ${row.country_name}` : row.country_name),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) =>
      row.is_published ? (
        <StatusBadge tone="success">Published</StatusBadge>
      ) : (
        <StatusBadge tone="neutral">Draft</StatusBadge>
      ),
  },
  {
    key: 'updated',
    header: 'Last changed',
    sortKey: 'updated_at',
    sortFirst: 'desc',
    cell: (row) => formatDateTime(row.updated_at, 'utc'),
  },
  { key: 'actions', header: 'Actions', cell: (row) => <ScholarshipRowActions scholarship={row} /> },
];

/** /admin/scholarships: every scholarship, drafts included, most recently changed first unless sorted otherwise. */
export async function AdminScholarshipsView({ params }: { params: SearchParams }) {
  const filters = parseAdminScholarshipFilters(params);
  const result = await fetchFromGateway<AdminScholarshipListItem[]>(adminScholarshipsApiQuery(filters), {
    fallbackMessage: 'The scholarships could not be loaded.',
  });
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink">Scholarships</h1>
          <p className="mt-1 text-sm text-muted">
            Published scholarships appear on /scholarships until their deadline. Students who saved one are reminded
            before it closes.
          </p>
        </div>
        <Link href={`${ADMIN_SCHOLARSHIPS_PATH}/new`} className="btn-primary">
          New scholarship
        </Link>
      </div>
      <form
        method="get"
        action={ADMIN_SCHOLARSHIPS_PATH}
        role="search"
        aria-label="Filter scholarships"
        className="mt-4 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_12rem_auto]"
      >
        <SortHiddenFields sort={filters.sort} defaults={SCHOLARSHIPS_DEFAULT_SORT} />
        <label className="field-label">
          Title, provider or slug
          <input className="field-input" type="search" name="q" defaultValue={filters.q} maxLength={200} />
        </label>
        <SelectField label="Status" name="status" defaultValue={filters.status}>
          {(Object.keys(SCHOLARSHIP_STATUS_LABELS) as ScholarshipStatusFilter[]).map((value) => (
            <option key={value} value={value}>
              {SCHOLARSHIP_STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end">
          <button type="submit" className="btn-secondary w-full">
            Filter
          </button>
        </div>
      </form>
      <ListResults
        result={result}
        columns={COLUMNS}
        caption="Scholarships"
        rowKey={(row) => row.id}
        rowTestId="admin-scholarship-row"
        emptyTitle={filters.q || filters.status !== 'all' ? 'No scholarships match.' : 'No scholarships yet.'}
        retryHref={adminScholarshipsPageHref(filters, filters.page)}
        hrefForPage={(page) => adminScholarshipsPageHref(filters, page)}
        sort={{ current: filters.sort, href: (sort) => adminScholarshipsSortHref(filters, sort) }}
        exportQuery={adminScholarshipsApiQuery(filters)}
        noun={['scholarship', 'scholarships']}
      />
    </div>
  );
}
