'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { restartLiveEvents, subscribeToLiveEvent } from '@/modules/live/live-events';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from '../api/notifications-api';
import { BELL_RECENT_LIMIT, createNotificationStore, type BellSnapshot } from '../notification-store';

const notificationStore = createNotificationStore({
  fetchRecent: async () => {
    try {
      const result = await fetchNotifications({ limit: BELL_RECENT_LIMIT, isBackground: true });
      return result.ok ? result.data : null;
    } catch {
      return null;
    }
  },
  markRead: async (id) => (await markNotificationRead(id)).ok,
  markAllRead: async () => (await markAllNotificationsRead()).ok,
  subscribeLive: subscribeToLiveEvent,
  restartLive: restartLiveEvents,
});

const LOADING: BellSnapshot = { status: 'loading' };

export const markBellNotificationRead = (id: string): Promise<void> => notificationStore.markRead(id);
export const markAllBellNotificationsRead = (): Promise<void> => notificationStore.markAllRead();
/** Reads the newest again (the notifications page changed what is read). */
export const refreshBellNotifications = (): Promise<void> => notificationStore.refresh();

/** The signed-in user's newest notifications and unread count, updated live. */
export function useBellNotifications(userId: string | null): BellSnapshot {
  const subscribe = useCallback(
    (listener: () => void) => (userId ? notificationStore.subscribe(userId, listener) : () => undefined),
    [userId],
  );
  const getSnapshot = useCallback(() => (userId ? notificationStore.getSnapshot(userId) : LOADING), [userId]);
  return useSyncExternalStore(subscribe, getSnapshot, () => LOADING);
}
