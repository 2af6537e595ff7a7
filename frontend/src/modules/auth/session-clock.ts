/**
 * When the access token of this browser runs out, shared by every tab through localStorage (the
 * token itself is httpOnly). Only used to time renewals.
 */
export const SESSION_EXPIRY_KEY = 'studyhub.session.expires-at';

export function readSessionExpiry(): number | null {
  try {
    const value = Number(window.localStorage.getItem(SESSION_EXPIRY_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeSessionExpiry(expiresAt: number | null): void {
  try {
    if (expiresAt === null) window.localStorage.removeItem(SESSION_EXPIRY_KEY);
    else window.localStorage.setItem(SESSION_EXPIRY_KEY, String(expiresAt));
  } catch {
    // Storage may be unavailable (private mode, quota): renewal then relies on this tab's timer only.
  }
}
