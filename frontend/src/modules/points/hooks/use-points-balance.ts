'use client';

import { useEffect, useState } from 'react';
import { fetchPointsBalance } from '../api/points-api';

export type PointsBalanceState =
  { status: 'loading' } | { status: 'ready'; balance: number } | { status: 'unavailable' };

/** Balance of the signed-in user; fetched whenever the user changes. */
export function usePointsBalance(userId: string | null): PointsBalanceState {
  const [state, setState] = useState<PointsBalanceState>({ status: 'loading' });

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    void fetchPointsBalance(controller.signal).then((balance) => {
      if (controller.signal.aborted) return;
      setState(balance === null ? { status: 'unavailable' } : { status: 'ready', balance });
    });
    return () => controller.abort();
  }, [userId]);

  return state;
}
