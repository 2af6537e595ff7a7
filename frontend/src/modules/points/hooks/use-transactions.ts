'use client';

import type { PointsTransaction } from '@studyhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { fetchPointsTransactions } from '../api/points-orders-api';
import type { ListMeta } from '@/modules/tables/list-meta';

export const HISTORY_FAILED = 'Your transaction history could not be loaded.';

export type TransactionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; transactions: PointsTransaction[]; meta: ListMeta };

/**
 * One page of the caller's history for an API query. `freshness` changes when the balance does
 * (a live event), so a purchase shows up in the history without a reload.
 */
export function useTransactions(
  query: string,
  freshness: string | null,
): { state: TransactionsState; reload: () => void } {
  const [loaded, setLoaded] = useState<{ key: string; state: TransactionsState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchPointsTransactions(query, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setLoaded({
          key: query,
          state: result.ok
            ? { status: 'ready', ...result.data }
            : { status: 'error', message: failureMessage(result, HISTORY_FAILED) },
        });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ key: query, state: { status: 'error', message: HISTORY_FAILED } });
      },
    );
    return () => controller.abort();
  }, [query, freshness, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  // A new query shows loading at once; a refresh of the same query keeps the rows until it answers.
  return { state: loaded?.key === query ? loaded.state : { status: 'loading' }, reload };
}
