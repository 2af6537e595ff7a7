'use client';

import { useCallback, useEffect, useState } from 'react';
import { failureMessage, type ApiResult } from '@/modules/http/api-result';
import { readListMeta, type ListMeta } from './list-meta';

export type PagedListState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: T[]; meta: ListMeta };

/**
 * One page of a signed-in student's own list (chats, questions, decks), read again on `reload`.
 * `fetchPage` must keep its identity between renders (a module function, or memoised).
 */
export function usePagedList<T>(
  page: number,
  fetchPage: (page: number, signal: AbortSignal) => Promise<ApiResult<T[]>>,
  failedMessage: string,
) {
  const [state, setState] = useState<PagedListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPage(page, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) return setState({ status: 'error', message: failureMessage(result, failedMessage) });
        const items = Array.isArray(result.data) ? result.data : [];
        setState({ status: 'ready', items, meta: readListMeta(result.meta, items.length) });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', message: failedMessage });
      },
    );
    return () => controller.abort();
  }, [page, attempt, fetchPage, failedMessage]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
