'use client';

import type { GeneratePaperRequest, GenerationStreamEvent } from '@studyhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { paidFailureOf } from '@/modules/ai-tools/offer/paid-failure';
import type { PaidRefusal } from '@/modules/ai-tools/offer/paid-refusal';
import { refreshPointsBalance } from '@/modules/points/hooks/use-points-balance';
import { GENERATION_FAILED } from '../generation-events';
import { streamGeneration } from '../api/generation-api';

export type GenerationResult = Extract<GenerationStreamEvent, { event: 'done' }>['data'];

export type GenerationState =
  | { phase: 'idle'; wasStopped: boolean }
  | { phase: 'streaming'; text: string; pointsHeld: number | null }
  | { phase: 'done'; text: string; result: GenerationResult }
  | { phase: 'error'; text: string; message: string; refusal?: PaidRefusal | null };

/**
 * One generation at a time for a paper: streams the text as it comes, ends with the `done`
 * event's result or an error, and can be stopped (the request is aborted).
 */
export function useGeneration(
  paperId: string,
  onDone: (result: GenerationResult, request: GeneratePaperRequest) => void,
) {
  const [state, setState] = useState<GenerationState>({ phase: 'idle', wasStopped: false });
  const controllerRef = useRef<AbortController | null>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(
    async (request: GeneratePaperRequest) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      let text = '';
      let pointsHeld: number | null = null;
      // Written by the event callback, so kept in an object the compiler does not narrow.
      const end: { state: GenerationState | null } = { state: null };
      setState({ phase: 'streaming', text, pointsHeld });

      const onEvent = (event: GenerationStreamEvent) => {
        switch (event.event) {
          case 'hold':
            pointsHeld = event.data.points_held;
            break;
          case 'text':
            text += event.data.text;
            break;
          case 'done':
            end.state = { phase: 'done', text, result: event.data };
            break;
          case 'error':
            end.state = { phase: 'error', text, message: event.data.message };
            break;
        }
        if (!end.state) setState({ phase: 'streaming', text, pointsHeld });
      };

      try {
        const outcome = await streamGeneration(paperId, request, onEvent, controller.signal);
        if (!outcome.ok) {
          const { status, code, message } = outcome;
          end.state = {
            phase: 'error',
            text,
            ...paidFailureOf({ ok: false, status, error: { code, message } }, GENERATION_FAILED),
          };
        }
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          if (controllerRef.current === controller) setState({ phase: 'idle', wasStopped: true });
          return;
        }
        throw error;
      }
      if (controllerRef.current !== controller) return;
      controllerRef.current = null;
      const finished: GenerationState = end.state ?? {
        phase: 'error',
        text,
        message: 'The connection ended before the text was finished. Please try again.',
      };
      setState(finished);
      if (finished.phase === 'done') {
        onDoneRef.current(finished.result, request);
        void refreshPointsBalance();
      }
    },
    [paperId],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);
  return { state, start, stop };
}
