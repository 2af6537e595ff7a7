import { headers } from 'next/headers';
import { gatewayUrl } from '@/modules/gateway/gateway-url';
import { sanitizeReturnUrl } from '../return-url';
import { parseSessionUser, type SessionUser } from '../session-user';
import { REQUEST_LOCATION_HEADER } from './request-location';

export type ServerUserResult =
  | { kind: 'signed-in'; user: SessionUser }
  /** The gateway refused the session (401). */
  | { kind: 'signed-out' }
  /** The gateway could not answer: nothing can be said about the session. */
  | { kind: 'unavailable' };

/**
 * Server side: asks auth (through the gateway, which verifies the token) who the request's
 * cookies belong to. The proxy only decoded the token; this is the real check.
 */
export async function fetchServerUser(): Promise<ServerUserResult> {
  const requestHeaders = await headers();
  const cookie = requestHeaders.get('cookie');
  if (!cookie) return { kind: 'signed-out' };
  const requestId = requestHeaders.get('x-request-id');
  try {
    const response = await fetch(`${gatewayUrl()}/api/auth/me`, {
      headers: { cookie, accept: 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) },
      cache: 'no-store',
    });
    if (response.status === 401) return { kind: 'signed-out' };
    if (!response.ok) return { kind: 'unavailable' };
    const user = parseSessionUser(await response.json());
    return user ? { kind: 'signed-in', user } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** The path and query of the page being rendered, as the proxy recorded it. */
export async function currentLocation(fallback: string): Promise<string> {
  return sanitizeReturnUrl((await headers()).get(REQUEST_LOCATION_HEADER)) ?? fallback;
}
