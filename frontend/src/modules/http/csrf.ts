import { CSRF_HEADER, SESSION_COOKIES } from '@studyhub/contracts';
import { readCookie } from './cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The double-submit header a cookie-authenticated write needs (`x-csrf-token` echoing the readable
 * `sh_csrf` cookie); empty for reads and when there is no session cookie to echo.
 */
export function csrfHeadersFor(method: string, cookieHeader: string | null | undefined): Record<string, string> {
  if (SAFE_METHODS.has(method.toUpperCase())) return {};
  const token = readCookie(cookieHeader, SESSION_COOKIES.csrf);
  return token ? { [CSRF_HEADER]: token } : {};
}

/** True when the browser holds the readable half of a session (it may need a refresh). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return Boolean(readCookie(cookieHeader, SESSION_COOKIES.csrf));
}
