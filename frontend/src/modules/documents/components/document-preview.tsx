import Link from 'next/link';
import type { DocumentDetail } from '@studyhub/contracts';
import { CoverImage } from '@/modules/catalog/components/cover-image';
import { PdfViewer } from '@/modules/reader/components/pdf-viewer';
import { BlurredRemainder } from './blurred-remainder';

/**
 * The document's preview pages in the reader, then, for visitors who do not hold it, the rest of
 * the document as blurred pages with the buy button; the cover while the preview is being made.
 */
export function DocumentPreview({ document, signedIn }: { document: DocumentDetail; signedIn: boolean }) {
  const previewPages = document.preview_page_count;
  const remaining = document.page_count && previewPages ? Math.max(0, document.page_count - previewPages) : 0;
  const holds = document.is_owner || document.is_purchased;
  const heading = previewPages
    ? `Preview: ${previewPages === 1 ? 'first page' : `first ${previewPages} pages`}${document.page_count ? ` of ${document.page_count}` : ''}`
    : 'Preview';
  return (
    <section aria-labelledby="preview-heading" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="preview-heading" className="text-lg font-semibold text-ink">
          {heading}
        </h2>
        {holds ? (
          <Link className="link text-sm" href={`/dashboard/documents/${document.slug}`}>
            Open the full document
          </Link>
        ) : null}
      </div>
      {document.preview_file_path ? (
        <div className="mt-3" data-testid="document-preview">
          <PdfViewer url={document.preview_file_path} title={`Preview of ${document.title}`} layout="stack" />
          {!holds && remaining > 0 ? (
            <BlurredRemainder document={document} remaining={remaining} signedIn={signedIn} />
          ) : null}
        </div>
      ) : (
        <div className="mt-3">
          <CoverImage
            src={document.card_image_path}
            alt={`Cover of ${document.title}`}
            className="max-h-[28rem] rounded-2xl border border-line"
          />
          <p className="mt-2 text-sm text-muted">The preview pages are being prepared.</p>
        </div>
      )}
    </section>
  );
}
