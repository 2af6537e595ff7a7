import {
  IDEMPOTENCY_KEY_HEADER,
  type CreateDocumentChatSessionRequest,
  type DocumentChatReply,
  type DocumentChatSessionDetail,
  type DocumentChatSessionSummary,
} from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';
import { withQuote } from '@/modules/ai-tools/offer/paid-refusal';

export const CHAT_SESSIONS_PAGE_SIZE = 10;
const sessionPath = (id: string) => `/document-chat/sessions/${encodeURIComponent(id)}`;

export function fetchChatSessions(
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<DocumentChatSessionSummary[]>> {
  const params = new URLSearchParams({ page: String(page), limit: String(CHAT_SESSIONS_PAGE_SIZE) });
  return apiRequest<DocumentChatSessionSummary[]>(`/document-chat/sessions?${params.toString()}`, { signal });
}

export function fetchChatSession(id: string, signal?: AbortSignal): Promise<ApiResult<DocumentChatSessionDetail>> {
  return apiRequest<DocumentChatSessionDetail>(sessionPath(id), { signal });
}

/** POST /api/document-chat/sessions: free; copies the document's passages. */
export function createChatSession(
  request: CreateDocumentChatSessionRequest,
): Promise<ApiResult<DocumentChatSessionDetail>> {
  return apiRequest<DocumentChatSessionDetail>('/document-chat/sessions', { method: 'POST', body: request });
}

export function deleteChatSession(id: string): Promise<ApiResult<null>> {
  return apiRequest<null>(sessionPath(id), { method: 'DELETE' });
}

/**
 * POST /api/document-chat/sessions/{id}/messages: a paid answer when the question adds to the
 * session's price. One idempotency key per question sent, so a repeat is never billed twice.
 */
export function askChatQuestion(
  id: string,
  content: string,
  idempotencyKey: string,
  quotedPoints: number,
): Promise<ApiResult<DocumentChatReply>> {
  return apiRequest<DocumentChatReply>(`${sessionPath(id)}/messages`, {
    method: 'POST',
    // Only a question that costs something carries a quote (the contract's minimum is 1 point).
    body: withQuote({ content }, quotedPoints > 0 ? quotedPoints : null),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
