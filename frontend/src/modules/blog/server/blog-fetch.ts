import { fetchFromGateway, type GatewayFetchOptions, type GatewayResult } from '@/modules/gateway/server-fetch';

const FALLBACK_MESSAGE = 'The blog is not reachable right now. Please try again in a moment.';

/** A blog route read on the server (see fetchFromGateway), with the blog's own fallback text. */
export function fetchBlog<T>(
  path: string,
  init: Omit<GatewayFetchOptions, 'fallbackMessage'> = {},
): Promise<GatewayResult<T>> {
  return fetchFromGateway<T>(path, { ...init, fallbackMessage: FALLBACK_MESSAGE });
}

/** Spec section 8: a blog list that fails is shown as an empty list. */
export function listOrEmpty<T>(result: GatewayResult<T[]>): T[] {
  return result.ok ? result.data : [];
}
