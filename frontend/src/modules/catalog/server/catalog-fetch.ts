import {
  fetchFromGateway,
  queryString,
  type GatewayFetchOptions,
  type GatewayResult,
} from '@/modules/gateway/server-fetch';

export type CatalogResult<T> = GatewayResult<T>;
export { queryString };

const FALLBACK_MESSAGE = 'The catalog is not reachable right now. Please try again in a moment.';

/** A catalog route read on the server (see fetchFromGateway), with the catalog's own fallback text. */
export function fetchCatalog<T>(
  path: string,
  init: Omit<GatewayFetchOptions, 'fallbackMessage'> = {},
): Promise<CatalogResult<T>> {
  return fetchFromGateway<T>(path, { ...init, fallbackMessage: FALLBACK_MESSAGE });
}
