'use client';

import type { DocumentChatSessionSummary } from '@studyhub/contracts';
import { usePagedList } from '@/modules/tables/use-paged-list';
import { fetchChatSessions } from '../api/document-chat-api';

export const SESSIONS_LOAD_FAILED = 'Your chats could not be loaded.';

/** One page of the student's chats, newest activity first, read again on `reload`. */
export function useChatSessions(page: number) {
  return usePagedList<DocumentChatSessionSummary>(page, fetchChatSessions, SESSIONS_LOAD_FAILED);
}
