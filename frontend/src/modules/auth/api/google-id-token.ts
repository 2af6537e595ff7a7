// Relative imports keep this module loadable by the unit tests, which do not map `@/`.
import { apiRequest } from '../../http/api-request';
import { mapApiResult, type ApiResult } from '../../http/api-result';
import { readGrant, type SessionGrant } from './session-grant';

/**
 * POST /api/auth/google/id-token: signs in with the credential Google's one-tap prompt handed the
 * page; the answer sets the session cookies.
 */
export async function signInWithGoogleIdToken(credential: string): Promise<ApiResult<SessionGrant>> {
  const result = await apiRequest<unknown>('/auth/google/id-token', {
    method: 'POST',
    body: { credential },
    skipSessionRetry: true,
  });
  return mapApiResult(result, (data) => readGrant(data));
}
