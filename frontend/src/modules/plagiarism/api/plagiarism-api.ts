import { IDEMPOTENCY_KEY_HEADER, type PlagiarismReport, type StudyFile } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';

export interface SimilarityCheckBody {
  text?: string;
  study_file_id?: string;
  keep_for_future_checks: boolean;
  include_quotes: boolean;
  include_bibliography: boolean;
}

/**
 * POST /api/plagiarism: one paid check (5 points). The key is made once per click, so the retry
 * after a renewed session is the same request and charged once.
 */
export function checkSimilarity(body: SimilarityCheckBody, idempotencyKey: string): Promise<ApiResult<PlagiarismReport>> {
  return apiRequest<PlagiarismReport>('/plagiarism', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** POST /api/uploads/study-files: the student's own file, private to them, processed for its text. */
export function uploadStudyFile(file: File): Promise<ApiResult<StudyFile>> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<StudyFile>('/uploads/study-files', { method: 'POST', body: form });
}

export function fetchStudyFile(id: string): Promise<ApiResult<StudyFile>> {
  return apiRequest<StudyFile>(`/uploads/study-files/${encodeURIComponent(id)}`);
}
