import { createUserLiveStore } from '../live/user-live-store';
import type { NotificationPage } from './api/notifications-api';
import { notificationFromLive, readLiveNotification, type BellNotification } from './live-notification';

/** The bell's dropdown shows this many of the newest. */
export const BELL_RECENT_LIMIT = 8;

export type BellSnapshot =
  { status: 'loading' } | { status: 'ready'; items: BellNotification[]; unread: number } | { status: 'unavailable' };

export interface NotificationStoreDeps {
  fetchRecent: () => Promise<NotificationPage | null>;
  markRead: (id: string) => Promise<boolean>;
  markAllRead: () => Promise<boolean>;
  subscribeLive: (event: 'notification' | 'ready', handler: (data: unknown) => void) => () => void;
  /** Reopens the live stream with the current session (another user signed in). */
  restartLive: () => void;
  now?: () => Date;
}

export interface NotificationStore {
  subscribe: (userId: string, listener: () => void) => () => void;
  getSnapshot: (userId: string) => BellSnapshot;
  refresh: () => Promise<void>;
  markRead: (id: string) => Promise<void>;
  markAllRead: () => Promise<void>;
}

const LOADING: BellSnapshot = { status: 'loading' };
const UNAVAILABLE: BellSnapshot = { status: 'unavailable' };

/**
 * The signed-in user's newest notifications and unread count, shared by the bell and the
 * notifications page. Read once, then kept current by the `notification` live events; every
 * (re)connect of the stream reads it again, so one missed while disconnected shows up soon.
 */
export function createNotificationStore(deps: NotificationStoreDeps): NotificationStore {
  let requests = 0;
  const now = deps.now ?? (() => new Date());

  const refresh = async () => {
    const forUser = store.userId;
    if (!forUser) return;
    const request = ++requests;
    const page = await deps.fetchRecent();
    if (forUser !== store.userId || request !== requests) return;
    if (page) store.set({ status: 'ready', items: page.items.slice(0, BELL_RECENT_LIMIT), unread: page.unread });
    else if (store.snapshot.status !== 'ready') store.set(UNAVAILABLE);
  };

  const onNotification = (data: unknown) => {
    const live = readLiveNotification(data);
    if (!live || live.userId !== store.userId) return;
    const snapshot = store.snapshot;
    // No count to add to yet: the first read may be older than this event, so read again (the
    // notification committed before its event was sent, so a read started now includes it).
    if (snapshot.status !== 'ready') {
      void refresh();
      return;
    }
    if (snapshot.items.some((item) => item.id === live.notificationId)) return;
    // A read answered before this event arrived may be older than it: the next read settles that.
    requests += 1;
    store.set({
      status: 'ready',
      items: [notificationFromLive(live, now()), ...snapshot.items].slice(0, BELL_RECENT_LIMIT),
      unread: snapshot.unread + 1,
    });
  };

  const store = createUserLiveStore<BellSnapshot, 'notification'>({
    loading: LOADING,
    liveEvent: 'notification',
    onLiveEvent: onNotification,
    refresh,
    subscribeLive: deps.subscribeLive,
    restartLive: deps.restartLive,
  });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    refresh,
    async markRead(id) {
      const snapshot = store.snapshot;
      if (snapshot.status === 'ready') {
        const target = snapshot.items.find((item) => item.id === id);
        if (target && !target.read_at) {
          store.set({
            status: 'ready',
            items: snapshot.items.map((item) => (item.id === id ? { ...item, read_at: now().toISOString() } : item)),
            unread: Math.max(0, snapshot.unread - 1),
          });
        }
      }
      if (!(await deps.markRead(id))) await refresh();
    },
    async markAllRead() {
      const snapshot = store.snapshot;
      if (snapshot.status === 'ready') {
        const readAt = now().toISOString();
        store.set({
          status: 'ready',
          items: snapshot.items.map((item) => ({ ...item, read_at: item.read_at ?? readAt })),
          unread: 0,
        });
      }
      if (!(await deps.markAllRead())) await refresh();
    },
  };
}
