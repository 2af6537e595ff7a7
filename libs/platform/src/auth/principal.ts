import { SESSION_COOKIES } from '@studyhub/contracts';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Who is asking, as proven by a verified access token. */
export interface Principal {
  userId: string;
  role: UserRole;
  /** Account status when the token was issued (`active` or `inactive`). */
  status: string;
  email?: string;
  sessionId?: string;
  /** Token expiry, seconds since the epoch. */
  expiresAt?: number;
  /** When the token was issued, seconds since the epoch (its `iat`). */
  issuedAt?: number;
}

export function isActiveAdmin(principal: Principal | undefined): boolean {
  return principal?.role === 'admin' && principal.status === 'active';
}

/**
 * Set by the gateway, and only by it (it removes a client's copy), on a request whose access token
 * it took away because the account was deactivated or deleted since it was issued (ADR 0036); the
 * guard's 401 then says why.
 */
export const ACCESS_REVOKED_HEADER = 'x-studyhub-access-revoked';
export const ACCESS_REVOKED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Name of the httpOnly cookie that carries the access token for browser sessions. */
export const ACCESS_TOKEN_COOKIE = SESSION_COOKIES.access;

/** The access token of a request: the Bearer header first, then the session cookie. */
export function extractAccessToken(headers: {
  authorization?: string | undefined;
  cookie?: string | undefined;
}): string | undefined {
  const authorization = headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    return match?.[1];
  }
  return readCookie(headers.cookie, ACCESS_TOKEN_COOKIE);
}

export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw.replace(/^"(.*)"$/, '$1'));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
