import { headers } from 'next/headers';
import { gatewayUrl } from './gateway-url';

export type GatewayResult<T> =
  | { ok: true; data: T; meta?: { page: number; limit: number; total: number } }
  | { ok: false; status: number; message: string };

export interface GatewayFetchOptions {
  /** Seconds a shared answer may be reused (only when no visitor cookie is sent). */
  revalidate?: number;
  /** Ask as a visitor without a session, for answers that must not depend on who asks (the sitemap). */
  anonymous?: boolean;
  /** What to show when the gateway sends no message of its own. */
  fallbackMessage?: string;
  /** Cache tags of a shared answer, so a write can expire it at once. */
  tags?: readonly string[];
}

export const GATEWAY_FALLBACK_MESSAGE = 'Studyhub is not answering right now. Please try again in a moment.';

/**
 * Server components' read of an API route through the gateway, carrying the visitor's cookies so
 * answers that depend on who asks (is_purchased, the library, a seller's wallet) are right. Never throws.
 */
export async function fetchFromGateway<T>(path: string, init: GatewayFetchOptions = {}): Promise<GatewayResult<T>> {
  const fallback = init.fallbackMessage ?? GATEWAY_FALLBACK_MESSAGE;
  const requestHeaders = await headers();
  const cookie = init.anonymous ? null : requestHeaders.get('cookie');
  const isShared = init.revalidate !== undefined && !cookie;
  // A shared answer is cached under its URL and headers: a per-request id would make every key new.
  const requestId = isShared ? null : requestHeaders.get('x-request-id');
  // The visitor's address, so the gateway's per-caller budget counts visitors, not this server
  // (the gateway believes it only as far as TRUSTED_PROXY_HOPS allows).
  const forwardedFor = isShared ? null : requestHeaders.get('x-forwarded-for');
  try {
    const response = await fetch(`${gatewayUrl()}/api${path}`, {
      headers: {
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(requestId ? { 'x-request-id': requestId } : {}),
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      // Shared answers may be reused for a while; a visitor's own never are.
      ...(isShared
        ? { next: { revalidate: init.revalidate, ...(init.tags ? { tags: [...init.tags] } : {}) } }
        : { cache: 'no-store' as const }),
    });
    const body = (await response.json().catch(() => null)) as {
      data?: T;
      meta?: { page: number; limit: number; total: number };
      error?: { message?: string };
    } | null;
    if (!response.ok || !body || body.data === undefined) {
      return { ok: false, status: response.status, message: body?.error?.message ?? fallback };
    }
    return { ok: true, data: body.data, ...(body.meta ? { meta: body.meta } : {}) };
  } catch {
    return { ok: false, status: 503, message: fallback };
  }
}

/** Builds `?a=1&b=2` from defined, non-empty values. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
