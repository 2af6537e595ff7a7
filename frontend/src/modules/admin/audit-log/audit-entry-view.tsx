import type { AuditLogEntry } from '@studyhub/contracts';
import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { LoadError } from '@/modules/tables/components/load-error';
import { formatDateTime } from '@/modules/tables/format-date';
import { AuditDiffTable } from './audit-diff-table';
import { actionLabel, SERVICE_LABELS } from './audit-filters';

const filterHref = (key: string, value: string): string =>
  `/admin/audit-log?${new URLSearchParams({ [key]: value }).toString()}`;

/** /admin/audit-log/{id}: one admin action, with the record before and after it. */
export async function AuditEntryView({ entryId }: { entryId: string }) {
  const result = await fetchFromGateway<AuditLogEntry>(`/admin/audit-log/${entryId}`, {
    fallbackMessage: 'This audit entry could not be loaded.',
  });
  if (!result.ok && result.status === 404) notFound();
  return (
    <div>
      <Link href="/admin/audit-log" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Audit trail
      </Link>
      {!result.ok ? (
        <div className="mt-4">
          <LoadError message={result.message} retryHref={`/admin/audit-log/${entryId}`} />
        </div>
      ) : (
        <EntryDetails entry={result.data} />
      )}
    </div>
  );
}

function EntryDetails({ entry }: { entry: AuditLogEntry }) {
  const facts: [string, ReactNode][] = [
    ['When', formatDateTime(entry.occurred_at, 'utc')],
    [
      'Admin',
      <Link key="admin" href={filterHref('actor', entry.actor_id)} className="break-all text-brand-700 hover:underline">
        {entry.actor_email ?? entry.actor_id}
      </Link>,
    ],
    ['Service', SERVICE_LABELS[entry.service] ?? entry.service],
    [
      'Action',
      <Link key="action" href={filterHref('action', entry.action)} className="text-brand-700 hover:underline">
        {actionLabel(entry.action)} <span className="text-xs text-muted">({entry.action})</span>
      </Link>,
    ],
    [
      'Target',
      <Link
        key="target"
        href={filterHref('target_id', entry.target_id)}
        className="break-all text-brand-700 hover:underline"
      >
        {actionLabel(entry.target_type)} {entry.target_id}
      </Link>,
    ],
    [
      'Request',
      <span key="request" className="font-mono text-xs break-all">
        {entry.correlation_id}
      </span>,
    ],
  ];
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold break-words text-ink">{entry.summary}</h1>
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-2xl border border-line bg-white p-4 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="min-w-0 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-lg font-semibold text-ink">Before and after</h2>
      <AuditDiffTable before={entry.before} after={entry.after} />
    </>
  );
}
