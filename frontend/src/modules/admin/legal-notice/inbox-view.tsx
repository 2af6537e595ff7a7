import {
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  type InboxItemSummary,
  type InboxStatus,
} from '@studyhub/contracts';
import clsx from 'clsx';
import Link from 'next/link';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import type { Column } from '@/modules/tables/components/data-table';
import { SortHiddenFields } from '@/modules/tables/components/sort-hidden-fields';
import { StatusBadge, type BadgeTone } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { ListResults } from '@/modules/tables/components/list-results';
import {
  INBOX_DEFAULT_SORT,
  INBOX_PATH,
  inboxApiQuery,
  inboxHref,
  inboxSortHref,
  type InboxFilters,
} from './inbox-filters';
import { LegalNoticeTabs } from './legal-notice-tabs';

export { INBOX_PATH } from './inbox-filters';

export const STATUS_TONES: Record<InboxStatus, BadgeTone> = {
  open: 'warning',
  in_progress: 'info',
  resolved: 'success',
};

const COLUMNS: readonly Column<InboxItemSummary>[] = [
  {
    key: 'received',
    header: 'Received',
    sortKey: 'created_at',
    sortFirst: 'desc',
    cell: (item) => formatDateTime(item.created_at, 'utc'),
  },
  { key: 'kind', header: 'Kind', sortKey: 'kind', cell: (item) => INBOX_KIND_LABELS[item.kind] },
  {
    key: 'subject',
    header: 'Subject',
    sortKey: 'subject',
    cell: (item) => (
      <Link href={`${INBOX_PATH}/${item.kind}/${item.id}`} className="link font-semibold">
        {item.subject}
      </Link>
    ),
  },
  {
    key: 'from',
    header: 'From',
    cell: (item) => (
      <>
        {item.name}
        <span className="block text-xs text-muted">{item.email}</span>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (item) => <StatusBadge tone={STATUS_TONES[item.status]}>{INBOX_STATUS_LABELS[item.status]}</StatusBadge>,
  },
];

function FilterLinks<T extends string>({
  label,
  values,
  labels,
  current,
  hrefOf,
}: {
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
  current: T | null;
  hrefOf: (value: T | null) => string;
}) {
  const chips: { value: T | null; label: string }[] = [
    { value: null, label: 'All' },
    ...values.map((value) => ({ value, label: labels[value] })),
  ];
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-ink">{label}:</span>
      {chips.map((chip) => (
        <Link
          key={chip.label}
          href={hrefOf(chip.value)}
          aria-current={chip.value === current ? 'page' : undefined}
          className={clsx(
            'rounded-full border px-3 py-1',
            chip.value === current
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-line-strong bg-white text-ink hover:bg-brand-50',
          )}
        >
          {chip.label}
        </Link>
      ))}
    </nav>
  );
}

/** Search by subject, sender or address; kind, status and order stay as chosen. */
function InboxSearchForm({ filters }: { filters: InboxFilters }) {
  return (
    <form
      method="get"
      action={INBOX_PATH}
      role="search"
      aria-label="Find messages"
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4"
    >
      {filters.kind ? <input type="hidden" name="kind" value={filters.kind} /> : null}
      {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
      <SortHiddenFields sort={filters.sort} defaults={INBOX_DEFAULT_SORT} />
      <label className="field-label min-w-0 flex-1 basis-60">
        Subject, name or e-mail
        <input
          className="field-input"
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={200}
          autoComplete="off"
        />
      </label>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          Search
        </button>
        {filters.q ? (
          <Link href={inboxHref(filters, { q: '' })} className="btn-secondary">
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** /admin/legal-notice/messages: contact messages, complaints and takedown notices, newest first unless sorted otherwise. */
export async function InboxView({ filters }: { filters: InboxFilters }) {
  const list = await fetchFromGateway<InboxItemSummary[]>(inboxApiQuery(filters), {
    fallbackMessage: 'The messages could not be loaded.',
  });
  const isFiltered = filters.kind !== null || filters.status !== null || filters.q !== '';
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Legal notice</h1>
      <p className="mt-1 text-sm text-muted">
        Everything people send the support team: contact messages, complaints and notice-and-takedown requests. Support
        is e-mailed about each one; keep the status and an internal note here.
      </p>
      <LegalNoticeTabs current="messages" />
      <section aria-labelledby="inbox-heading" className="mt-6 space-y-4">
        <h2 id="inbox-heading" className="text-lg font-semibold text-ink">
          Messages
        </h2>
        <FilterLinks
          label="Kind"
          values={INBOX_KINDS}
          labels={INBOX_KIND_LABELS}
          current={filters.kind}
          hrefOf={(kind) => inboxHref(filters, { kind })}
        />
        <FilterLinks
          label="Status"
          values={INBOX_STATUSES}
          labels={INBOX_STATUS_LABELS}
          current={filters.status}
          hrefOf={(status) => inboxHref(filters, { status })}
        />
        <InboxSearchForm filters={filters} />
        <ListResults
          result={list}
          columns={COLUMNS}
          caption="Messages"
          rowKey={(item) => `${item.kind}:${item.id}`}
          rowTestId="admin-inbox-row"
          emptyTitle={isFiltered ? 'No messages match.' : 'No messages yet.'}
          retryHref={inboxHref(filters, { page: filters.page })}
          hrefForPage={(page) => inboxHref(filters, { page })}
          sort={{ current: filters.sort, href: (sort) => inboxSortHref(filters, sort) }}
          exportQuery={inboxApiQuery(filters)}
          noun={['message', 'messages']}
        />
      </section>
    </div>
  );
}
