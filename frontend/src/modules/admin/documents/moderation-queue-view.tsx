import {
  DOCUMENT_STATUSES,
  type DocumentDetail,
  type DocumentSimilarityFlag,
  type DocumentStatus,
  type DocumentSummary,
} from '@studyhub/contracts';
import clsx from 'clsx';
import Link from 'next/link';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { ModerationActions } from './moderation-actions';
import { SimilarityFlag } from './similarity-flag';

const PAGE_SIZE = 20;
const TAB_LABELS: Record<DocumentStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  SOFT_REJECT: 'Changes requested',
  REJECTED: 'Rejected',
  DELETED: 'Deleted',
};

export function parseQueueStatus(value: string | undefined): DocumentStatus {
  return (DOCUMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as DocumentStatus) : 'PENDING';
}

/** /admin/documents: the moderation queue by status, oldest pending first. */
export async function ModerationQueueView({ status, page }: { status: DocumentStatus; page: number }) {
  const list = await fetchCatalog<(DocumentSummary & { similarity_flag?: DocumentSimilarityFlag | null })[]>(`/admin/documents?status=${status}&page=${page}&limit=${PAGE_SIZE}`);
  const documents = list.ok ? list.data : [];
  // The preview's address is part of the detail; the queue is short, one read each is fine.
  const details = await Promise.all(documents.map((document) => fetchCatalog<DocumentDetail>(`/documents/${document.id}`)));
  const total = list.ok ? (list.meta?.total ?? documents.length) : 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Documents</h1>
      <nav aria-label="Moderation status" className="mt-4 flex flex-wrap gap-2">
        {DOCUMENT_STATUSES.map((candidate) => (
          <Link
            key={candidate}
            href={`/admin/documents?status=${candidate}`}
            aria-current={candidate === status ? 'page' : undefined}
            className={clsx('rounded-full px-4 py-1.5 text-sm', candidate === status ? 'bg-brand-600 text-white' : 'bg-surface-muted text-ink')}
          >
            {TAB_LABELS[candidate]}
          </Link>
        ))}
      </nav>
      {!list.ok ? <p role="alert" className="mt-6 text-danger">{list.message}</p> : null}
      {list.ok && documents.length === 0 ? <p className="mt-6 text-muted">No documents here.</p> : null}
      <ul className="mt-6 space-y-4" aria-label="Documents to moderate">
        {documents.map((document, index) => {
          const detail = details[index];
          return (
            <li key={document.id} className="rounded-2xl border border-line p-4" data-testid="moderation-item">
              <h2 className="text-lg font-semibold text-ink">{document.title}</h2>
              <p className="text-sm text-muted">
                {document.document_type.name}
                {document.subject ? ` · ${document.subject.name}` : ''} · by {document.user.full_name} ·{' '}
                {new Date(document.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                {document.page_count ? ` · ${document.page_count} pages` : ''}
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
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex gap-2">
          {page > 1 ? (
            <Link className="btn-secondary" href={`/admin/documents?status=${status}&page=${page - 1}`}>
              Previous
            </Link>
          ) : null}
          <span className="self-center text-sm text-muted">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link className="btn-secondary" href={`/admin/documents?status=${status}&page=${page + 1}`}>
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
