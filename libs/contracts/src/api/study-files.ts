import type { UploadFileType } from './uploads';

/**
 * Study files: a student's own PDF, DOCX or PPTX for document chat and the plagiarism check,
 * private to them and processed by the document pipeline (text and page-numbered passages only).
 */
export const STUDY_FILE_STATUSES = ['PROCESSING', 'READY', 'FAILED'] as const;
export type StudyFileStatus = (typeof STUDY_FILE_STATUSES)[number];

/**
 * POST /api/uploads/study-files (multipart field `file`, 202), GET /api/uploads/study-files,
 * GET /api/uploads/study-files/{id}
 */
export interface StudyFile {
  id: string;
  fileName: string;
  fileSize: number;
  fileType: UploadFileType;
  status: StudyFileStatus;
  /** Why processing failed, in words the student can act on; null unless FAILED. */
  reason: string | null;
  /** Known once processed (for a PDF, already on arrival). */
  pageCount: number | null;
  createdAt: string;
}

/** GET /api/uploads/study-files/{id}/file-url: a signed URL (3600 s) to the file as a PDF. */
export interface StudyFileUrlResponse {
  url: string;
  expiresAt: string;
}
