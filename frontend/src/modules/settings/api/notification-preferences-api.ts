import { apiRequest } from '@/modules/http/api-request';
import { mapApiResult, type ApiResult } from '@/modules/http/api-result';
import { readNotificationPreferences, type PreferenceSetting } from '../notification-preferences';

/** GET /api/notification-preferences */
export async function fetchNotificationPreferences(signal?: AbortSignal): Promise<ApiResult<PreferenceSetting[]>> {
  return mapApiResult(await apiRequest<unknown>('/notification-preferences', { signal }), readNotificationPreferences);
}

/** PUT /api/notification-preferences: one preference; answers with the full list. */
export async function updateNotificationPreference(
  setting: PreferenceSetting,
): Promise<ApiResult<PreferenceSetting[]>> {
  return mapApiResult(
    await apiRequest<unknown>('/notification-preferences', { method: 'PUT', body: setting }),
    readNotificationPreferences,
  );
}
