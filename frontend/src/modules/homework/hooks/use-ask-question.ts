'use client';

import type { AskHomeworkQuestionRequest, HomeworkQuestionDetail } from '@studyhub/contracts';
import { useCallback, useRef, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { askHomeworkQuestion } from '../api/homework-api';

export const ASK_FAILED = 'The question could not be answered. Nothing was charged; please try again.';

export type AskState =
  | { status: 'idle' }
  | { status: 'asking' }
  /** `httpStatus`: 402 (points), 503 (no model), 400 (an image the model cannot read)...; 0 for no answer. */
  | { status: 'refused'; httpStatus: number; message: string };

/**
 * Sends a draft for an answer. The server's refusal is shown as it words it: 402 "insufficient
 * points", 503 how to enable a model, an image the model cannot read. One idempotency key per
 * question sent, and no second send while one is on its way, so nothing is charged twice.
 */
export function useAskQuestion(onAnswered: (question: HomeworkQuestionDetail) => void) {
  const [state, setState] = useState<AskState>({ status: 'idle' });
  const isAsking = useRef(false);

  const ask = useCallback(
    async (request: AskHomeworkQuestionRequest) => {
      if (isAsking.current) return;
      isAsking.current = true;
      setState({ status: 'asking' });
      const result = await askHomeworkQuestion(request, crypto.randomUUID()).catch(() => null);
      isAsking.current = false;
      if (result?.ok) {
        setState({ status: 'idle' });
        return onAnswered(result.data);
      }
      setState({
        status: 'refused',
        httpStatus: result?.status ?? 0,
        message: result ? failureMessage(result, ASK_FAILED) : ASK_FAILED,
      });
    },
    [onAnswered],
  );

  const clear = useCallback(() => setState({ status: 'idle' }), []);
  return { state, ask, clear };
}
