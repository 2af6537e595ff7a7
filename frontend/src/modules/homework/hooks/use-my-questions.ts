'use client';

import type { HomeworkQuestionSummary } from '@studyhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { readListMeta, type ListMeta } from '@/modules/tables/list-meta';
import { fetchMyHomeworkQuestions } from '../api/homework-api';

export const QUESTIONS_LOAD_FAILED = 'Your questions could not be loaded.';

export type MyQuestionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; questions: HomeworkQuestionSummary[]; meta: ListMeta };

/** One page of the student's own homework questions, newest first, read again on `reload`. */
export function useMyQuestions(page: number) {
  const [state, setState] = useState<MyQuestionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchMyHomeworkQuestions(page, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) return setState({ status: 'error', message: failureMessage(result, QUESTIONS_LOAD_FAILED) });
        const questions = Array.isArray(result.data) ? result.data : [];
        setState({ status: 'ready', questions, meta: readListMeta(result.meta, questions.length) });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', message: QUESTIONS_LOAD_FAILED });
      },
    );
    return () => controller.abort();
  }, [page, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
