import type { AdminLegalPage, AdminPageVersionSummary } from '@studyhub/contracts';
import Link from 'next/link';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { LEGAL_LINK_LABELS } from '@/modules/legal/legal-document';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { formatDateTime } from '@/modules/tables/format-date';
import { LegalNoticeTabs } from './legal-notice-tabs';

function versionCell(version: AdminPageVersionSummary | null, prefix: string) {
  if (!version) return <span className="text-muted">None</span>;
  return (
    <>
      <span className="font-semibold">
        {prefix} {version.version}
      </span>
      {version.published_at ? (
        <span className="block text-xs text-muted">{formatDateTime(version.published_at, 'utc')}</span>
      ) : null}
    </>
  );
}

const COLUMNS: readonly Column<AdminLegalPage>[] = [
  {
    key: 'page',
    header: 'Page',
    cell: (page) => (
      <>
        <span className="font-semibold">{LEGAL_LINK_LABELS[page.slug]}</span>
        <span className="block text-xs text-muted">/legal/{page.slug}</span>
      </>
    ),
  },
  { key: 'live', header: 'Live', cell: (page) => versionCell(page.live, 'Version') },
  { key: 'scheduled', header: 'Scheduled', cell: (page) => versionCell(page.scheduled, 'Version') },
  { key: 'draft', header: 'Draft', cell: (page) => versionCell(page.draft, 'Version') },
  { key: 'count', header: 'Versions', align: 'end', cell: (page) => String(page.version_count) },
  {
    key: 'actions',
    header: 'Actions',
    cell: (page) => (
      <Link href={`/admin/legal-notice/${page.slug}`} className="btn-secondary min-h-9 px-3 py-1.5">
        Edit<span className="sr-only"> {LEGAL_LINK_LABELS[page.slug]}</span>
      </Link>
    ),
  },
];

/** /admin/legal-notice: each legal page with its live, scheduled and draft versions. */
export async function LegalNoticeView() {
  const pages = await fetchFromGateway<AdminLegalPage[]>('/admin/pages/legal', {
    fallbackMessage: 'The legal pages could not be loaded.',
  });
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Legal notice</h1>
      <p className="mt-1 text-sm text-muted">
        The legal pages and help questions of the site. Every change is a new version: save a draft, preview it, then
        publish it now or at a date. Old versions stay in the history and can be restored.
      </p>
      <LegalNoticeTabs current="legal" />
      <section aria-labelledby="legal-pages-heading" className="mt-6">
        <h2 id="legal-pages-heading" className="text-lg font-semibold text-ink">
          Legal pages
        </h2>
        <div className="mt-4">
          {pages.ok ? (
            <DataTable
              caption="Legal pages in the order the site lists them"
              columns={COLUMNS}
              rows={pages.data}
              rowKey={(page) => page.slug}
              rowTestId="admin-legal-page-row"
              tableFrom="lg"
            />
          ) : (
            <LoadError message={pages.message} retryHref="/admin/legal-notice" />
          )}
        </div>
      </section>
    </div>
  );
}
