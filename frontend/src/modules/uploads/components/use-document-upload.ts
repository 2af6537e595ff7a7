'use client';

import type { UploadFileType, UploadStatusResponse } from '@studyhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest, isSessionRenewedAfter } from '@/modules/http/api-request';
import { sendDocumentFile } from '../upload-client';
import { fileTypeOf, isFinished } from '../upload-rules';

const POLL_MS = 1000;

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'sending'; sent: number; total: number; fileType: UploadFileType }
  | { kind: 'processing'; status: UploadStatusResponse }
  | { kind: 'refused'; message: string }
  /** An admin has closed uploads (403 UPLOADS_CLOSED): nothing is wrong with the file. */
  | { kind: 'closed' };

/**
 * Sends a file to a document and follows its processing until it is ready or failed, polling the
 * status every second. Also picks up a document already being processed (the owned view).
 */
export function useDocumentUpload(documentId: string | null) {
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const follow = useCallback((id: string) => {
    const poll = async () => {
      const result = await apiRequest<UploadStatusResponse>(`/uploads/${id}/status`);
      if (result.ok) {
        setPhase({ kind: 'processing', status: result.data });
        if (isFinished(result.data.stage)) return;
      } else if (result.status === 404 || result.status === 403) {
        return; // no file yet, or not the caller's: nothing to follow
      }
      timer.current = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const send = useCallback(
    async (file: File, id: string | null = documentId) => {
      if (!id) return;
      const fileType = fileTypeOf(file.name) ?? 'pdf';
      setPhase({ kind: 'sending', sent: 0, total: file.size, fileType });
      const sendOnce = () =>
        sendDocumentFile(id, file, (sent, total) => setPhase({ kind: 'sending', sent, total, fileType })).done;
      let result = await sendOnce();
      // A session that expired while the seller filled in the form is renewed, and the file sent again.
      if (await isSessionRenewedAfter(result)) result = await sendOnce();
      if (!result.ok && result.error.code === 'UPLOADS_CLOSED') {
        setPhase({ kind: 'closed' });
        return;
      }
      if (!result.ok) {
        setPhase({ kind: 'refused', message: failureMessage(result, 'The file could not be uploaded. Please try again.') });
        return;
      }
      setPhase({ kind: 'processing', status: result.data });
      follow(id);
    },
    [documentId, follow],
  );

  const reset = useCallback(() => setPhase({ kind: 'idle' }), []);

  return { phase, send, follow, reset };
}
