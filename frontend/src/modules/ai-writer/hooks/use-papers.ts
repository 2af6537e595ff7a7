'use client';

import type { PaperOrigin, PaperSummary } from '@studyhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { readListMeta, type ListMeta } from '@/modules/tables/list-meta';
import { fetchPapers } from '../api/papers-api';

export const PAPERS_LOAD_FAILED = 'Your papers could not be loaded.';

export type PapersState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; papers: PaperSummary[]; meta: ListMeta };

/** One page of the student's writer (or editor) papers for a title search, read again on `reload`. */
export function usePapers(page: number, q: string, origin: PaperOrigin = 'writer') {
  const [state, setState] = useState<PapersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPapers({ page, q, origin }, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) return setState({ status: 'error', message: failureMessage(result, PAPERS_LOAD_FAILED) });
        const papers = Array.isArray(result.data) ? result.data : [];
        setState({ status: 'ready', papers, meta: readListMeta(result.meta, papers.length) });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', message: PAPERS_LOAD_FAILED });
      },
    );
    return () => controller.abort();
  }, [page, q, origin, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
