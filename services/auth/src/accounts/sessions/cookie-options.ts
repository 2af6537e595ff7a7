import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@studyhub/contracts';

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax' | 'strict';
  path: string;
  /** Seconds. */
  maxAge: number;
}

/** Where the browser sends the refresh token: the auth routes behind the gateway's `/api`. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * The three session cookies (spec: the session lives 7 days). The access and refresh tokens are
 * out of reach of scripts; the CSRF token is readable so our pages can echo it in a header. The
 * refresh cookie is Strict and only travels to the auth routes.
 */
export function sessionCookieOptions(secure: boolean): Record<'access' | 'refresh' | 'csrf', CookieOptions> {
  const maxAge = SESSION_COOKIE_MAX_AGE_SECONDS;
  return {
    access: { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge },
    refresh: { httpOnly: true, secure, sameSite: 'strict', path: REFRESH_COOKIE_PATH, maxAge },
    csrf: { httpOnly: false, secure, sameSite: 'lax', path: '/', maxAge },
  };
}
