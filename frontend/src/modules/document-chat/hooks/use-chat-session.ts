'use client';

import type { DocumentChatSessionDetail } from '@studyhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { paidFailureOf } from '@/modules/ai-tools/offer/paid-failure';
import type { PaidRefusal } from '@/modules/ai-tools/offer/paid-refusal';
import { failureMessage } from '@/modules/http/api-result';
import { refreshPointsBalance } from '@/modules/points/hooks/use-points-balance';
import { askChatQuestion, fetchChatSession } from '../api/document-chat-api';

export const SESSION_LOAD_FAILED = 'This chat could not be loaded.';
export const ASK_FAILED = 'The question could not be answered. Nothing was charged; please try again.';

export type ChatSessionState =
  | { status: 'loading' }
  | { status: 'error'; httpStatus: number; message: string }
  | { status: 'ready'; session: DocumentChatSessionDetail };

export type AskState =
  | { status: 'idle' }
  | { status: 'asking'; question: string }
  /** `httpStatus`: 402 (points), 409 (another question on its way), 502/504 (the model)...; 0 for no answer. */
  | { status: 'refused'; httpStatus: number; message: string; refusal: PaidRefusal | null };

/**
 * One chat with its messages, and asking in it: one question at a time, one idempotency key per
 * question sent, the answer appended and the balance read again when points were charged. A refusal
 * keeps the server's words (402 insufficient points).
 */
export function useChatSession(id: string) {
  const [state, setState] = useState<ChatSessionState>({ status: 'loading' });
  const [ask, setAsk] = useState<AskState>({ status: 'idle' });
  const isAsking = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchChatSession(id, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) {
          return setState({
            status: 'error',
            httpStatus: result.status,
            message: failureMessage(result, SESSION_LOAD_FAILED),
          });
        }
        setState({ status: 'ready', session: result.data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', httpStatus: 0, message: SESSION_LOAD_FAILED });
      },
    );
    return () => controller.abort();
  }, [id]);

  const send = useCallback(
    async (question: string, quotedPoints: number): Promise<boolean> => {
      if (isAsking.current) return false;
      isAsking.current = true;
      setAsk({ status: 'asking', question });
      const result = await askChatQuestion(id, question, crypto.randomUUID(), quotedPoints).catch(() => null);
      isAsking.current = false;
      if (!result?.ok) {
        const failure = result ? paidFailureOf(result, ASK_FAILED) : { message: ASK_FAILED, refusal: null };
        setAsk({ status: 'refused', httpStatus: result?.status ?? 0, ...failure });
        // The chat says what its next question costs: read it again at the new price.
        if (failure.refusal?.kind === 'price-changed') {
          const fresh = await fetchChatSession(id).catch(() => null);
          if (fresh?.ok) setState({ status: 'ready', session: fresh.data });
        }
        return false;
      }
      const reply = result.data;
      setState((current) =>
        current.status !== 'ready'
          ? current
          : {
              status: 'ready',
              session: {
                ...current.session,
                messages: [...current.session.messages, reply.message, reply.reply],
                questions_asked: current.session.questions_asked + 1,
                points_charged: current.session.points_charged + reply.points_charged,
                next_question_cost: reply.next_question_cost,
              },
            },
      );
      setAsk({ status: 'idle' });
      if (reply.points_charged > 0) void refreshPointsBalance();
      return true;
    },
    [id],
  );

  return { state, ask, send };
}
