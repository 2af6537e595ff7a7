import { parseUserData, type SessionUser } from '../session-user';

/** A started or renewed session: who, and when its access token runs out (ms since the epoch). */
export interface SessionGrant {
  user: SessionUser;
  expiresAt: number | null;
}

/** Reads the `data` of a session answer (login, refresh, Google ID-token sign-in); null when it is not one. */
export function readGrant(data: unknown, now: number = Date.now()): SessionGrant | null {
  const user = parseUserData(data);
  if (!user) return null;
  const expiresIn = (data as { expires_in?: unknown }).expires_in;
  return {
    user,
    expiresAt: typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? now + expiresIn * 1000 : null,
  };
}
