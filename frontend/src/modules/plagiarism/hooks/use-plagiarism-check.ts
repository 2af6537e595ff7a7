'use client';

import type { PlagiarismReport } from '@studyhub/contracts';
import { useCallback, useRef, useState } from 'react';
import { paidFailureOf } from '@/modules/ai-tools/offer/paid-failure';
import type { PaidRefusal } from '@/modules/ai-tools/offer/paid-refusal';
import { failureMessage } from '@/modules/http/api-result';
import { refreshPointsBalance } from '@/modules/points/hooks/use-points-balance';
import { uploadStudyFile } from '@/modules/study-files/api/study-files-api';
import { waitUntilProcessed } from '@/modules/study-files/study-file-processing';
import { checkSimilarity, type SimilarityCheckBody } from '../api/plagiarism-api';

export const CHECK_FAILED = 'The text could not be checked. Nothing was charged; please try again.';
export const FILE_FAILED = 'The file could not be read. Nothing was charged; please try another file.';

export type CheckState =
  | { status: 'idle' }
  | { status: 'uploading' }
  | { status: 'processing' }
  | { status: 'checking' }
  | { status: 'done'; report: PlagiarismReport }
  /** `httpStatus`: 402 (points), 400 (too short or too long), 409 (file not processed)...; 0 for no answer. */
  | { status: 'refused'; httpStatus: number; message: string; refusal?: PaidRefusal | null };

export interface CheckOptions {
  keepForFutureChecks: boolean;
  /** The price the page showed. */
  quotedPoints: number;
  includeQuotes: boolean;
  includeBibliography: boolean;
}

/**
 * Runs a check of a pasted text, or of a file uploaded first as a study file (waiting for its
 * text). The server's refusal is shown as it words it (402 "You have insufficient points for
 * plagiarism checking"). One key per check and no second send while one is on its way.
 */
export function usePlagiarismCheck() {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const isBusy = useRef(false);

  const send = useCallback(async (body: SimilarityCheckBody, quotedPoints: number) => {
    setState({ status: 'checking' });
    const result = await checkSimilarity(body, crypto.randomUUID(), quotedPoints).catch(() => null);
    if (result?.ok) {
      setState({ status: 'done', report: result.data });
      void refreshPointsBalance();
      return;
    }
    const failure = result ? paidFailureOf(result, CHECK_FAILED) : { message: CHECK_FAILED, refusal: null };
    setState({ status: 'refused', httpStatus: result?.status ?? 0, ...failure });
  }, []);

  const checkText = useCallback(
    async (text: string, options: CheckOptions) => {
      if (isBusy.current) return;
      isBusy.current = true;
      await send({ text, ...bodyOptions(options) }, options.quotedPoints);
      isBusy.current = false;
    },
    [send],
  );

  const checkFile = useCallback(
    async (file: File, options: CheckOptions) => {
      if (isBusy.current) return;
      isBusy.current = true;
      try {
        setState({ status: 'uploading' });
        const uploaded = await uploadStudyFile(file).catch(() => null);
        if (!uploaded?.ok) {
          setState({
            status: 'refused',
            httpStatus: uploaded?.status ?? 0,
            message: uploaded ? failureMessage(uploaded, FILE_FAILED) : FILE_FAILED,
          });
          return;
        }
        setState({ status: 'processing' });
        const ready = await waitUntilProcessed(uploaded.data);
        if (ready.ok !== true) {
          setState({ status: 'refused', httpStatus: 409, message: ready.ok === false ? ready.message : FILE_FAILED });
          return;
        }
        await send({ study_file_id: uploaded.data.id, ...bodyOptions(options) }, options.quotedPoints);
      } finally {
        isBusy.current = false;
      }
    },
    [send],
  );

  return { state, checkText, checkFile };
}

function bodyOptions(options: CheckOptions): Omit<SimilarityCheckBody, 'text' | 'study_file_id'> {
  return {
    keep_for_future_checks: options.keepForFutureChecks,
    include_quotes: options.includeQuotes,
    include_bibliography: options.includeBibliography,
  };
}
