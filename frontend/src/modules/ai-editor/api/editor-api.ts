import {
  IDEMPOTENCY_KEY_HEADER,
  type EditorActionRequest,
  type EditorActionResult,
  type EditorCheckResponse,
} from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';

/** POST /api/editor/check: the offline checks, free; `user_words` are never flagged as misspelled. */
export function checkText(
  text: string,
  userWords: readonly string[],
  signal?: AbortSignal,
): Promise<ApiResult<EditorCheckResponse>> {
  return apiRequest<EditorCheckResponse>('/editor/check', {
    method: 'POST',
    body: { text, ...(userWords.length > 0 ? { user_words: userWords } : {}) },
    signal,
  });
}

/**
 * POST /api/editor/actions: one paid action. The key is made once per click, so the retry after a
 * renewed session is the same request and is charged once.
 */
export function runEditorAction(request: EditorActionRequest): Promise<ApiResult<EditorActionResult>> {
  return apiRequest<EditorActionResult>('/editor/actions', {
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  });
}
