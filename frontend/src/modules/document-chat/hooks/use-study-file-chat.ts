'use client';

import type { StudyFile } from '@studyhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { createChatSession, fetchStudyFile } from '../api/document-chat-api';
import { sendStudyFile } from '../api/study-file-upload';

/** How often a processing file is asked about. */
export const STUDY_FILE_POLL_MS = 1500;

export type StudyFileChatState =
  | { status: 'idle' }
  | { status: 'sending'; percent: number }
  | { status: 'processing'; file: StudyFile }
  | { status: 'starting'; file: StudyFile }
  | { status: 'failed'; message: string };

const UPLOAD_FAILED = 'The file could not be uploaded. Please try again.';
const START_FAILED = 'The chat could not be started. Please try again.';

/**
 * Upload a study file, wait until it is processed, then start a chat over it: `onStarted` gets the
 * new chat's id. The upload shows its progress; processing is polled; a failure says why.
 */
export function useStudyFileChat(onStarted: (sessionId: string) => void) {
  const [state, setState] = useState<StudyFileChatState>({ status: 'idle' });
  const cancelled = useRef(false);
  const abortUpload = useRef<(() => void) | null>(null);

  useEffect(() => {
    cancelled.current = false;
    return () => {
      cancelled.current = true;
      abortUpload.current?.();
    };
  }, []);

  const start = useCallback(
    async (picked: File) => {
      setState({ status: 'sending', percent: 0 });
      const upload = sendStudyFile(picked, (sent, total) => {
        if (!cancelled.current) setState({ status: 'sending', percent: total > 0 ? Math.round((sent / total) * 100) : 0 });
      });
      abortUpload.current = upload.abort;
      const sent = await upload.done;
      abortUpload.current = null;
      if (cancelled.current) return;
      if (!sent.ok) return setState({ status: 'failed', message: failureMessage(sent, UPLOAD_FAILED) });
      let file = sent.data;
      while (file.status === 'PROCESSING') {
        setState({ status: 'processing', file });
        await new Promise((resolve) => setTimeout(resolve, STUDY_FILE_POLL_MS));
        if (cancelled.current) return;
        const read = await fetchStudyFile(file.id);
        if (cancelled.current) return;
        if (!read.ok) return setState({ status: 'failed', message: failureMessage(read, UPLOAD_FAILED) });
        file = read.data;
      }
      if (file.status === 'FAILED') {
        return setState({ status: 'failed', message: file.reason ?? 'This file could not be processed.' });
      }
      setState({ status: 'starting', file });
      const created = await createChatSession({ study_file_id: file.id });
      if (cancelled.current) return;
      if (!created.ok) return setState({ status: 'failed', message: failureMessage(created, START_FAILED) });
      onStarted(created.data.id);
    },
    [onStarted],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, reset };
}
