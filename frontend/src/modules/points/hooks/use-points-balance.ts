'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { restartLiveEvents, subscribeToLiveEvent } from '@/modules/live/live-events';
import { fetchPointsBalance } from '../api/points-api';
import type { BalanceFigures } from '../balance';
import { createBalanceStore } from '../balance-store';

export type PointsBalanceState =
  | { status: 'loading' }
  | ({ status: 'ready'; balance: number; lastTransactionId: string | null } & BalanceFigures)
  | { status: 'unavailable' };

const balanceStore = createBalanceStore({
  fetchBalance: () => fetchPointsBalance(),
  subscribeLive: subscribeToLiveEvent,
  restartLive: restartLiveEvents,
});

const LOADING: PointsBalanceState = { status: 'loading' };
const UNAVAILABLE: PointsBalanceState = { status: 'unavailable' };
const views = new WeakMap<object, PointsBalanceState>();

/** Reads the balance again now, e.g. after a purchase; the live events would follow anyway. */
export function refreshPointsBalance(): Promise<void> {
  return balanceStore.refresh();
}

/** The ledger credits purchases and refunds by event, a moment after the answer: read now and twice more. */
const SETTLE_REREADS_MS = [2_000, 6_000] as const;

function refreshPointsBalanceWhileSettling(): void {
  void refreshPointsBalance();
  for (const delay of SETTLE_REREADS_MS) window.setTimeout(() => void refreshPointsBalance(), delay);
}

export function refreshPointsBalanceAfterPurchase(): void {
  refreshPointsBalanceWhileSettling();
}

/** A refunded order's points come back when the ledger reads order.refunded.v1. */
export function refreshPointsBalanceAfterRefund(): void {
  refreshPointsBalanceWhileSettling();
}

/**
 * Balance of the signed-in user: read once, then kept up to date by the live `balance` events
 * (spec section 4), shared by the header, the wallet and checkout.
 */
export function usePointsBalance(userId: string | null): PointsBalanceState {
  const subscribe = useCallback(
    (listener: () => void) => (userId ? balanceStore.subscribe(userId, listener) : () => undefined),
    [userId],
  );
  const getSnapshot = useCallback(() => {
    if (!userId) return LOADING;
    const snapshot = balanceStore.getSnapshot(userId);
    if (snapshot.status !== 'ready') return snapshot.status === 'loading' ? LOADING : UNAVAILABLE;
    // One view object per store snapshot, so React sees an unchanged balance as unchanged.
    let view = views.get(snapshot);
    if (!view) {
      view = {
        status: 'ready',
        balance: snapshot.figures.pointsBalance,
        lastTransactionId: snapshot.lastTransactionId,
        ...snapshot.figures,
      };
      views.set(snapshot, view);
    }
    return view;
  }, [userId]);
  return useSyncExternalStore(subscribe, getSnapshot, () => LOADING);
}
