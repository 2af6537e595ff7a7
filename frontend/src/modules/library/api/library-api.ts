import { SEARCH_LIMITS, type LibraryResponse, type LibraryTab } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import { failureMessage } from '@/modules/http/api-result';

/** Spec section 8: the alert's text when the library gives no message of its own. */
export const LIBRARY_LOAD_FAILED = 'Failed to load documents';

export type LibraryLoad = { ok: true; library: LibraryResponse } | { ok: false; message: string };

/** GET /api/library for one tab, up to the spec's fetch limit of 100; a failure carries the message to show. */
export async function fetchLibrary(tab: LibraryTab, signal?: AbortSignal): Promise<LibraryLoad> {
  const query = new URLSearchParams({ tab, limit: String(SEARCH_LIMITS.libraryFetchLimit) });
  const result = await apiRequest<LibraryResponse>(`/library?${query.toString()}`, { signal });
  if (!result.ok) return { ok: false, message: failureMessage(result, LIBRARY_LOAD_FAILED) };
  if (!Array.isArray(result.data?.documents)) return { ok: false, message: LIBRARY_LOAD_FAILED };
  return { ok: true, library: result.data };
}
