import { IDEMPOTENCY_KEY_HEADER, type AiDetectorResult } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';
import { withQuote } from '@/modules/ai-tools/offer/paid-refusal';

/**
 * POST /api/ai-detector: one paid check at the quoted price (a raised price is refused with 409).
 * The key is made once per click, so the retry after a renewed session is the same request and
 * charged once.
 */
export function detectAiContent(
  text: string,
  idempotencyKey: string,
  quotedPoints: number,
): Promise<ApiResult<AiDetectorResult>> {
  return apiRequest<AiDetectorResult>('/ai-detector', {
    method: 'POST',
    body: withQuote({ text }, quotedPoints),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
