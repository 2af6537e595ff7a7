import Link from 'next/link';
import type { ScholarshipResponse } from '@studyhub/contracts';
import { AdminListResults } from '@/modules/admin/money/admin-list-results';
import { SelectField } from '@/modules/forms/components/select-field';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import type { Column } from '@/modules/tables/components/data-table';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { firstParam, pageParam, type SearchParams } from '@/modules/taxonomy/search-params';
import { formatDeadline, formatScholarshipAmount } from '../scholarship-format';
import { ScholarshipRowActions } from './scholarship-row-actions';

const PATH = '/admin/scholarships';
const PAGE_SIZE = 20;
const STATUSES = { all: 'All', published: 'Published', draft: 'Drafts' } as const;
type Status = keyof typeof STATUSES;

const COLUMNS: readonly Column<ScholarshipResponse>[] = [
  {
    key: 'title',
    header: 'Scholarship',
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
    cell: (row) => formatScholarshipAmount(row.amount_min_cents, row.amount_max_cents),
  },
  { key: 'deadline', header: 'Deadline', cell: (row) => formatDeadline(row.deadline) },
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
  { key: 'actions', header: 'Actions', cell: (row) => <ScholarshipRowActions scholarship={row} /> },
];

function hrefOf(q: string | undefined, status: Status, page: number): string {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (status !== 'all') search.set('status', status);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `${PATH}?${text}` : PATH;
}

/** /admin/scholarships: every scholarship, drafts included, most recently changed first. */
export async function AdminScholarshipsView({ params }: { params: SearchParams }) {
  const q = firstParam(params, 'q')?.slice(0, 200);
  const rawStatus = firstParam(params, 'status');
  const status: Status = rawStatus === 'published' || rawStatus === 'draft' ? rawStatus : 'all';
  const page = pageParam(params);
  const apiSearch = new URLSearchParams({ status, page: String(page), limit: String(PAGE_SIZE) });
  if (q) apiSearch.set('q', q);
  const result = await fetchFromGateway<ScholarshipResponse[]>(`/admin/scholarships?${apiSearch.toString()}`, {
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
        <Link href={`${PATH}/new`} className="btn-primary">
          New scholarship
        </Link>
      </div>
      <form
        method="get"
        action={PATH}
        role="search"
        aria-label="Filter scholarships"
        className="mt-4 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_12rem_auto]"
      >
        <label className="field-label">
          Title, provider or slug
          <input className="field-input" type="search" name="q" defaultValue={q ?? ''} maxLength={200} />
        </label>
        <SelectField label="Status" name="status" defaultValue={status}>
          {(Object.keys(STATUSES) as Status[]).map((value) => (
            <option key={value} value={value}>
              {STATUSES[value]}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end">
          <button type="submit" className="btn-secondary w-full">
            Filter
          </button>
        </div>
      </form>
      <AdminListResults
        result={result}
        columns={COLUMNS}
        caption="Scholarships"
        rowKey={(row) => row.id}
        rowTestId="admin-scholarship-row"
        emptyTitle="No scholarships match."
        retryHref={hrefOf(q, status, page)}
        hrefForPage={(target) => hrefOf(q, status, target)}
        noun={['scholarship', 'scholarships']}
      />
    </div>
  );
}
