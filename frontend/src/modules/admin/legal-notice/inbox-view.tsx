import {
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  type InboxItemSummary,
  type InboxKind,
  type InboxStatus,
} from '@studyhub/contracts';
import clsx from 'clsx';
import Link from 'next/link';
import { fetchFromGateway, queryString } from '@/modules/gateway/server-fetch';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { StatusBadge, type BadgeTone } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { LegalNoticeTabs } from './legal-notice-tabs';

export const INBOX_PATH = '/admin/legal-notice/messages';
const PAGE_SIZE = 20;

export const STATUS_TONES: Record<InboxStatus, BadgeTone> = {
  open: 'warning',
  in_progress: 'info',
  resolved: 'success',
};

const COLUMNS: readonly Column<InboxItemSummary>[] = [
  { key: 'received', header: 'Received', cell: (item) => formatDateTime(item.created_at, 'utc') },
  { key: 'kind', header: 'Kind', cell: (item) => INBOX_KIND_LABELS[item.kind] },
  {
    key: 'subject',
    header: 'Subject',
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
    cell: (item) => <StatusBadge tone={STATUS_TONES[item.status]}>{INBOX_STATUS_LABELS[item.status]}</StatusBadge>,
  },
];

export interface InboxFilters {
  kind: InboxKind | null;
  status: InboxStatus | null;
  page: number;
}

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

/** /admin/legal-notice/messages: contact messages, complaints and takedown notices, newest first. */
export async function InboxView({ filters }: { filters: InboxFilters }) {
  const list = await fetchFromGateway<InboxItemSummary[]>(
    `/admin/pages/inbox${queryString({ kind: filters.kind, status: filters.status, page: filters.page, limit: PAGE_SIZE })}`,
    { fallbackMessage: 'The messages could not be loaded.' },
  );
  const href = (next: Partial<InboxFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    return `${INBOX_PATH}${queryString({ kind: merged.kind, status: merged.status, page: merged.page > 1 ? merged.page : null })}`;
  };
  const total = list.ok ? (list.meta?.total ?? list.data.length) : 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
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
          hrefOf={(kind) => href({ kind })}
        />
        <FilterLinks
          label="Status"
          values={INBOX_STATUSES}
          labels={INBOX_STATUS_LABELS}
          current={filters.status}
          hrefOf={(status) => href({ status })}
        />
        {list.ok ? (
          list.data.length === 0 ? (
            <p className="rounded-2xl border border-line bg-surface-muted p-6 text-sm text-muted">No messages here.</p>
          ) : (
            <>
              <DataTable
                caption={`Messages, newest first (${total} in all)`}
                columns={COLUMNS}
                rows={list.data}
                rowKey={(item) => `${item.kind}:${item.id}`}
                rowTestId="admin-inbox-row"
                tableFrom="lg"
              />
              {pages > 1 ? (
                <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
                  {filters.page > 1 ? (
                    <Link className="link" href={href({ page: filters.page - 1 })}>
                      Previous
                    </Link>
                  ) : null}
                  <span>
                    Page {filters.page} of {pages}
                  </span>
                  {filters.page < pages ? (
                    <Link className="link" href={href({ page: filters.page + 1 })}>
                      Next
                    </Link>
                  ) : null}
                </nav>
              ) : null}
            </>
          )
        ) : (
          <LoadError message={list.message} retryHref={INBOX_PATH} />
        )}
      </section>
    </div>
  );
}
