// Relative imports keep this module loadable by the unit tests, which do not map `@/`.
import { apiRequest } from '../../http/api-request';

/** GET /api/auth/config as the frontend uses it. */
export interface AuthSettings {
  googleEnabled: boolean;
  /** The public OAuth client id for Google's one-tap prompt; null when Google sign-in is off. */
  googleClientId: string | null;
}

const GOOGLE_OFF: AuthSettings = { googleEnabled: false, googleClientId: null };

/** Reads the `data` of GET /api/auth/config; anything unexpected means Google sign-in is off. */
export function readAuthSettings(data: unknown): AuthSettings {
  if (typeof data !== 'object' || data === null) return GOOGLE_OFF;
  const record = data as { google_enabled?: unknown; google_client_id?: unknown };
  if (record.google_enabled !== true) return GOOGLE_OFF;
  const clientId = typeof record.google_client_id === 'string' ? record.google_client_id.trim() : '';
  return { googleEnabled: true, googleClientId: clientId || null };
}

/**
 * The deployment's settings, asked once per page load and shared by the Google button and the
 * one-tap prompt. A failed request is not remembered: the next caller asks again.
 */
export function createAuthSettingsLoader(): () => Promise<AuthSettings> {
  let answer: Promise<AuthSettings> | null = null;
  return () => {
    answer ??= apiRequest<unknown>('/auth/config', { skipSessionRetry: true }).then(
      (result) => {
        if (result.ok) return readAuthSettings(result.data);
        answer = null;
        return GOOGLE_OFF;
      },
      () => {
        answer = null;
        return GOOGLE_OFF;
      },
    );
    return answer;
  };
}

export const loadAuthSettings = createAuthSettingsLoader();
