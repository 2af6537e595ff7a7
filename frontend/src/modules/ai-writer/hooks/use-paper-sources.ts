'use client';

import type { PaperSourceLibrary } from '@studyhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { fetchSources } from '../api/paper-sources-api';

export const SOURCES_LOAD_FAILED = 'The sources of this paper could not be loaded.';

export type SourcesState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; library: PaperSourceLibrary };

/**
 * The paper's source library, shared by the Sources panel and the exports (which print its
 * formatted entries). Read again after every change and when the citation style changes, since
 * the entries are formatted in it.
 */
export function usePaperSources(paperId: string, citationStyle: string) {
  const [state, setState] = useState<SourcesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchSources(paperId, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) return setState({ status: 'error', message: failureMessage(result, SOURCES_LOAD_FAILED) });
        if (!Array.isArray(result.data?.sources)) return setState({ status: 'error', message: SOURCES_LOAD_FAILED });
        setState({ status: 'ready', library: result.data });
      },
      () => !controller.signal.aborted && setState({ status: 'error', message: SOURCES_LOAD_FAILED }),
    );
    return () => controller.abort();
  }, [paperId, citationStyle, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const bibliography = state.status === 'ready' ? state.library.sources.map((source) => source.formatted.text) : [];
  return { state, reload, bibliography };
}
