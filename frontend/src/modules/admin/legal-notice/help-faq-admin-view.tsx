import { HELP_FAQ_CATEGORIES, type HelpFaqEntry, type HelpFaqRevision } from '@studyhub/contracts';
import Link from 'next/link';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { formatDateTime } from '@/modules/tables/format-date';
import { FaqEntryActions, NewFaqButton } from './faq-entry-actions';
import { LegalNoticeTabs } from './legal-notice-tabs';

const PATH = '/admin/legal-notice/help';
const CATEGORY_LABELS = new Map<string, string>(HELP_FAQ_CATEGORIES.map((category) => [category.id, category.label]));

function columns(order: readonly string[]): readonly Column<HelpFaqEntry>[] {
  return [
    { key: 'position', header: '#', align: 'end', cell: (entry) => String(entry.position) },
    { key: 'question', header: 'Question', cell: (entry) => <span className="font-semibold">{entry.question}</span> },
    { key: 'category', header: 'Category', cell: (entry) => CATEGORY_LABELS.get(entry.category) ?? entry.category },
    {
      key: 'history',
      header: 'History',
      cell: (entry) => (
        <Link href={`${PATH}?entry=${entry.id}`} className="link text-sm">
          Edits<span className="sr-only"> of {entry.question}</span>
        </Link>
      ),
    },
    { key: 'actions', header: 'Actions', cell: (entry) => <FaqEntryActions entry={entry} order={order} /> },
  ];
}

/** /admin/legal-notice/help: the help page's questions in display order, each with its edit history. */
export async function HelpFaqAdminView({ entryId }: { entryId: string | null }) {
  const entries = await fetchFromGateway<HelpFaqEntry[]>('/admin/pages/help', {
    fallbackMessage: 'The help questions could not be loaded.',
  });
  const revisions = entryId
    ? await fetchFromGateway<HelpFaqRevision[]>(`/admin/pages/help/${encodeURIComponent(entryId)}/revisions`)
    : null;
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Legal notice</h1>
      <p className="mt-1 text-sm text-muted">
        Questions appear on the help page in this order, filtered by their category. Changes show on the site at once.
      </p>
      <LegalNoticeTabs current="help" />
      <section aria-labelledby="faq-heading" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="faq-heading" className="text-lg font-semibold text-ink">
            Help FAQ
          </h2>
          <NewFaqButton />
        </div>
        {revisions?.ok ? (
          <div className="mt-4 rounded-2xl border border-brand-300 bg-white p-5" aria-label="Edit history">
            <div className="flex items-center justify-between">
              <h3 className="font-semibold text-ink">Edit history</h3>
              <Link href={PATH} className="btn-ghost min-h-9 px-3 py-1.5">
                Close
              </Link>
            </div>
            <ol className="mt-3 space-y-3 text-sm">
              {revisions.data.map((revision) => (
                <li key={revision.id} className="rounded-lg border border-line p-3">
                  <p className="text-muted">
                    {formatDateTime(revision.created_at, 'utc')} · {revision.action}
                    {revision.author_id ? '' : ' · first version'}
                  </p>
                  <p className="mt-1 font-semibold text-ink">{revision.question}</p>
                  <p className="mt-1 whitespace-pre-wrap text-ink">{revision.answer}</p>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        <div className="mt-4">
          {entries.ok ? (
            <DataTable
              caption="Help questions in display order"
              columns={columns(entries.data.map((entry) => entry.id))}
              rows={entries.data}
              rowKey={(entry) => entry.id}
              rowTestId="admin-faq-row"
              tableFrom="lg"
            />
          ) : (
            <LoadError message={entries.message} retryHref={PATH} />
          )}
        </div>
      </section>
    </div>
  );
}
