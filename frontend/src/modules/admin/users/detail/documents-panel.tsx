import type { DocumentStatus, DocumentSummary } from '@studyhub/contracts';
import Link from 'next/link';
import { Pagination } from '@/modules/catalog/components/pagination';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { formatUsd } from '@/modules/points/format-money';
import { formatPointsLabel } from '@/modules/points/format-points';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { StatusBadge, type BadgeTone } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { pageCountOf, readListMeta } from '@/modules/tables/list-meta';
import type { AdminQuery } from '../../money/admin-filters';
import { panelPageHref, panelPageOf } from '../user-detail-links';
import { DetailPanel, PanelEmpty } from './detail-panel';
import { DOCUMENTS_PAGE, PAGED_PANELS, PANEL_PAGE_SIZE } from './panel-pages';

type AdminDocumentRow = DocumentSummary & { sales_count?: number };

const STATUS_BADGES: Record<DocumentStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Pending review', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'success' },
  SOFT_REJECT: { label: 'Changes requested', tone: 'warning' },
  REJECTED: { label: 'Rejected', tone: 'danger' },
  DELETED: { label: 'Deleted', tone: 'neutral' },
};

const COLUMNS: readonly Column<AdminDocumentRow>[] = [
  {
    key: 'title',
    header: 'Document',
    cell: (row) => (
      <>
        <Link
          href={`/documents/${row.slug}`}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {row.title}
        </Link>
        <span className="block text-xs text-muted">
          {row.document_type.name}
          {row.subject ? ` · ${row.subject.name}` : ''}
        </span>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => {
      const badge = STATUS_BADGES[row.status] ?? { label: row.status, tone: 'neutral' as const };
      return <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>;
    },
  },
  {
    key: 'price',
    header: 'Price',
    align: 'end',
    cell: (row) => (
      <>
        {formatPointsLabel(row.points_price)}
        <span className="block text-xs text-muted">{formatUsd(row.price)}</span>
      </>
    ),
  },
  { key: 'sales', header: 'Sales', align: 'end', cell: (row) => (row.sales_count ?? 0).toLocaleString('en-US') },
  { key: 'downloads', header: 'Downloads', align: 'end', cell: (row) => row.download_count.toLocaleString('en-US') },
  { key: 'uploaded', header: 'Uploaded', cell: (row) => formatDateTime(row.created_at, 'utc') },
];

/** The user's uploads from catalog in every status (pending first), paged in place. */
export async function DocumentsPanel({ userId, query }: { userId: string; query: AdminQuery }) {
  const page = panelPageOf(query, DOCUMENTS_PAGE);
  const result = await fetchFromGateway<AdminDocumentRow[]>(
    `/admin/documents?seller_id=${userId}&page=${page}&limit=${PANEL_PAGE_SIZE}`,
    { fallbackMessage: 'The documents could not be loaded.' },
  );
  const hrefFor = (target: number) => panelPageHref(userId, query, DOCUMENTS_PAGE, target, PAGED_PANELS);
  const meta = result.ok ? readListMeta(result.meta, result.data.length) : null;
  return (
    <DetailPanel id="documents" title={meta ? `Documents (${meta.total.toLocaleString('en-US')})` : 'Documents'}>
      {!result.ok ? (
        <LoadError message={result.message} retryHref={hrefFor(page)} />
      ) : result.data.length === 0 || !meta ? (
        <PanelEmpty>{page > 1 ? 'No documents on this page.' : 'No uploads.'}</PanelEmpty>
      ) : (
        <>
          <DataTable
            caption="Uploaded documents"
            columns={COLUMNS}
            rows={result.data}
            rowKey={(row) => row.id}
            rowTestId="user-document-row"
            tableFrom="lg"
          />
          <Pagination
            label="Document pages"
            page={page}
            pageCount={pageCountOf(meta)}
            hrefFor={hrefFor}
            scroll={false}
          />
        </>
      )}
    </DetailPanel>
  );
}
