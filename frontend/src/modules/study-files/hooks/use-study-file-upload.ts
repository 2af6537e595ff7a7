'use client';

import type { StudyFile } from '@studyhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { sendStudyFile } from '../api/study-files-api';
import { waitUntilProcessed } from '../study-file-processing';

export type StudyFileUploadState =
  | { status: 'idle' }
  | { status: 'sending'; percent: number }
  | { status: 'processing'; file: StudyFile }
  | { status: 'ready'; file: StudyFile }
  | { status: 'failed'; message: string };

const UPLOAD_FAILED = 'The file could not be uploaded. Please try again.';

/**
 * Uploads a study file with its progress shown, then waits while the pipeline reads it. `upload`
 * resolves the READY file, or null when it failed (the state says why) or the screen went away.
 */
export function useStudyFileUpload() {
  const [state, setState] = useState<StudyFileUploadState>({ status: 'idle' });
  const cancelled = useRef(false);
  const abortUpload = useRef<(() => void) | null>(null);

  useEffect(() => {
    cancelled.current = false;
    return () => {
      cancelled.current = true;
      abortUpload.current?.();
    };
  }, []);

  const upload = useCallback(async (picked: File): Promise<StudyFile | null> => {
    setState({ status: 'sending', percent: 0 });
    const sending = sendStudyFile(picked, (sent, total) => {
      if (!cancelled.current)
        setState({ status: 'sending', percent: total > 0 ? Math.round((sent / total) * 100) : 0 });
    });
    abortUpload.current = sending.abort;
    const sent = await sending.done;
    abortUpload.current = null;
    if (cancelled.current) return null;
    if (!sent.ok) {
      setState({ status: 'failed', message: failureMessage(sent, UPLOAD_FAILED) });
      return null;
    }
    const processed = await waitUntilProcessed(sent.data, {
      isCancelled: () => cancelled.current,
      onProcessing: (file) => setState({ status: 'processing', file }),
    });
    if (processed.ok === 'cancelled') return null;
    if (!processed.ok) {
      setState({ status: 'failed', message: processed.message });
      return null;
    }
    setState({ status: 'ready', file: processed.file });
    return processed.file;
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, upload, reset };
}
