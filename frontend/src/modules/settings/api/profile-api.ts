import type { UpdateProfileRequest } from '@studyhub/contracts';
import { parseUserData, type SessionUser } from '@/modules/auth/session-user';
import { apiRequest } from '@/modules/http/api-request';
import { mapApiResult, type ApiResult } from '@/modules/http/api-result';

/** PUT /api/auth/profile */
export async function updateProfile(body: UpdateProfileRequest): Promise<ApiResult<SessionUser>> {
  return mapApiResult(await apiRequest<unknown>('/auth/profile', { method: 'PUT', body }), parseUserData);
}

/** POST /api/auth/avatar, multipart field `file`. */
export async function uploadAvatar(file: File): Promise<ApiResult<SessionUser>> {
  const form = new FormData();
  form.append('file', file);
  return mapApiResult(await apiRequest<unknown>('/auth/avatar', { method: 'POST', body: form }), parseUserData);
}
