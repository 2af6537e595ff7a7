/** Pages whose own `returnUrl` must be passed along rather than pointing back at themselves. */
const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];
/** Sign-in steps: never a place to come back to (it would loop). */
const AUTH_FLOW_PREFIXES = [...AUTH_PAGES, '/auth', '/admin/login'];

/** Query values as Next hands them to pages, or a URLSearchParams. */
export type QueryParams = URLSearchParams | Record<string, string | string[] | undefined>;

export function readParam(params: QueryParams, name: string): string | null {
  if (params instanceof URLSearchParams) return params.get(name);
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

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

function isAuthFlowPath(value: string): boolean {
  const path = value.split(/[?#]/, 1)[0] ?? value;
  return AUTH_FLOW_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Where to go after signing in, from the query's `returnUrl` (or its older name `from`): a
 * same-site path that is not itself a sign-in step; null when there is none.
 */
export function resolveReturnUrl(params: QueryParams): string | null {
  for (const name of ['returnUrl', 'from']) {
    const candidate = sanitizeReturnUrl(readParam(params, name));
    if (candidate && !isAuthFlowPath(candidate)) return candidate;
  }
  return null;
}

/** `/login?returnUrl=...` (or another auth page) for a known return target; the bare page otherwise. */
export function withReturnUrl(page: string, returnUrl: string | null): string {
  return returnUrl ? `${page}?${new URLSearchParams({ returnUrl }).toString()}` : page;
}
