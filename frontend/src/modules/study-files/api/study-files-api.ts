import type { StudyFile, StudyFileUrlResponse } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';
import { sendFileWithProgress, type FileSending, type UploadProgress } from '@/modules/uploads/upload-client';

/**
 * A student's own files (PDF, DOCX, PPTX) for document chat, flashcards and the plagiarism check:
 * private to them, processed by the document pipeline for their page-numbered text.
 */
const STUDY_FILES = '/uploads/study-files';

/** POST /api/uploads/study-files with upload progress: answers 202 with the file, still PROCESSING. */
export function sendStudyFile(file: File, onProgress: UploadProgress): FileSending<StudyFile> {
  return sendFileWithProgress('POST', `/api${STUDY_FILES}`, file, onProgress);
}

/** The same upload without progress, through the API client (which renews an expired session and retries). */
export function uploadStudyFile(file: File): Promise<ApiResult<StudyFile>> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<StudyFile>(STUDY_FILES, { method: 'POST', body: form });
}

/** The caller's files, newest first. */
export function fetchStudyFiles(signal?: AbortSignal): Promise<ApiResult<StudyFile[]>> {
  return apiRequest<StudyFile[]>(STUDY_FILES, { signal });
}

export function fetchStudyFile(id: string, signal?: AbortSignal): Promise<ApiResult<StudyFile>> {
  return apiRequest<StudyFile>(`${STUDY_FILES}/${encodeURIComponent(id)}`, { signal });
}

export function fetchStudyFileUrl(id: string, signal?: AbortSignal): Promise<ApiResult<StudyFileUrlResponse>> {
  return apiRequest<StudyFileUrlResponse>(`${STUDY_FILES}/${encodeURIComponent(id)}/file-url`, { signal });
}
