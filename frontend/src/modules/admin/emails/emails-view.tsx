import type { AdminEmailLogEntry } from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import type { Column } from '@/modules/tables/components/data-table';
import { StatusBadge, type BadgeTone } from '@/modules/tables/components/status-badge';
import { SortHiddenFields } from '@/modules/tables/components/sort-hidden-fields';
import { formatDateTime } from '@/modules/tables/format-date';
import { ListResults } from '@/modules/tables/components/list-results';
import {
  EMAIL_DEFAULT_SORT,
  EMAIL_STATUS_LABELS,
  emailLogApiQuery,
  emailLogPageHref,
  emailLogSortHref,
  parseEmailLogFilters,
  type EmailLogFilters,
} from './email-filters';
import { ResendEmailButton } from './resend-email-button';
import { TemplatePreviews } from './template-previews';

const TONES: Record<AdminEmailLogEntry['status'], BadgeTone> = {
  pending: 'warning',
  sent: 'success',
  failed: 'danger',
};

const COLUMNS: readonly Column<AdminEmailLogEntry>[] = [
  {
    key: 'created',
    header: 'Queued',
    sortKey: 'created_at',
    sortFirst: 'desc',
    cell: (row) => formatDateTime(row.created_at, 'utc'),
  },
  {
    key: 'recipient',
    sortKey: 'recipient',
    header: 'To',
    cell: (row) => (
      <>
        <span className="block">{row.recipient}</span>
        {row.recipient_name ? <span className="block text-xs text-muted">{row.recipient_name}</span> : null}
      </>
    ),
  },
  {
    key: 'subject',
    header: 'Subject',
    cell: (row) => (
      <>
        <span className="block">{row.subject}</span>
        <span className="block font-mono text-xs text-muted">
          {row.template}
          {row.resent_from ? ' · resent' : ''}
        </span>
      </>
    ),
  },
  {
    key: 'status',
    sortKey: 'status',
    header: 'Status',
    cell: (row) => (
      <>
        <StatusBadge tone={TONES[row.status]}>{EMAIL_STATUS_LABELS[row.status]}</StatusBadge>
        <span className="mt-1 block text-xs text-muted">
          {row.attempts} {row.attempts === 1 ? 'attempt' : 'attempts'}
          {row.sent_at ? `, sent ${formatDateTime(row.sent_at, 'utc')}` : ''}
        </span>
        {row.last_error ? <span className="mt-1 block text-xs text-red-700">{row.last_error}</span> : null}
      </>
    ),
  },
  {
    key: 'actions',
    header: 'Actions',
    cell: (row) =>
      row.can_resend ? (
        <ResendEmailButton emailId={row.id} recipient={row.recipient} />
      ) : (
        <span className="text-xs text-muted">{row.status === 'pending' ? 'Being delivered' : 'Single-use link'}</span>
      ),
  },
];

function FilterForm({ filters, templates }: { filters: EmailLogFilters; templates: readonly string[] }) {
  return (
    <form action="/admin/emails" method="get" className="mt-4 flex flex-wrap items-end gap-3">
      <SortHiddenFields sort={filters.sort} defaults={EMAIL_DEFAULT_SORT} />
      <label className="text-sm font-medium text-ink">
        Status
        <select
          name="status"
          defaultValue={filters.status ?? ''}
          className="mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-sm"
        >
          <option value="">All</option>
          {Object.entries(EMAIL_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-ink">
        Template
        <select
          name="template"
          defaultValue={filters.template ?? ''}
          className="mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-sm"
        >
          <option value="">All</option>
          {templates.map((template) => (
            <option key={template} value={template}>
              {template}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-ink">
        Recipient or subject
        <input
          type="search"
          name="q"
          defaultValue={filters.q ?? ''}
          maxLength={200}
          className="mt-1 block w-64 rounded-lg border border-line px-3 py-2 text-sm"
        />
      </label>
      <button
        type="submit"
        className="min-h-10 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Filter
      </button>
    </form>
  );
}

/** /admin/emails: the e-mail log (newest first, filtered), resend, and every template previewed. */
export async function AdminEmailsView({ query }: { query: Record<string, string | string[] | undefined> }) {
  const filters = parseEmailLogFilters(query);
  const result = await fetchFromGateway<AdminEmailLogEntry[]>(`/admin/emails${emailLogApiQuery(filters)}`, {
    fallbackMessage: 'The e-mail log could not be loaded.',
  });
  const meta = result.ok ? (result.meta as { templates?: unknown } | undefined) : undefined;
  const templates = Array.isArray(meta?.templates)
    ? meta.templates.filter((t): t is string => typeof t === 'string')
    : [];
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">E-mails</h1>
      <p className="mt-1 text-sm text-muted">
        Every e-mail Studyhub queued, newest first. Messages with single-use links (verification, password reset) keep
        no body and cannot be resent.
      </p>
      <FilterForm filters={filters} templates={templates} />
      <ListResults
        result={result}
        columns={COLUMNS}
        caption="E-mail log"
        rowKey={(row) => row.id}
        rowTestId="admin-email-row"
        emptyTitle="No e-mails match."
        retryHref={emailLogPageHref(filters, filters.page)}
        hrefForPage={(page) => emailLogPageHref(filters, page)}
        sort={{ current: filters.sort, href: (sort) => emailLogSortHref(filters, sort) }}
        exportQuery={`/admin/emails${emailLogApiQuery(filters)}`}
        noun={['e-mail', 'e-mails']}
      />
      <section aria-labelledby="email-templates-heading" className="mt-10">
        <h2 id="email-templates-heading" className="text-xl font-semibold text-ink">
          Template previews
        </h2>
        <p className="mt-1 text-sm text-muted">Each template rendered with sample data, as recipients see it.</p>
        <TemplatePreviews />
      </section>
    </div>
  );
}
