import { postLoginDestination } from '../post-login-destination';
import { resolveReturnUrl } from '../return-url';
import type { SessionUser } from '../session-user';

/** What the one-tap prompt decides on: the session provider's view, the deployment's settings, the page. */
export interface OneTapCircumstances {
  session: { status: 'loading' | 'signed-in' } | { status: 'signed-out'; reason: 'anonymous' | 'ended' | 'logout' };
  /** Null when Google sign-in is off (or its settings are not known yet). */
  googleClientId: string | null;
  pathname: string;
  /** The query string, with or without its `?`. */
  search: string;
}

/** Pages that are themselves a step of signing in, or the back office with its own login. */
const EXCLUDED_PREFIXES = ['/admin', '/auth'];
/** The pages where signing in is the visitor's purpose: one-tap continues to their returnUrl. */
const SIGN_IN_PAGES = ['/login', '/register'];

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Spec section 2: a Google one-tap prompt appears when no stored session exists. Not while the
 * session is still being read, not right after signing out in this tab, not after a failed Google
 * sign-in (`/login?error=...`), and not on the admin pages or the sign-in steps under /auth.
 */
export function shouldOfferOneTap({ session, googleClientId, pathname, search }: OneTapCircumstances): boolean {
  if (session.status !== 'signed-out' || session.reason === 'logout' || !googleClientId) return false;
  const path = normalizePath(pathname);
  if (EXCLUDED_PREFIXES.some((prefix) => isUnder(path, prefix))) return false;
  return !(path === '/login' && new URLSearchParams(search).has('error'));
}

/**
 * Where to go once one-tap has signed the visitor in: from login or register, on to the returnUrl
 * (admins to the admin dashboard); anywhere else null, meaning stay on the page.
 */
export function oneTapDestination(user: Pick<SessionUser, 'role'>, pathname: string, search: string): string | null {
  if (!SIGN_IN_PAGES.includes(normalizePath(pathname))) return null;
  return postLoginDestination(user, resolveReturnUrl(new URLSearchParams(search)));
}
