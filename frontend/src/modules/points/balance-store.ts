import { createUserLiveStore } from '../live/user-live-store';
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
  let liveEvents = 0;
  let requests = 0;

  const refresh = async () => {
    const forUser = store.userId;
    if (!forUser) return;
    const request = ++requests;
    const liveEventsBefore = liveEvents;
    const figures = await deps.fetchBalance();
    if (forUser !== store.userId || request !== requests) return;
    const snapshot = store.snapshot;
    // A live event that arrived meanwhile is at least as new as this answer.
    if (liveEvents !== liveEventsBefore && snapshot.status === 'ready') return;
    if (figures) {
      store.set({
        status: 'ready',
        figures,
        lastTransactionId: snapshot.status === 'ready' ? snapshot.lastTransactionId : null,
      });
    } else if (snapshot.status !== 'ready') {
      // A failed re-read keeps the last good balance; only a first read can fail the display.
      store.set(UNAVAILABLE);
    }
  };

  const onBalance = (data: unknown) => {
    const event = readBalanceEvent(data);
    if (!event || event.userId !== store.userId) return;
    liveEvents += 1;
    const snapshot = store.snapshot;
    // The event has the balance but not the points on hold: before the first read, read them again.
    if (snapshot.status !== 'ready') void refresh();
    store.set({
      status: 'ready',
      figures: {
        pointsBalance: event.pointsBalance,
        lifetimeSpent: event.lifetimeSpent,
        heldPoints: snapshot.status === 'ready' ? snapshot.figures.heldPoints : 0,
      },
      lastTransactionId: event.transactionId || null,
    });
  };

  const store = createUserLiveStore<BalanceSnapshot, 'balance'>({
    loading: LOADING,
    liveEvent: 'balance',
    onLiveEvent: onBalance,
    refresh,
    subscribeLive: deps.subscribeLive,
    restartLive: deps.restartLive,
  });

  return { subscribe: store.subscribe, getSnapshot: store.getSnapshot, refresh };
}
