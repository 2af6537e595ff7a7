import type { StudyFile } from '@studyhub/contracts';
import { sendFileWithProgress, type FileSending, type UploadProgress } from '@/modules/uploads/upload-client';

/** POST /api/uploads/study-files: answers 202 with the study file, still PROCESSING. */
export function sendStudyFile(file: File, onProgress: UploadProgress): FileSending<StudyFile> {
  return sendFileWithProgress('POST', '/api/uploads/study-files', file, onProgress);
}
