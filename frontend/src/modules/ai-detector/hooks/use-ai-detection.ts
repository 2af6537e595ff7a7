'use client';

import type { AiDetectorResult } from '@studyhub/contracts';
import { useCallback, useRef, useState } from 'react';
import { paidFailureOf } from '@/modules/ai-tools/offer/paid-failure';
import type { PaidRefusal } from '@/modules/ai-tools/offer/paid-refusal';
import { refreshPointsBalance } from '@/modules/points/hooks/use-points-balance';
import { detectAiContent } from '../api/ai-detector-api';

export const DETECTION_FAILED = 'The text could not be checked. Nothing was charged; please try again.';

export type DetectionState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; result: AiDetectorResult }
  /** `httpStatus`: 402 (points), 422 (too short), 400 (too long)...; 0 for no answer. */
  | { status: 'refused'; httpStatus: number; message: string; refusal: PaidRefusal | null };

/**
 * Sends a text to the detector; the server's refusal is shown as it words it (402 "You have
 * insufficient points for AI detection", 422 too short). One key per check and no second send while
 * one is on its way, so nothing is charged twice.
 */
export function useAiDetection() {
  const [state, setState] = useState<DetectionState>({ status: 'idle' });
  const isChecking = useRef(false);

  const detect = useCallback(async (text: string, quotedPoints: number) => {
    if (isChecking.current) return;
    isChecking.current = true;
    setState({ status: 'checking' });
    const result = await detectAiContent(text, crypto.randomUUID(), quotedPoints).catch(() => null);
    isChecking.current = false;
    if (result?.ok) {
      setState({ status: 'done', result: result.data });
      void refreshPointsBalance();
      return;
    }
    const failure = result ? paidFailureOf(result, DETECTION_FAILED) : { message: DETECTION_FAILED, refusal: null };
    setState({ status: 'refused', httpStatus: result?.status ?? 0, ...failure });
  }, []);

  return { state, detect };
}
