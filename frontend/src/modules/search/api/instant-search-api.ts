import {
  buildInstantSearchUrl,
  EMPTY_INSTANT_RESULTS,
  parseInstantResults,
  type InstantResults,
} from '../search-query';

/** GET /api/search/instant?q=...; every failure is read as empty lists (spec section 8). */
export async function fetchInstantResults(query: string, signal?: AbortSignal): Promise<InstantResults> {
  try {
    const response = await fetch(buildInstantSearchUrl(query), {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
    if (!response.ok) return EMPTY_INSTANT_RESULTS;
    return parseInstantResults(await response.json());
  } catch {
    return EMPTY_INSTANT_RESULTS;
  }
}
