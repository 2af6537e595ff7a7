import { parseSessionUser, type SessionUser } from '../session-user';

/** GET /api/auth/me. Any failure (network, 401, bad body) means signed out. */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const response = await fetch('/api/auth/me', {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal,
    });
    if (!response.ok) return null;
    return parseSessionUser(await response.json());
  } catch {
    return null;
  }
}

/** POST /api/auth/logout. Errors are ignored: the visitor is signed out locally either way. */
export async function logout(): Promise<void> {
  try {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
  } catch {
    // Ignored on purpose (spec: Sign Out ignores errors).
  }
}
