import type { LoginRequest, RegisterRequest } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import { mapApiResult, type ApiResult } from '@/modules/http/api-result';
import { parseUserData, type SessionUser } from '../session-user';
import { readGrant, type SessionGrant } from './session-grant';

export type { SessionGrant } from './session-grant';

const AUTH_CALL = { skipSessionRetry: true } as const;

/** GET /api/auth/me */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<ApiResult<SessionUser>> {
  return mapApiResult(await apiRequest<unknown>('/auth/me', { signal, ...AUTH_CALL }), parseUserData);
}

/** Any failure (network, 401, bad body) means signed out. */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const result = await fetchCurrentUser(signal).catch(() => null);
  return result?.ok ? result.data : null;
}

/** POST /api/auth/login */
export async function login(body: LoginRequest): Promise<ApiResult<SessionGrant>> {
  return mapApiResult(await apiRequest<unknown>('/auth/login', { method: 'POST', body, ...AUTH_CALL }), readGrant);
}

/** POST /api/auth/admin/login: 403 'Unauthorized: Admin access required' for anyone but an active admin. */
export async function adminLogin(body: LoginRequest): Promise<ApiResult<SessionGrant>> {
  return mapApiResult(
    await apiRequest<unknown>('/auth/admin/login', { method: 'POST', body, ...AUTH_CALL }),
    readGrant,
  );
}

/** POST /api/auth/refresh (the refresh cookie travels by itself). */
export async function refreshSessionTokens(): Promise<ApiResult<SessionGrant>> {
  return mapApiResult(
    await apiRequest<unknown>('/auth/refresh', { method: 'POST', body: {}, ...AUTH_CALL }),
    readGrant,
  );
}

/**
 * POST /api/auth/logout; true when the server ended the session (or there was none). Never
 * throws: the caller signs out locally either way (spec: Sign Out ignores errors).
 */
export async function logout(): Promise<boolean> {
  try {
    const result = await apiRequest('/auth/logout', { method: 'POST', ...AUTH_CALL });
    return result.ok || result.status === 401;
  } catch {
    return false;
  }
}

/** POST /api/auth/register: 201 and a verification e-mail; the user signs in after verifying. */
export async function register(body: RegisterRequest): Promise<ApiResult<unknown>> {
  return apiRequest('/auth/register', { method: 'POST', body, ...AUTH_CALL });
}

/** POST /api/auth/verify-email: signs the user in. */
export async function verifyEmail(token: string): Promise<ApiResult<SessionGrant>> {
  return mapApiResult(
    await apiRequest<unknown>('/auth/verify-email', { method: 'POST', body: { token }, ...AUTH_CALL }),
    readGrant,
  );
}

/** POST /api/auth/resend-verification: 202 whether or not the address is known. */
export async function resendVerification(email: string): Promise<ApiResult<unknown>> {
  return apiRequest('/auth/resend-verification', { method: 'POST', body: { email }, ...AUTH_CALL });
}

/** POST /api/auth/forgot-password: 202 whether or not the address is known. */
export async function requestPasswordReset(email: string): Promise<ApiResult<unknown>> {
  return apiRequest('/auth/forgot-password', { method: 'POST', body: { email }, ...AUTH_CALL });
}

/** POST /api/auth/reset-password: 400 INVALID_TOKEN for a used or expired link. */
export async function resetPassword(token: string, password: string): Promise<ApiResult<unknown>> {
  return apiRequest('/auth/reset-password', { method: 'POST', body: { token, password }, ...AUTH_CALL });
}

/** PUT /api/auth/password for the signed-in user. */
export async function changePassword(body: {
  current_password: string;
  new_password: string;
}): Promise<ApiResult<unknown>> {
  return apiRequest('/auth/password', { method: 'PUT', body });
}

/** Full-page address that starts Google sign-in and comes back to /auth/callback. */
export function googleSignInHref(returnUrl: string | null): string {
  return returnUrl ? `/api/auth/google?${new URLSearchParams({ returnUrl }).toString()}` : '/api/auth/google';
}
