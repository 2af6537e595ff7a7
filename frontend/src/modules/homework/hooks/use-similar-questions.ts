'use client';

import { useEffect, useState } from 'react';
import { searchBankQuestions } from '../api/homework-api';
import {
  SIMILAR_SEARCH_DEBOUNCE_MS,
  readSimilarQuestions,
  similarQuestionsPath,
  type SimilarQuestion,
} from '../similar-questions';

export interface SimilarQuestionsState {
  /** True while typed text waits for its answer. */
  isSearching: boolean;
  /** True once the current text has been searched (an empty list then means "none found"). */
  isSearched: boolean;
  questions: SimilarQuestion[];
}

/**
 * The public bank's questions like the one being typed: searched 300 ms after the last keystroke,
 * never for blank text; an answer for older text is dropped. A failed search shows nothing
 * (spec: instant search failures answer empty lists).
 */
export function useSimilarQuestions(text: string): SimilarQuestionsState {
  const path = similarQuestionsPath(text);
  const [answer, setAnswer] = useState<{ path: string; questions: SimilarQuestion[] } | null>(null);

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchBankQuestions(path, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          setAnswer({ path, questions: result.ok ? readSimilarQuestions(result.data) : [] });
        },
        () => undefined,
      );
    }, SIMILAR_SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [path]);

  const isCurrent = path !== null && answer?.path === path;
  return {
    isSearching: path !== null && !isCurrent,
    isSearched: isCurrent,
    questions: isCurrent && answer ? answer.questions : [],
  };
}
