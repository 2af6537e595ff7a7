import type { GoogleRefusalReason } from './google-sign-in-refused';

/** Where the browser goes once the session cookies are set: the frontend's /auth/callback. */
export function afterSignInUrl(publicUrl: string, returnUrl: string | null): string {
  const query = returnUrl ? `?${new URLSearchParams({ returnUrl }).toString()}` : '';
  return `${publicUrl}/auth/callback${query}`;
}

/**
 * Where a failed sign-in lands: the login page, which shows 'Failed to sign in with Google' for
 * `error=google`. An inactive account gets its own code; every other reason stays in the logs.
 */
export function failedSignInUrl(
  publicUrl: string,
  reason: GoogleRefusalReason | null,
  returnUrl: string | null,
): string {
  const query = new URLSearchParams();
  if (returnUrl) query.set('returnUrl', returnUrl);
  query.set('error', reason === 'account_inactive' ? 'inactive' : 'google');
  return `${publicUrl}/login?${query.toString()}`;
}

/** The callback's query as the provider sent it; repeated or non-text parameters are dropped. */
export function callbackParamsOf(query: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return params;
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string') params[name] = value;
  }
  return params;
}
