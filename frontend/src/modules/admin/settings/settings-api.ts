import type { SettingsGroupName, SettingsSnapshot } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';

/** PUT /api/admin/settings/{group}: the whole group with the version it was read at (a stale one is a 409). */
export function saveSettings(
  group: SettingsGroupName,
  body: { version: number; value: Record<string, unknown>; note?: string },
): Promise<ApiResult<SettingsSnapshot<Record<string, unknown>>>> {
  return apiRequest<SettingsSnapshot<Record<string, unknown>>>(`/admin/settings/${encodeURIComponent(group)}`, {
    method: 'PUT',
    body,
  });
}
