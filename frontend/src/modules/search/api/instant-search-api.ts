import { apiRequest } from '@/modules/http/api-request';
import {
  buildInstantSearchUrl,
  EMPTY_INSTANT_RESULTS,
  parseInstantResults,
  type InstantResults,
} from '../search-query';

/** GET /api/search/instant?q=...; every failure is read as empty lists (spec section 8). */
export async function fetchInstantResults(query: string, signal?: AbortSignal): Promise<InstantResults> {
  try {
    const result = await apiRequest<unknown>(buildInstantSearchUrl(query).replace(/^\/api/, ''), { signal });
    return result.ok ? parseInstantResults({ data: result.data }) : EMPTY_INSTANT_RESULTS;
  } catch {
    return EMPTY_INSTANT_RESULTS;
  }
}
