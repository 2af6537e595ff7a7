'use client';

import type { FlashcardDeckSummary } from '@studyhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { readListMeta, type ListMeta } from '@/modules/tables/list-meta';
import { fetchMyDecks } from '../api/flashcards-api';

export const DECKS_LOAD_FAILED = 'Your decks could not be loaded.';

export type MyDecksState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; decks: FlashcardDeckSummary[]; meta: ListMeta };

/** One page of the student's decks, most recently changed first. */
export function useMyDecks(page: number) {
  const [state, setState] = useState<MyDecksState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchMyDecks(page, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) return setState({ status: 'error', message: failureMessage(result, DECKS_LOAD_FAILED) });
        const decks = Array.isArray(result.data) ? result.data : [];
        setState({ status: 'ready', decks, meta: readListMeta(result.meta, decks.length) });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', message: DECKS_LOAD_FAILED });
      },
    );
    return () => controller.abort();
  }, [page, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
