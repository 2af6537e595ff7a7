import { fetchFromGateway, type GatewayFetchOptions, type GatewayResult } from '@/modules/gateway/server-fetch';

const FALLBACK_MESSAGE = 'Scholarships are not reachable right now. Please try again in a moment.';

/** A scholarships route read on the server, with the visitor's session (saved marks depend on it). */
export function fetchScholarships<T>(
  path: string,
  init: Omit<GatewayFetchOptions, 'fallbackMessage'> = {},
): Promise<GatewayResult<T>> {
  return fetchFromGateway<T>(path, { ...init, fallbackMessage: FALLBACK_MESSAGE });
}
