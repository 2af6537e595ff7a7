import {
  DOCUMENT_STATUSES,
  type DocumentDetail,
  type DocumentSimilarityFlag,
  type DocumentStatus,
  type DocumentSummary,
} from '@studyhub/contracts';
import clsx from 'clsx';
import { FileSearch } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { CsvExportLink } from '@/modules/tables/components/csv-export-link';
import { LoadError } from '@/modules/tables/components/load-error';
import { ModerationActions } from './moderation-actions';
import { QueueFilterForm } from './queue-filter-form';
import { QUEUE_PAGE_SIZE, queueApiQuery, queuePageHref, type QueueFilters } from './queue-filters';
import { SimilarityFlag } from './similarity-flag';

const TAB_LABELS: Record<DocumentStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  SOFT_REJECT: 'Changes requested',
  REJECTED: 'Rejected',
  DELETED: 'Deleted',
};

type QueuedDocument = DocumentSummary & { similarity_flag?: DocumentSimilarityFlag | null; sales_count?: number };

/** /admin/documents: the moderation queue by status, searched by title, oldest pending first or as chosen. */
export async function ModerationQueueView({ filters }: { filters: QueueFilters }) {
  const { status } = filters;
  const list = await fetchCatalog<QueuedDocument[]>(`/admin/documents${queueApiQuery(filters)}`);
  const documents = list.ok ? list.data : [];
  // The preview's address is part of the detail; a page holds at most 20, one read each is fine.
  const details = await Promise.all(
    documents.map((document) => fetchCatalog<DocumentDetail>(`/documents/${document.id}`)),
  );
  const total = list.ok ? (list.meta?.total ?? documents.length) : 0;
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Documents</h1>
      <nav aria-label="Moderation status" className="mt-4 flex flex-wrap gap-2">
        {DOCUMENT_STATUSES.map((candidate) => (
          <Link
            key={candidate}
            href={queuePageHref(filters, 1, candidate)}
            aria-current={candidate === status ? 'page' : undefined}
            className={clsx(
              'rounded-full px-4 py-1.5 text-sm',
              candidate === status ? 'bg-brand-600 text-white' : 'bg-surface-muted text-ink',
            )}
          >
            {TAB_LABELS[candidate]}
          </Link>
        ))}
      </nav>
      <QueueFilterForm filters={filters} />
      {!list.ok ? (
        <div className="mt-6">
          <LoadError message={list.message} retryHref={queuePageHref(filters, filters.page)} />
        </div>
      ) : documents.length === 0 ? (
        <EmptyState
          icon={FileSearch}
          title={filters.q ? 'No documents match.' : 'No documents here.'}
          description={filters.q ? 'Try another title or another status.' : undefined}
        />
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted">
              {total.toLocaleString('en-US')} {total === 1 ? 'document' : 'documents'}
            </p>
            <CsvExportLink apiQuery={`/admin/documents${queueApiQuery(filters)}`} />
          </div>
          <ul className="mt-3 space-y-4" aria-label="Documents to moderate">
            {documents.map((document, index) => {
              const detail = details[index];
              return (
                <li key={document.id} className="rounded-2xl border border-line p-4" data-testid="moderation-item">
                  <h2 className="text-lg font-semibold text-ink">{document.title}</h2>
                  <p className="text-sm text-muted">
                    {document.document_type.name}
                    {document.subject ? ` · ${document.subject.name}` : ''} · by{' '}
                    <Link
                      href={`/admin/users/${document.user.id}`}
                      className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                    >
                      {document.user.full_name}
                    </Link>{' '}
                    · {new Date(document.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                    {document.page_count ? ` · ${document.page_count} pages` : ''} · {document.points_price} points
                    {document.sales_count ? ` · ${document.sales_count} sold` : ''}
                  </p>
                  {document.similarity_flag ? <SimilarityFlag flag={document.similarity_flag} /> : null}
                  <ModerationActions
                    documentId={document.id}
                    title={document.title}
                    previewUrl={detail?.ok ? detail.data.preview_file_path : null}
                    canApprove={status !== 'APPROVED' && status !== 'DELETED'}
                    canReject={status === 'PENDING' || status === 'APPROVED'}
                  />
                </li>
              );
            })}
          </ul>
          <Pagination
            label="Pages"
            page={filters.page}
            pageCount={Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE))}
            hrefFor={(page) => queuePageHref(filters, page)}
          />
        </>
      )}
    </div>
  );
}
