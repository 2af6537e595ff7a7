import {
  IDEMPOTENCY_KEY_HEADER,
  type AskHomeworkQuestionRequest,
  type HomeworkQuestionDetail,
  type HomeworkQuestionSummary,
} from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';
import { withQuote } from '@/modules/ai-tools/offer/paid-refusal';

const questionPath = (slug: string) => `/homework/questions/${encodeURIComponent(slug)}`;

export const HOMEWORK_PAGE_SIZE = 10;

/**
 * POST /api/homework/questions: a paid answer, quoting the hold the page showed. One idempotency key per ask, so the repeat after a
 * renewed session is the same request and billed once. Refusals keep the server's message
 * (402 insufficient points, 503 no model configured and how to enable it).
 */
export function askHomeworkQuestion(
  request: AskHomeworkQuestionRequest,
  idempotencyKey: string,
  quotedPoints: number,
  signal?: AbortSignal,
): Promise<ApiResult<HomeworkQuestionDetail>> {
  return apiRequest<HomeworkQuestionDetail>('/homework/questions', {
    method: 'POST',
    body: withQuote(request, quotedPoints),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    signal,
  });
}

/** GET /api/homework/questions: the signed-in student's own, newest first. */
export function fetchMyHomeworkQuestions(
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<HomeworkQuestionSummary[]>> {
  const params = new URLSearchParams({ page: String(page), limit: String(HOMEWORK_PAGE_SIZE) });
  return apiRequest<HomeworkQuestionSummary[]>(`/homework/questions?${params.toString()}`, { signal });
}

export function fetchHomeworkQuestion(slug: string, signal?: AbortSignal): Promise<ApiResult<HomeworkQuestionDetail>> {
  return apiRequest<HomeworkQuestionDetail>(questionPath(slug), { signal });
}

export function setHomeworkQuestionVisibility(
  slug: string,
  isPublic: boolean,
): Promise<ApiResult<HomeworkQuestionDetail>> {
  return apiRequest<HomeworkQuestionDetail>(questionPath(slug), { method: 'PATCH', body: { is_public: isPublic } });
}

export function deleteHomeworkQuestion(slug: string): Promise<ApiResult<null>> {
  return apiRequest<null>(questionPath(slug), { method: 'DELETE' });
}

/** GET /api/homework-questions (catalog's public bank) at a path built by similarQuestionsPath. */
export function searchBankQuestions(path: string, signal?: AbortSignal): Promise<ApiResult<unknown>> {
  return apiRequest<unknown>(path, { signal });
}
