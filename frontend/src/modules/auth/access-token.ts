/**
 * The claims of an access JWT, read WITHOUT verifying the signature. Only for routing and refresh
 * timing: every service verifies the token itself before trusting it.
 */
export interface AccessTokenClaims {
  userId: string;
  role: string;
  status: string;
  /** Expiry in milliseconds since the epoch. */
  expiresAt: number;
}

export type AccessTokenState = { kind: 'none' } | { kind: 'expired' } | { kind: 'active'; claims: AccessTokenClaims };

/** Treat a token this close to its expiry as expired, so it cannot lapse mid-request. */
export const ACCESS_TOKEN_EXPIRY_SKEW_MS = 5_000;

function decodeBase64Url(segment: string): string | null {
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

export function decodeAccessToken(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const json = decodeBase64Url(parts[1]);
  if (!json) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, role, status, exp } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || !sub || typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return {
    userId: sub,
    role: typeof role === 'string' ? role : 'user',
    status: typeof status === 'string' ? status : 'active',
    expiresAt: exp * 1000,
  };
}

/** What the access cookie says about the visitor: no session, an expired one, or an active one. */
export function accessTokenState(token: string | null | undefined, now: number = Date.now()): AccessTokenState {
  if (!token) return { kind: 'none' };
  const claims = decodeAccessToken(token);
  if (!claims) return { kind: 'none' };
  if (claims.expiresAt - ACCESS_TOKEN_EXPIRY_SKEW_MS <= now) return { kind: 'expired' };
  return { kind: 'active', claims };
}
