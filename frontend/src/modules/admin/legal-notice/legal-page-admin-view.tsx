import {
  parsePageMarkdown,
  type AdminPageVersion,
  type AdminPageVersionSummary,
  type LegalPageSlug,
  type PageVersionState,
} from '@studyhub/contracts';
import clsx from 'clsx';
import Link from 'next/link';
import { ContentSections } from '@/modules/content/components/rich-text';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { LEGAL_LINK_LABELS } from '@/modules/legal/legal-document';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { StatusBadge, type BadgeTone } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { diffLines } from './line-diff';
import { PageVersionEditor } from './page-version-editor';
import { VersionActions } from './version-actions';

const STATE_BADGES: Record<PageVersionState, { tone: BadgeTone; label: string }> = {
  live: { tone: 'success', label: 'Live' },
  scheduled: { tone: 'info', label: 'Scheduled' },
  draft: { tone: 'warning', label: 'Draft' },
  superseded: { tone: 'neutral', label: 'Superseded' },
};

function historyColumns(slug: LegalPageSlug): readonly Column<AdminPageVersionSummary>[] {
  return [
    { key: 'version', header: 'Version', cell: (version) => <span className="font-semibold">{version.version}</span> },
    {
      key: 'state',
      header: 'State',
      cell: (version) => (
        <StatusBadge tone={STATE_BADGES[version.state].tone}>{STATE_BADGES[version.state].label}</StatusBadge>
      ),
    },
    { key: 'title', header: 'Title', cell: (version) => version.title },
    {
      key: 'published',
      header: 'Published at',
      cell: (version) => (version.published_at ? formatDateTime(version.published_at, 'utc') : '—'),
    },
    { key: 'created', header: 'Written', cell: (version) => formatDateTime(version.created_at, 'utc') },
    {
      key: 'actions',
      header: 'Actions',
      cell: (version) => (
        <div className="flex flex-wrap gap-2">
          <Link
            href={`/admin/legal-notice/${slug}?version=${version.version}`}
            className="btn-ghost min-h-9 px-3 py-1.5"
          >
            View<span className="sr-only"> version {version.version}</span>
          </Link>
          <VersionActions slug={slug} version={version} />
        </div>
      ),
    },
  ];
}

async function fetchVersion(slug: LegalPageSlug, version: number | undefined) {
  if (version === undefined) return null;
  const result = await fetchFromGateway<AdminPageVersion>(`/admin/pages/legal/${slug}/versions/${version}`);
  return result.ok ? result.data : null;
}

/** /admin/legal-notice/{slug}: the editor for the next version, the history, and one old version beside the live one. */
export async function LegalPageAdminView({ slug, viewVersion }: { slug: LegalPageSlug; viewVersion: number | null }) {
  const history = await fetchFromGateway<AdminPageVersionSummary[]>(`/admin/pages/legal/${slug}/versions`, {
    fallbackMessage: 'The versions of this page could not be loaded.',
  });
  const path = `/admin/legal-notice/${slug}`;
  if (!history.ok) {
    return (
      <div>
        <h1 className="text-2xl font-bold text-ink">{LEGAL_LINK_LABELS[slug]}</h1>
        <div className="mt-6">
          <LoadError message={history.message} retryHref={path} />
        </div>
      </div>
    );
  }
  const versions = history.data;
  const draft = versions.find((version) => version.state === 'draft');
  const live = versions.find((version) => version.state === 'live');
  const [draftVersion, liveVersion, viewed] = await Promise.all([
    fetchVersion(slug, draft?.version),
    fetchVersion(slug, live?.version),
    fetchVersion(slug, viewVersion ?? undefined),
  ]);

  return (
    <div>
      <p className="text-sm">
        <Link href="/admin/legal-notice" className="link">
          Legal notice
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-ink">{LEGAL_LINK_LABELS[slug]}</h1>
      <p className="mt-1 text-sm text-muted">
        Public page:{' '}
        <Link href={`/legal/${slug}`} className="link">
          /legal/{slug}
        </Link>
      </p>

      {viewed ? <ViewedVersion viewed={viewed} live={liveVersion} path={path} /> : null}

      <section className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm">
        <PageVersionEditor
          key={draftVersion ? `draft-${draftVersion.version}` : `live-${liveVersion?.version ?? 0}`}
          slug={slug}
          draft={draftVersion}
          base={liveVersion}
        />
      </section>

      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="text-lg font-semibold text-ink">
          History
        </h2>
        <div className="mt-4">
          <DataTable
            caption="Every version of the page, newest first"
            columns={historyColumns(slug)}
            rows={versions}
            rowKey={(version) => version.id}
            rowTestId="admin-page-version-row"
            tableFrom="lg"
          />
        </div>
      </section>
    </div>
  );
}

function ViewedVersion({
  viewed,
  live,
  path,
}: {
  viewed: AdminPageVersion;
  live: AdminPageVersion | null;
  path: string;
}) {
  const changes = live && live.version !== viewed.version ? diffLines(live.body, viewed.body) : null;
  return (
    <section
      aria-labelledby="viewed-heading"
      className="mt-8 rounded-2xl border border-brand-300 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="viewed-heading" className="text-lg font-semibold text-ink">
          Version {viewed.version}{' '}
          <StatusBadge tone={STATE_BADGES[viewed.state].tone}>{STATE_BADGES[viewed.state].label}</StatusBadge>
        </h2>
        <Link href={path} className="btn-ghost min-h-9 px-3 py-1.5">
          Close
        </Link>
      </div>
      <p className="mt-1 text-sm text-muted">
        {viewed.published_at ? `Published at ${formatDateTime(viewed.published_at, 'utc')}` : 'Not published'}
        {viewed.restored_from ? ` · restored from version ${viewed.restored_from}` : ''}
      </p>
      <div className="mt-4 grid gap-6 xl:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-ink">{viewed.title}</h3>
          <p className="mt-1 text-sm text-muted">{viewed.summary}</p>
          <div className="mt-4 max-h-[32rem] overflow-y-auto">
            <ContentSections sections={parsePageMarkdown(viewed.body).sections} />
          </div>
        </div>
        {changes ? (
          <div>
            <h3 className="text-sm font-semibold text-ink">Changes from the live version {live?.version}</h3>
            <pre
              aria-label={`Changes from version ${live?.version} to version ${viewed.version}`}
              className="mt-4 max-h-[32rem] overflow-auto rounded-lg border border-line bg-surface-muted p-3 text-xs leading-5 whitespace-pre-wrap"
            >
              {changes.map((line, index) => (
                <span
                  key={index}
                  className={clsx(
                    'block',
                    line.type === 'added' && 'bg-success-50 text-success',
                    line.type === 'removed' && 'bg-danger-50 text-danger line-through',
                  )}
                >
                  {line.type === 'added' ? '+ ' : line.type === 'removed' ? '- ' : '  '}
                  {line.text}
                </span>
              ))}
            </pre>
          </div>
        ) : null}
      </div>
    </section>
  );
}
