'use client';

import type { FlashcardDeckDetail } from '@studyhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { fetchDeck } from '../api/flashcards-api';

export const DECK_LOAD_FAILED = 'The deck could not be loaded.';

export type DeckState =
  | { status: 'loading' }
  | { status: 'missing'; message: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; deck: FlashcardDeckDetail };

/** One deck with the student's own schedules; `replace` takes a fresher copy from an answer. */
export function useDeck(identifier: string) {
  const [state, setState] = useState<DeckState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchDeck(identifier, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.ok) return setState({ status: 'ready', deck: result.data });
        const message = failureMessage(result, DECK_LOAD_FAILED);
        setState(result.status === 404 ? { status: 'missing', message } : { status: 'error', message });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', message: DECK_LOAD_FAILED });
      },
    );
    return () => controller.abort();
  }, [identifier, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const replace = useCallback((deck: FlashcardDeckDetail) => setState({ status: 'ready', deck }), []);
  return { state, reload, replace };
}
