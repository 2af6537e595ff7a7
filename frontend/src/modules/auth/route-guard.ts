import type { AccessTokenState } from './access-token';
import { ADMIN_HOME, ADMIN_LOGIN, signedInVisitorDestination } from './post-login-destination';
import { buildReturnUrl, resolveReturnUrl, withReturnUrl } from './return-url';

/** Which rule a path falls under (spec sections 2 and 6). */
export type RouteArea = 'member' | 'admin' | 'admin-login' | 'guest-only' | 'public';

export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; location: string };

/** The page that renews an expired session in the browser, then continues to `returnUrl`. */
export const SESSION_RESUME_PATH = '/auth/resume';
/** Query flag telling the admin login why the visitor is there. */
export const ADMIN_REQUIRED_QUERY = 'error=admin-required';

const MEMBER_PREFIXES = ['/dashboard', '/checkout'];
const GUEST_ONLY_PATHS = ['/login', '/register'];

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

export function routeAreaOf(pathname: string): RouteArea {
  const path = normalizePath(pathname);
  if (path === ADMIN_LOGIN) return 'admin-login';
  if (isUnder(path, '/admin')) return 'admin';
  if (MEMBER_PREFIXES.some((prefix) => isUnder(path, prefix))) return 'member';
  if (GUEST_ONLY_PATHS.includes(path)) return 'guest-only';
  return 'public';
}

const ALLOW: RouteDecision = { kind: 'allow' };
const redirect = (location: string): RouteDecision => ({ kind: 'redirect', location });

/**
 * The server-side guard: who may open a page, from what the access cookie says. An expired token
 * is not a decision yet: the visitor is sent to renew the session first and comes back.
 */
export function decideRouteAccess(input: {
  pathname: string;
  search: string;
  session: AccessTokenState;
}): RouteDecision {
  const { pathname, search, session } = input;
  const here = buildReturnUrl(pathname, search);
  const area = routeAreaOf(pathname);
  switch (area) {
    case 'member':
      if (session.kind === 'active') return ALLOW;
      if (session.kind === 'expired') return redirect(withReturnUrl(SESSION_RESUME_PATH, here));
      return redirect(withReturnUrl('/login', here));
    case 'admin':
      if (session.kind === 'expired') return redirect(withReturnUrl(SESSION_RESUME_PATH, here));
      if (session.kind === 'none') return redirect(ADMIN_LOGIN);
      if (session.claims.role === 'admin' && session.claims.status === 'active') return ALLOW;
      return redirect(`${ADMIN_LOGIN}?${ADMIN_REQUIRED_QUERY}`);
    case 'admin-login':
      if (session.kind === 'active' && session.claims.role === 'admin' && session.claims.status === 'active') {
        return redirect(ADMIN_HOME);
      }
      return ALLOW;
    case 'guest-only':
      if (session.kind !== 'active') return ALLOW;
      return redirect(signedInVisitorDestination(resolveReturnUrl(new URLSearchParams(search))));
    case 'public':
      return ALLOW;
    default: {
      const unreachable: never = area;
      return unreachable;
    }
  }
}
