import { permanentRedirect } from 'next/navigation';
import { hrefWith, type SearchParams } from '../search-params';

/**
 * Sends a page reached by id or by a differently-cased slug to its canonical address (keeping the
 * query), so every subject, textbook, university and course has one URL.
 */
export function redirectToCanonical(requestedKey: string, slug: string, canonicalPath: string, params: SearchParams) {
  if (requestedKey !== slug) permanentRedirect(hrefWith(canonicalPath, params));
}
