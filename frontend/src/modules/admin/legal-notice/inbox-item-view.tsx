import {
  COMPLAINT_CATEGORY_LABELS,
  CONTACT_TOPIC_LABELS,
  INBOX_KIND_LABELS,
  INBOX_STATUS_LABELS,
  type ComplaintCategory,
  type ContactTopic,
  type InboxItem,
  type InboxKind,
} from '@studyhub/contracts';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { LoadError } from '@/modules/tables/components/load-error';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { InboxItemForm } from './inbox-item-form';
import { INBOX_PATH, STATUS_TONES } from './inbox-view';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The kind's own fields as label and value pairs. */
function detailsOf(item: InboxItem): [string, ReactNode][] {
  const d = item.details;
  if (item.kind === 'contact') return [['Topic', CONTACT_TOPIC_LABELS[d.topic as ContactTopic] ?? text(d.topic)]];
  if (item.kind === 'complaint') {
    return [
      ['About', COMPLAINT_CATEGORY_LABELS[d.category as ComplaintCategory] ?? text(d.category)],
      ['Link', text(d.content_url) || '—'],
      ['Wanted outcome', text(d.desired_outcome) || '—'],
    ];
  }
  const urls = Array.isArray(d.infringing_urls) ? d.infringing_urls.map(text) : [];
  return [
    [
      'Postal address',
      <span key="address" className="whitespace-pre-wrap">
        {text(d.postal_address)}
      </span>,
    ],
    ['Telephone', text(d.phone)],
    [
      'Documents',
      <ul key="urls" className="list-disc pl-5">
        {urls.map((url) => (
          <li key={url} className="break-all">
            {url}
          </li>
        ))}
      </ul>,
    ],
    ['Where', text(d.location_details) || '—'],
    ['Good-faith statement', d.good_faith === true ? 'Confirmed' : 'Missing'],
    ['Accuracy statement', d.accurate_and_authorised === true ? 'Confirmed' : 'Missing'],
    ['Signature', text(d.signature)],
  ];
}

/** /admin/legal-notice/messages/{kind}/{id}: one message with its details, status and internal note. */
export async function InboxItemView({ kind, id }: { kind: InboxKind; id: string }) {
  const result = await fetchFromGateway<InboxItem>(`/admin/pages/inbox/${kind}/${encodeURIComponent(id)}`, {
    fallbackMessage: 'The message could not be loaded.',
  });
  return (
    <div>
      <p className="text-sm">
        <Link href={INBOX_PATH} className="link">
          Messages
        </Link>
      </p>
      {result.ok ? (
        <div className="mt-2 grid gap-8 xl:grid-cols-[2fr_1fr]">
          <article aria-labelledby="inbox-item-heading">
            <p className="text-sm text-muted">
              {INBOX_KIND_LABELS[result.data.kind]} · received {formatDateTime(result.data.created_at, 'utc')}
            </p>
            <h1 id="inbox-item-heading" className="mt-1 text-2xl font-bold text-ink">
              {result.data.subject}
            </h1>
            <p className="mt-2 text-sm">
              From {result.data.name} ·{' '}
              <a className="link" href={`mailto:${result.data.email}`}>
                {result.data.email}
              </a>{' '}
              ·{' '}
              <StatusBadge tone={STATUS_TONES[result.data.status]}>
                {INBOX_STATUS_LABELS[result.data.status]}
              </StatusBadge>
            </p>
            <div className="mt-6 rounded-2xl border border-line bg-white p-5 text-base whitespace-pre-wrap text-ink">
              {result.data.message}
            </div>
            <dl className="mt-6 grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
              {detailsOf(result.data).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-muted">{label}</dt>
                  <dd className="text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </article>
          <aside className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            <InboxItemForm item={result.data} />
          </aside>
        </div>
      ) : (
        <div className="mt-4">
          <LoadError message={result.message} retryHref={`${INBOX_PATH}/${kind}/${id}`} />
        </div>
      )}
    </div>
  );
}
