'use client';

import { Lock } from 'lucide-react';
import type { DocumentDetail } from '@studyhub/contracts';
import { CoverImage } from '@/modules/catalog/components/cover-image';
import { useBuyNow } from './document-actions';

const SHOWN_PAGES = 3;

/**
 * The pages after the preview, as blurred stand-ins (no real content is sent), with the way to
 * read them: buying the document.
 */
export function BlurredRemainder({
  document,
  remaining,
  signedIn,
}: {
  document: DocumentDetail;
  remaining: number;
  signedIn: boolean;
}) {
  const buyNow = useBuyNow(document, signedIn);
  return (
    <div className="relative mt-4" data-testid="blurred-remainder">
      <div aria-hidden="true" className="space-y-4">
        {Array.from({ length: Math.min(SHOWN_PAGES, remaining) }, (_, index) => (
          <div key={index} className="mx-auto aspect-[1/1.414] max-w-xl overflow-hidden rounded bg-white shadow">
            <CoverImage src={document.card_image_path} alt="" className="h-full w-full scale-110 object-cover blur-lg" />
          </div>
        ))}
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white/40 p-6 text-center">
        <Lock aria-hidden="true" className="size-8 text-brand-700" />
        <p className="text-lg font-semibold text-ink">
          {remaining === 1 ? '1 more page' : `${remaining} more pages`}
        </p>
        <p className="max-w-sm text-sm text-ink">Buy this document to read all {document.page_count} pages.</p>
        <button type="button" className="btn-primary" onClick={buyNow}>
          Buy to read every page
        </button>
      </div>
    </div>
  );
}
