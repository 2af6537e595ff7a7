import {
  IDEMPOTENCY_KEY_HEADER,
  type EditorActionRequest,
  type EditorActionResult,
  type EditorCheckResponse,
} from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';
import { withQuote } from '@/modules/ai-tools/offer/paid-refusal';

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
 * POST /api/editor/actions: one paid action at the quoted price (a raised price is refused with
 * 409). The key is made once per click, so the retry after a renewed session is the same request
 * and is charged once.
 */
export function runEditorAction(
  request: EditorActionRequest,
  quotedPoints: number,
): Promise<ApiResult<EditorActionResult>> {
  return apiRequest<EditorActionResult>('/editor/actions', {
    method: 'POST',
    body: withQuote(request, quotedPoints),
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  });
}
