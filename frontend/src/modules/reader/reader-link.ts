/** The longest highlight an address may carry (a cited passage is cut to about this). */
export const MAX_HIGHLIGHT_LENGTH = 400;

/**
 * `?page=N&highlight=...` of the owned-document reader (where a document chat citation leads), read
 * defensively: a page is a whole number from 1, a highlight is trimmed, cut and dropped when empty.
 */
export function readerLinkOf(page: string | null, highlight: string | null): { initialPage?: number; highlight?: string } {
  const link: { initialPage?: number; highlight?: string } = {};
  const number = page === null ? Number.NaN : Number(page);
  if (Number.isInteger(number) && number >= 1) link.initialPage = number;
  const text = highlight?.replace(/\s+/g, ' ').trim().slice(0, MAX_HIGHLIGHT_LENGTH) ?? '';
  if (text !== '') link.highlight = text;
  return link;
}
