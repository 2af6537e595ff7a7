import { IDEMPOTENCY_KEY_HEADER, type AiDetectorResult } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';

/**
 * POST /api/ai-detector: one paid check (5 points). The key is made once per click, so the retry
 * after a renewed session is the same request and charged once.
 */
export function detectAiContent(text: string, idempotencyKey: string): Promise<ApiResult<AiDetectorResult>> {
  return apiRequest<AiDetectorResult>('/ai-detector', {
    method: 'POST',
    body: { text },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
