'use client';

import type { DocumentChatSessionSummary } from '@studyhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { readListMeta, type ListMeta } from '@/modules/tables/list-meta';
import { fetchChatSessions } from '../api/document-chat-api';

export const SESSIONS_LOAD_FAILED = 'Your chats could not be loaded.';

export type ChatSessionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; sessions: DocumentChatSessionSummary[]; meta: ListMeta };

/** One page of the student's chats, newest activity first, read again on `reload`. */
export function useChatSessions(page: number) {
  const [state, setState] = useState<ChatSessionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchChatSessions(page, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) return setState({ status: 'error', message: failureMessage(result, SESSIONS_LOAD_FAILED) });
        const sessions = Array.isArray(result.data) ? result.data : [];
        setState({ status: 'ready', sessions, meta: readListMeta(result.meta, sessions.length) });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', message: SESSIONS_LOAD_FAILED });
      },
    );
    return () => controller.abort();
  }, [page, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
