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
  let userId: string | null = null;
  let snapshot: BellSnapshot = LOADING;
  const listeners = new Set<() => void>();
  let stopLive: (() => void) | null = null;
  let requests = 0;
  const now = deps.now ?? (() => new Date());

  const set = (next: BellSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const refresh = async () => {
    const forUser = userId;
    if (!forUser) return;
    const request = ++requests;
    const page = await deps.fetchRecent();
    if (forUser !== userId || request !== requests) return;
    if (page) set({ status: 'ready', items: page.items.slice(0, BELL_RECENT_LIMIT), unread: page.unread });
    else if (snapshot.status !== 'ready') set(UNAVAILABLE);
  };

  const onNotification = (data: unknown) => {
    const live = readLiveNotification(data);
    if (!live || live.userId !== userId) return;
    const current = snapshot.status === 'ready' ? snapshot : { items: [], unread: 0 };
    if (current.items.some((item) => item.id === live.notificationId)) return;
    // A read answered before this event arrived may be older than it: the next read settles that.
    requests += 1;
    set({
      status: 'ready',
      items: [notificationFromLive(live, now()), ...current.items].slice(0, BELL_RECENT_LIMIT),
      unread: current.unread + 1,
    });
  };

  const startLive = () => {
    const stopNotification = deps.subscribeLive('notification', onNotification);
    const stopReady = deps.subscribeLive('ready', () => void refresh());
    stopLive = () => {
      stopNotification();
      stopReady();
    };
  };

  return {
    subscribe(forUser, listener) {
      if (forUser !== userId) {
        const isSwitch = userId !== null && stopLive !== null;
        userId = forUser;
        snapshot = LOADING;
        if (isSwitch) deps.restartLive();
        if (listeners.size > 0) void refresh();
      }
      listeners.add(listener);
      if (listeners.size === 1) {
        startLive();
        void refresh();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopLive?.();
        stopLive = null;
      };
    },
    getSnapshot: (forUser) => (forUser === userId ? snapshot : LOADING),
    refresh,
    async markRead(id) {
      if (snapshot.status === 'ready') {
        const target = snapshot.items.find((item) => item.id === id);
        if (target && !target.read_at) {
          set({
            status: 'ready',
            items: snapshot.items.map((item) => (item.id === id ? { ...item, read_at: now().toISOString() } : item)),
            unread: Math.max(0, snapshot.unread - 1),
          });
        }
      }
      if (!(await deps.markRead(id))) await refresh();
    },
    async markAllRead() {
      if (snapshot.status === 'ready') {
        const readAt = now().toISOString();
        set({
          status: 'ready',
          items: snapshot.items.map((item) => ({ ...item, read_at: item.read_at ?? readAt })),
          unread: 0,
        });
      }
      if (!(await deps.markAllRead())) await refresh();
    },
  };
}
