import { csrfHeadersFor } from './csrf';
import { NETWORK_ERROR_MESSAGE, toApiFailure, toApiSuccess, type ApiResult } from './api-result';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the one refresh-and-retry after a 401 (the auth calls themselves). */
  skipSessionRetry?: boolean;
  /** Let the request outlive the page (a last write as the reader leaves). */
  keepalive?: boolean;
  /** Extra request headers, e.g. an `Idempotency-Key` that makes a retried write happen once. */
  headers?: Record<string, string>;
}

/**
 * Called once when a request is refused with 401; resolves true when the session was renewed and
 * the request is worth repeating. The session provider installs it, so this module never depends on
 * the auth module.
 */
type UnauthorizedHandler = () => Promise<boolean>;
let onUnauthorized: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send<T>(path: string, options: ApiRequestOptions): Promise<ApiResult<T>> {
  const method = options.method ?? 'GET';
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
    ...csrfHeadersFor(method, browserCookies()),
  };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isForm) {
      body = options.body as FormData;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, status: 0, error: { code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE } };
  }
  const parsed = await readBody(response).catch(() => null);
  if (response.ok) return toApiSuccess<T>(response.status, parsed);
  return {
    ok: false,
    status: response.status,
    error: toApiFailure(response.status, parsed, response.headers.get('retry-after')),
  };
}

/**
 * The one way the browser calls the API (`/api/*` on this origin): JSON in and out, the CSRF
 * header on every write, `{data}` / `{error}` read into a result. A refused session (401
 * UNAUTHENTICATED) is renewed once and the request repeated.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  const result = await send<T>(path, options);
  if (options.skipSessionRetry) return result;
  return (await isSessionRenewedAfter(result)) ? send<T>(path, options) : result;
}

/**
 * True when `result` was a refused session (401 UNAUTHENTICATED, not e.g. a wrong current
 * password) and the session has just been renewed: the request is worth sending again. For the
 * few calls made outside apiRequest (uploads, which need XMLHttpRequest for their progress).
 */
export async function isSessionRenewedAfter(result: ApiResult<unknown>): Promise<boolean> {
  const isSessionRefused = !result.ok && result.status === 401 && result.error.code === 'UNAUTHENTICATED';
  if (!isSessionRefused || !onUnauthorized) return false;
  return onUnauthorized();
}
