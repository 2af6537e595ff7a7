'use client';

import type { HomeworkQuestionDetail } from '@studyhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { fetchHomeworkQuestion } from '../api/homework-api';

export const QUESTION_LOAD_FAILED = 'The question could not be loaded.';

export type HomeworkQuestionState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; question: HomeworkQuestionDetail };

/** One of the student's questions with its answer; `replace` takes a newer copy (after a visibility change). */
export function useHomeworkQuestion(slug: string) {
  const [state, setState] = useState<HomeworkQuestionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchHomeworkQuestion(slug, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.ok) return setState({ status: 'ready', question: result.data });
        if (result.status === 404) return setState({ status: 'missing' });
        setState({ status: 'error', message: failureMessage(result, QUESTION_LOAD_FAILED) });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', message: QUESTION_LOAD_FAILED });
      },
    );
    return () => controller.abort();
  }, [slug, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const replace = useCallback((question: HomeworkQuestionDetail) => setState({ status: 'ready', question }), []);
  return { state, reload, replace };
}
