/** Pages whose own `returnUrl` must be passed along rather than pointing back at themselves. */
const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

function normalizeSearch(search: string): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/** The current location (path and query) to come back to after signing in. */
export function buildReturnUrl(pathname: string, search: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return `${path}${normalizeSearch(search)}`;
}

/**
 * Only same-site paths are accepted as a return target: `/x` yes, `//evil.com` or `https://...` no.
 * Returns null when the value is unsafe.
 */
export function sanitizeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

/**
 * Link to the login or register page carrying where the visitor is now, e.g.
 * `/login?returnUrl=%2Fblog%3Fpage%3D2`. On an auth page the existing returnUrl is kept.
 */
export function buildAuthHref(target: '/login' | '/register', pathname: string, search: string): string {
  let returnUrl: string | null;
  if (AUTH_PAGES.includes(pathname)) {
    returnUrl = sanitizeReturnUrl(new URLSearchParams(normalizeSearch(search)).get('returnUrl'));
  } else {
    returnUrl = buildReturnUrl(pathname, search);
  }
  return returnUrl ? `${target}?${new URLSearchParams({ returnUrl }).toString()}` : target;
}
