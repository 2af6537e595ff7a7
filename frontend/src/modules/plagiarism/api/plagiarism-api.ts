import { IDEMPOTENCY_KEY_HEADER, type PlagiarismReport } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';
import { withQuote } from '@/modules/ai-tools/offer/paid-refusal';

export interface SimilarityCheckBody {
  text?: string;
  study_file_id?: string;
  keep_for_future_checks: boolean;
  include_quotes: boolean;
  include_bibliography: boolean;
}

/**
 * POST /api/plagiarism: one paid check at the quoted price (a raised price is refused with 409).
 * The key is made once per click, so the retry after a renewed session is the same request and
 * charged once.
 */
export function checkSimilarity(
  body: SimilarityCheckBody,
  idempotencyKey: string,
  quotedPoints: number,
): Promise<ApiResult<PlagiarismReport>> {
  return apiRequest<PlagiarismReport>('/plagiarism', {
    method: 'POST',
    body: withQuote(body, quotedPoints),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
