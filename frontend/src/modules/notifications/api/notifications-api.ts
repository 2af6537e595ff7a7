import type { AppNotification, ReadAllResult, UnsubscribeInfo } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';
import type { BellNotification } from '../live-notification';

export interface NotificationPage {
  items: BellNotification[];
  total: number;
  unread: number;
}

function readMeta(meta: unknown): { total: number; unread: number } {
  const record = (typeof meta === 'object' && meta !== null ? meta : {}) as Record<string, unknown>;
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
  return { total: count(record.total), unread: count(record.unread) };
}

/**
 * GET /api/notifications: the caller's own, newest first, with the unread count. The bell reads in
 * the background (`isBackground`): a refused session is then not renewed from here, like the live
 * stream, since the session provider renews ahead of expiry and a forced renewal from a widget
 * would sign the page out whenever this one read was refused.
 */
export async function fetchNotifications(
  options: { page?: number; limit?: number; signal?: AbortSignal; isBackground?: boolean } = {},
): Promise<ApiResult<NotificationPage>> {
  const query = new URLSearchParams({ page: String(options.page ?? 1), limit: String(options.limit ?? 10) });
  const result = await apiRequest<AppNotification[]>(`/notifications?${query.toString()}`, {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.isBackground ? { skipSessionRetry: true } : {}),
  });
  if (!result.ok) return result;
  return { ok: true, status: result.status, data: { items: result.data ?? [], ...readMeta(result.meta) } };
}

export function markNotificationRead(id: string): Promise<ApiResult<AppNotification>> {
  return apiRequest<AppNotification>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

export function markAllNotificationsRead(): Promise<ApiResult<ReadAllResult>> {
  return apiRequest<ReadAllResult>('/notifications/read-all', { method: 'POST' });
}

/** What an unsubscribe link would turn off (public: the token is the proof). */
export function fetchUnsubscribeInfo(token: string): Promise<ApiResult<UnsubscribeInfo>> {
  return apiRequest<UnsubscribeInfo>(`/notifications/unsubscribe/info?token=${encodeURIComponent(token)}`, {
    skipSessionRetry: true,
  });
}

export function confirmUnsubscribe(token: string): Promise<ApiResult<UnsubscribeInfo>> {
  return apiRequest<UnsubscribeInfo>(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    skipSessionRetry: true,
  });
}
