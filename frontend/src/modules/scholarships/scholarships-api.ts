import type { ScholarshipSavedResponse } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';

/** Saves (PUT) or unsaves (DELETE) a scholarship for the signed-in student. */
export function setScholarshipSaved(scholarshipId: string, saved: boolean) {
  return apiRequest<ScholarshipSavedResponse>(`/scholarships/${scholarshipId}/saved`, {
    method: saved ? 'PUT' : 'DELETE',
  });
}
