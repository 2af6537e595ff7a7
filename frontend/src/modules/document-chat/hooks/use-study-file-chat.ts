'use client';

import type { StudyFile } from '@studyhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { useStudyFileUpload } from '@/modules/study-files/hooks/use-study-file-upload';
import { createChatSession } from '../api/document-chat-api';

export type StudyFileChatState =
  | { status: 'idle' }
  | { status: 'sending'; percent: number }
  | { status: 'processing'; file: StudyFile }
  | { status: 'starting'; file: StudyFile }
  | { status: 'failed'; message: string };

const START_FAILED = 'The chat could not be started. Please try again.';

/**
 * Upload a study file, wait until it is processed, then start a chat over it: `onStarted` gets the
 * new chat's id. The upload shows its progress; processing is polled; a failure says why.
 */
export function useStudyFileChat(onStarted: (sessionId: string) => void) {
  const { state: uploadState, upload, reset: resetUpload } = useStudyFileUpload();
  const [starting, setStarting] = useState<StudyFileChatState | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(
    async (picked: File) => {
      setStarting(null);
      const file = await upload(picked);
      if (!file || !mounted.current) return;
      setStarting({ status: 'starting', file });
      const created = await createChatSession({ study_file_id: file.id });
      if (!mounted.current) return;
      if (!created.ok) return setStarting({ status: 'failed', message: failureMessage(created, START_FAILED) });
      onStarted(created.data.id);
    },
    [onStarted, upload],
  );

  const reset = useCallback(() => {
    setStarting(null);
    resetUpload();
  }, [resetUpload]);

  const state: StudyFileChatState =
    starting ?? (uploadState.status === 'ready' ? { status: 'starting', file: uploadState.file } : uploadState);
  return { state, start, reset };
}
