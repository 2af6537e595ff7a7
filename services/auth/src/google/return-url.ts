/** Longest return path kept; anything longer is dropped rather than cut (a cut path is a wrong one). */
export const RETURN_URL_MAX_LENGTH = 1024;

/** Sign-in steps are never a place to come back to: the browser would loop through them. */
const SIGN_IN_PATHS = ['/login', '/register', '/auth', '/admin/login', '/api/auth'];

/**
 * Keeps a `returnUrl` only when it is a path on this site: `/dashboard?tab=1` yes; `//evil.com`,
 * `/\evil.com`, `https://...`, control characters or a sign-in step no. Returns null otherwise.
 */
export function sanitizeReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_URL_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read a backslash as a slash and drop tabs and newlines, so `/\evil.com` is `//evil.com`.
  if (value.includes('\\') || hasControlCharacter(value)) return null;
  const base = 'http://studyhub.invalid';
  const resolved = new URL(value, base);
  if (resolved.origin !== base || resolved.pathname.startsWith('//')) return null;
  if (SIGN_IN_PATHS.some((path) => resolved.pathname === path || resolved.pathname.startsWith(`${path}/`))) {
    return null;
  }
  return value;
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
