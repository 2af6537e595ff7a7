import type { DocumentDetail, UploadLimitsResponse } from '@studyhub/contracts';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { DocumentPriceForm } from '@/modules/documents/components/document-price-form';
import { OwnerPanel } from '@/modules/uploads/components/owner-panel';
import { OwnedReader } from '../components/owned-reader';

const FALLBACK_MAX_BYTES = 50 * 1024 * 1024;

/**
 * /dashboard/documents/{slug or id}: the full document for its owner and its buyers, with the
 * seller's status and fixes; anyone else is sent to the public page with the preview.
 */
export async function OwnedDocumentView({
  documentKey,
  initialPage,
  highlight,
}: {
  documentKey: string;
  /** `?page=N`: where the reader opens (a document chat citation). */
  initialPage?: number;
  /** `?highlight=...`: the cited passage to highlight. */
  highlight?: string;
}) {
  const [detail, limits] = await Promise.all([
    fetchCatalog<DocumentDetail>(`/documents/${encodeURIComponent(documentKey)}`),
    fetchCatalog<UploadLimitsResponse>('/uploads/limits', { revalidate: 300 }),
  ]);
  if (!detail.ok) notFound();
  const document = detail.data;
  if (!document.is_owner && !document.is_purchased) redirect(`/documents/${document.slug}`);
  const readable = document.page_count !== null;
  return (
    <div className="mx-auto max-w-5xl">
      <p className="text-sm text-muted">
        <Link href="/dashboard/documents" className="link">
          My Documents
        </Link>{' '}
        / {document.document_type.name}
      </p>
      <h1 className="mt-1 text-2xl font-bold text-ink">{document.title}</h1>
      {document.page_count ? <p className="mt-1 text-sm text-muted">{document.page_count} pages</p> : null}
      {document.is_owner ? (
        <OwnerPanel document={document} maxBytes={limits.ok ? limits.data.max_bytes : FALLBACK_MAX_BYTES} />
      ) : null}
      {document.is_owner && document.status !== 'DELETED' ? (
        <DocumentPriceForm documentId={document.id} price={document.price} />
      ) : null}
      {readable ? (
        <OwnedReader
          documentId={document.id}
          title={document.title}
          {...(initialPage ? { initialPage } : {})}
          {...(highlight ? { highlight } : {})}
        />
      ) : (
        <p className="mt-6 rounded-2xl border border-line p-6 text-muted">
          The document will open here once its file has been processed.
        </p>
      )}
    </div>
  );
}
