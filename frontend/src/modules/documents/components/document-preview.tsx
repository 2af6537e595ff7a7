import { ExternalLink } from 'lucide-react';
import type { DocumentDetail } from '@studyhub/contracts';
import { CoverImage } from '@/modules/catalog/components/cover-image';

/**
 * The document's preview pages: the preview PDF embedded in the page, with a plain link for
 * browsers that do not show PDFs inline; the cover when there is no preview yet.
 */
export function DocumentPreview({ document }: { document: DocumentDetail }) {
  const previewPages = document.preview_page_count;
  const heading = previewPages
    ? `Preview: ${previewPages === 1 ? 'first page' : `first ${previewPages} pages`}${document.page_count ? ` of ${document.page_count}` : ''}`
    : 'Preview';
  return (
    <section aria-labelledby="preview-heading" className="mt-8">
      <h2 id="preview-heading" className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      {document.preview_file_path ? (
        <>
          <object
            data={document.preview_file_path}
            type="application/pdf"
            className="mt-3 h-[36rem] w-full rounded-2xl border border-line bg-surface-muted"
            aria-label={`Preview of ${document.title}`}
            data-testid="document-preview"
          >
            <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center">
              <CoverImage
                src={document.card_image_path}
                alt={`Cover of ${document.title}`}
                className="max-h-72 rounded-xl border border-line"
              />
              <p className="text-muted">Your browser cannot show the preview inside the page.</p>
            </div>
          </object>
          <a
            className="link mt-2 inline-flex items-center gap-1 text-sm"
            href={document.preview_file_path}
            target="_blank"
            rel="noopener"
          >
            Open the preview in a new tab
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
        </>
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
