import { z } from 'zod';

/**
 * Where a document's file is on its way from upload to a reviewable listing, in order. FAILED is
 * terminal with a reason; READY means the pipeline finished and the document waits for review.
 */
export const UPLOAD_STAGES = [
  'RECEIVED',
  'VALIDATING',
  'CONVERTING',
  'COUNTING_PAGES',
  'EXTRACTING_TEXT',
  'BUILDING_PREVIEW',
  'RENDERING_COVER',
  'INDEXING',
  'READY',
  'FAILED',
] as const;
export type UploadStage = (typeof UPLOAD_STAGES)[number];

/** What the upload page shows for each stage. */
export const UPLOAD_STAGE_LABELS: Record<UploadStage, string> = {
  RECEIVED: 'Queued for processing',
  VALIDATING: 'Checking the file',
  CONVERTING: 'Converting to PDF',
  COUNTING_PAGES: 'Counting pages',
  EXTRACTING_TEXT: 'Reading the text',
  BUILDING_PREVIEW: 'Building the preview',
  RENDERING_COVER: 'Rendering the cover',
  INDEXING: 'Indexing for search and AI tools',
  READY: 'Waiting for review',
  FAILED: 'Processing failed',
};

/** The file types sellers may upload, by the extension shown to them. */
export const UPLOAD_FILE_TYPES = ['pdf', 'docx', 'pptx'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** GET /api/uploads/limits */
export interface UploadLimitsResponse {
  max_bytes: number;
  max_megabytes: number;
  file_types: UploadFileType[];
}

/** PUT /api/uploads/{document_id} (202) and GET /api/uploads/{document_id}/status */
export interface UploadStatusResponse {
  document_id: string;
  revision: number;
  stage: UploadStage;
  /** 0 to 100. */
  progress: number;
  /** Why processing failed, in words the seller can act on; null unless stage is FAILED. */
  error: string | null;
  file_name: string;
  file_type: UploadFileType;
  size_bytes: number;
  updated_at: string;
}

/** GET /api/documents/{id}/file-url?purpose=read|download */
export const fileUrlQuerySchema = z.object({
  purpose: z.enum(['read', 'download'], { message: 'Purpose must be read or download.' }).default('read'),
});
export type FileUrlQuery = z.infer<typeof fileUrlQuerySchema>;

export interface FileUrlResponse {
  /** A signed URL, valid for `expires_in` seconds (3600). Relative to the site for the local driver. */
  url: string;
  expires_in: number;
  expires_at: string;
  file_name: string;
  content_type: string;
}
