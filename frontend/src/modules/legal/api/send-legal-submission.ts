import type { LegalSubmissionRequest, LegalSubmissionResponse } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import { NETWORK_ERROR_MESSAGE } from '@/modules/http/api-result';
import { readSubmissionApiError, type SubmissionErrors } from '../submission-form';

export type SendSubmissionResult =
  { ok: true; data: LegalSubmissionResponse } | { ok: false; message: string; errors: SubmissionErrors };

/** POST /api/pages/legal/submissions: a complaint or a notice-and-takedown request. */
export async function sendLegalSubmission(request: LegalSubmissionRequest): Promise<SendSubmissionResult> {
  const result = await apiRequest<LegalSubmissionResponse>('/pages/legal/submissions', {
    method: 'POST',
    body: request,
  });
  if (result.ok) return { ok: true, data: result.data };
  if (result.status === 0) return { ok: false, message: NETWORK_ERROR_MESSAGE, errors: {} };
  if (result.status === 429) return { ok: false, message: result.error.message, errors: {} };
  return { ok: false, ...readSubmissionApiError(result.error.body) };
}
