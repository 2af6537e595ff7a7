'use client';

import { useEffect, useState } from 'react';
import { fetchInstantResults } from '../api/instant-search-api';
import {
  EMPTY_INSTANT_RESULTS,
  INSTANT_SEARCH_DEBOUNCE_MS,
  normalizeSearchQuery,
  type InstantResults,
} from '../search-query';

export interface InstantSearchState {
  /** The trimmed query; empty means nothing is searched. */
  query: string;
  isLoading: boolean;
  /** Results for `query` (never for an older query). */
  results: InstantResults;
}

/** Debounced (300 ms) instant search; blank queries send nothing and stale answers are dropped. */
export function useInstantSearch(rawQuery: string): InstantSearchState {
  const query = normalizeSearchQuery(rawQuery);
  const [answer, setAnswer] = useState<{ query: string; results: InstantResults } | null>(null);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void fetchInstantResults(query, controller.signal).then((results) => {
        if (!controller.signal.aborted) setAnswer({ query, results });
      });
    }, INSTANT_SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const isCurrent = query !== '' && answer?.query === query;
  return {
    query,
    isLoading: query !== '' && !isCurrent,
    results: isCurrent && answer ? answer.results : EMPTY_INSTANT_RESULTS,
  };
}
