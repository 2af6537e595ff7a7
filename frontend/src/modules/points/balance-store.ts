import { readBalanceEvent, type BalanceFigures } from './balance';

export type BalanceSnapshot =
  | { status: 'loading' }
  | { status: 'ready'; figures: BalanceFigures; lastTransactionId: string | null }
  | { status: 'unavailable' };

export interface BalanceStoreDeps {
  fetchBalance: () => Promise<BalanceFigures | null>;
  subscribeLive: (event: 'balance' | 'ready', handler: (data: unknown) => void) => () => void;
  /** Reopens the live stream with the current session (another user signed in). */
  restartLive: () => void;
}

export interface BalanceStore {
  subscribe: (userId: string, listener: () => void) => () => void;
  getSnapshot: (userId: string) => BalanceSnapshot;
  /** Reads the balance again (after a purchase, or when the stream reconnects). */
  refresh: () => Promise<void>;
}

const LOADING: BalanceSnapshot = { status: 'loading' };
const UNAVAILABLE: BalanceSnapshot = { status: 'unavailable' };

/**
 * The signed-in user's balance, shared by every place that shows it (spec section 4: "Balance
 * updates live"). It is read once, then follows the `balance` live events; every (re)connect of
 * the stream reads it again, so an event missed while disconnected is never missed for long.
 */
export function createBalanceStore(deps: BalanceStoreDeps): BalanceStore {
  let userId: string | null = null;
  let snapshot: BalanceSnapshot = LOADING;
  const listeners = new Set<() => void>();
  let stopLive: (() => void) | null = null;
  let liveEvents = 0;
  let requests = 0;

  const set = (next: BalanceSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const refresh = async () => {
    const forUser = userId;
    if (!forUser) return;
    const request = ++requests;
    const liveEventsBefore = liveEvents;
    const figures = await deps.fetchBalance();
    if (forUser !== userId || request !== requests) return;
    // A live event that arrived meanwhile is at least as new as this answer.
    if (liveEvents !== liveEventsBefore && snapshot.status === 'ready') return;
    if (figures) {
      set({
        status: 'ready',
        figures,
        lastTransactionId: snapshot.status === 'ready' ? snapshot.lastTransactionId : null,
      });
    } else if (snapshot.status !== 'ready') {
      // A failed re-read keeps the last good balance; only a first read can fail the display.
      set(UNAVAILABLE);
    }
  };

  const onBalance = (data: unknown) => {
    const event = readBalanceEvent(data);
    if (!event || event.userId !== userId) return;
    liveEvents += 1;
    set({
      status: 'ready',
      figures: {
        pointsBalance: event.pointsBalance,
        lifetimeSpent: event.lifetimeSpent,
        heldPoints: snapshot.status === 'ready' ? snapshot.figures.heldPoints : 0,
      },
      lastTransactionId: event.transactionId || null,
    });
  };

  const startLive = () => {
    const stopBalance = deps.subscribeLive('balance', onBalance);
    const stopReady = deps.subscribeLive('ready', () => void refresh());
    stopLive = () => {
      stopBalance();
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
  };
}
