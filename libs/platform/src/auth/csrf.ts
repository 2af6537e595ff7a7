import { timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER, SESSION_COOKIES } from '@studyhub/contracts';
import { readCookie } from './principal';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit check for writes authenticated by cookie: a page of ours can read the `sh_csrf`
 * cookie and echo it in `x-csrf-token`; another site can make the browser send the cookie but
 * cannot read it. Requests carrying a Bearer token are not cookie-authenticated and need no check.
 */
export function isCsrfSafe(method: string, headers: Record<string, string | string[] | undefined>): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (typeof headers.authorization === 'string' && headers.authorization.length > 0) return true;
  const cookie = typeof headers.cookie === 'string' ? headers.cookie : undefined;
  const expected = readCookie(cookie, SESSION_COOKIES.csrf);
  const sent = headers[CSRF_HEADER];
  if (!expected || typeof sent !== 'string' || sent.length === 0) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}
