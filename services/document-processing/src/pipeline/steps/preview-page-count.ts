import type { DocumentSettings } from '@studyhub/contracts';

/** The rule before any admin change: about a fifth of the document, at most ten pages. */
export const DEFAULT_PREVIEW_RULE: Pick<DocumentSettings, 'preview_max_pages' | 'preview_share_percent'> = {
  preview_max_pages: 10,
  preview_share_percent: 20,
};

/**
 * How many pages a non-buyer may see: the rule's share of the document, at least one page and at
 * most the rule's maximum (enough to judge a long text, never enough to replace buying it).
 */
export function previewPageCountFor(
  pageCount: number,
  rule: Pick<DocumentSettings, 'preview_max_pages' | 'preview_share_percent'> = DEFAULT_PREVIEW_RULE,
): number {
  if (pageCount <= 0) return 0;
  const share = Math.round((pageCount * rule.preview_share_percent) / 100);
  return Math.min(rule.preview_max_pages, pageCount, Math.max(1, share));
}
