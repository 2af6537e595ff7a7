/**
 * The part every per-user live store shares (the balance, the bell): one snapshot for the signed-in
 * user, listeners, and the live subscription held while anyone listens. It follows `liveEvent` and
 * reads again at every (re)connect of the stream (`ready`), so an event missed while disconnected is
 * never missed for long; another user subscribing restarts the stream with the new session.
 */
export interface UserLiveStoreOptions<S, E extends string> {
  loading: S;
  liveEvent: E;
  onLiveEvent: (data: unknown) => void;
  refresh: () => Promise<void>;
  subscribeLive: (event: E | 'ready', handler: (data: unknown) => void) => () => void;
  restartLive: () => void;
}

export interface UserLiveStore<S> {
  /** The user whose snapshot is held; null before the first subscriber. */
  readonly userId: string | null;
  readonly snapshot: S;
  set: (next: S) => void;
  subscribe: (userId: string, listener: () => void) => () => void;
  getSnapshot: (userId: string) => S;
}

export function createUserLiveStore<S, E extends string>(options: UserLiveStoreOptions<S, E>): UserLiveStore<S> {
  let userId: string | null = null;
  let snapshot = options.loading;
  const listeners = new Set<() => void>();
  let stopLive: (() => void) | null = null;

  const startLive = () => {
    const stopEvent = options.subscribeLive(options.liveEvent, options.onLiveEvent);
    const stopReady = options.subscribeLive('ready', () => void options.refresh());
    stopLive = () => {
      stopEvent();
      stopReady();
    };
  };

  return {
    get userId() {
      return userId;
    },
    get snapshot() {
      return snapshot;
    },
    set(next) {
      snapshot = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(forUser, listener) {
      if (forUser !== userId) {
        const isSwitch = userId !== null && stopLive !== null;
        userId = forUser;
        snapshot = options.loading;
        if (isSwitch) options.restartLive();
        if (listeners.size > 0) void options.refresh();
      }
      listeners.add(listener);
      if (listeners.size === 1) {
        startLive();
        void options.refresh();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopLive?.();
        stopLive = null;
      };
    },
    getSnapshot: (forUser) => (forUser === userId ? snapshot : options.loading),
  };
}
