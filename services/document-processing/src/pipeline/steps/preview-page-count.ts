const PREVIEW_SHARE = 5;
const MAX_PREVIEW_PAGES = 10;

/**
 * How many pages a non-buyer may see: about a fifth of the document, at least one page and at most
 * ten (enough to judge a long text, never enough to replace buying it).
 */
export function previewPageCountFor(pageCount: number): number {
  if (pageCount <= 0) return 0;
  return Math.min(MAX_PREVIEW_PAGES, Math.max(1, Math.round(pageCount / PREVIEW_SHARE)));
}
