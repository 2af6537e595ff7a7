'use client';

import type { AiToolsOffer, AskHomeworkQuestionRequest, HomeworkQuestionDetail } from '@studyhub/contracts';
import { useCallback, useRef, useState } from 'react';
import { paidFailureOf } from '@/modules/ai-tools/offer/paid-failure';
import type { PaidRefusal } from '@/modules/ai-tools/offer/paid-refusal';
import { useAiToolsOffer } from '@/modules/ai-tools/offer/use-ai-tools-offer';
import { askHomeworkQuestion } from '../api/homework-api';
import { homeworkHoldPoints } from '../homework-content';

export const ASK_FAILED = 'The question could not be answered. Nothing was charged; please try again.';

export type AskState =
  | { status: 'idle' }
  | { status: 'asking' }
  /** `httpStatus`: 402 (points), 503 (no model), 400 (an image the model cannot read)...; 0 for no answer. */
  | { status: 'refused'; httpStatus: number; message: string; refusal: PaidRefusal | null };

/**
 * Sends a draft for an answer, quoting the hold the page showed (a raised price is refused with 409
 * and shown with the new price). The server's refusal is shown as it words it: 402 "insufficient
 * points", 503 how to enable a model, an image the model cannot read. One idempotency key per
 * question sent, and no second send while one is on its way, so nothing is charged twice.
 */
export function useAskQuestion(onAnswered: (question: HomeworkQuestionDetail) => void, initialOffer?: AiToolsOffer) {
  const [state, setState] = useState<AskState>({ status: 'idle' });
  const isAsking = useRef(false);
  const { offer } = useAiToolsOffer(initialOffer);
  const holdPoints = homeworkHoldPoints(offer.prices);

  const ask = useCallback(
    async (request: AskHomeworkQuestionRequest) => {
      if (isAsking.current) return;
      isAsking.current = true;
      setState({ status: 'asking' });
      const result = await askHomeworkQuestion(request, crypto.randomUUID(), holdPoints).catch(() => null);
      isAsking.current = false;
      if (result?.ok) {
        setState({ status: 'idle' });
        return onAnswered(result.data);
      }
      const failure = result ? paidFailureOf(result, ASK_FAILED) : { message: ASK_FAILED, refusal: null };
      setState({ status: 'refused', httpStatus: result?.status ?? 0, ...failure });
    },
    [onAnswered, holdPoints],
  );

  const clear = useCallback(() => setState({ status: 'idle' }), []);
  /** `offer`: the prices the form shows and whether the helper is open. */
  return { state, ask, clear, offer };
}
