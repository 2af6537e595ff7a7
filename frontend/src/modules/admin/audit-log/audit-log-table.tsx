import type { AuditLogEntrySummary } from '@studyhub/contracts';
import Link from 'next/link';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { formatDateTime } from '@/modules/tables/format-date';
import { actionLabel, auditSortHref, SERVICE_LABELS, type AuditFilters } from './audit-filters';

export const auditEntryHref = (id: string): string => `/admin/audit-log/${id}`;

/** One page of the trail: when, who, where, what and a summary; each entry opens its before and after. */
export function AuditLogTable({ entries, filters }: { entries: AuditLogEntrySummary[]; filters: AuditFilters }) {
  const columns: readonly Column<AuditLogEntrySummary>[] = [
    {
      key: 'when',
      header: 'When',
      sortKey: 'occurred_at',
      sortFirst: 'desc',
      cell: (entry) => (
        <Link
          href={auditEntryHref(entry.id)}
          className="font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
          data-testid="audit-entry-link"
        >
          {formatDateTime(entry.occurred_at, 'utc')}
        </Link>
      ),
    },
    {
      key: 'who',
      header: 'Admin',
      sortKey: 'actor',
      cell: (entry) => <span className="break-all">{entry.actor_email ?? entry.actor_id}</span>,
    },
    {
      key: 'service',
      header: 'Service',
      sortKey: 'service',
      cell: (entry) => SERVICE_LABELS[entry.service] ?? entry.service,
    },
    {
      key: 'action',
      header: 'Action',
      sortKey: 'action',
      cell: (entry) => (
        <span title={entry.action} data-testid="audit-action">
          {actionLabel(entry.action)}
        </span>
      ),
    },
    {
      key: 'target',
      header: 'Target',
      sortKey: 'target_type',
      cell: (entry) => (
        <span className="block min-w-0">
          <span className="block">{actionLabel(entry.target_type)}</span>
          <span className="block text-xs break-all text-muted">{entry.target_id}</span>
        </span>
      ),
    },
    {
      key: 'summary',
      header: 'Summary',
      cell: (entry) => (
        <Link href={auditEntryHref(entry.id)} className="break-words text-ink hover:underline">
          {entry.summary}
          <span className="sr-only"> (view the changes)</span>
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      caption="Admin actions"
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      tableFrom="lg"
      rowTestId="audit-row"
      sort={{ current: filters.sort, href: (sort) => auditSortHref(filters, sort) }}
    />
  );
}
