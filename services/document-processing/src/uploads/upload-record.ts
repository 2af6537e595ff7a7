import type { UploadStage, UploadStatusResponse } from '@studyhub/contracts';
import type { EntityManager } from 'typeorm';
import type { DocumentFileType } from '../pipeline/validation';

/** One row of `uploads`: a revision of a document's file and where the pipeline is with it. */
export interface UploadRecord {
  documentId: string;
  revision: number;
  uploaderId: string;
  fileName: string;
  fileType: DocumentFileType;
  sizeBytes: number;
  /** SHA-256 of the original as the seller sent it. */
  sha256: string;
  originalKey: string;
  stage: UploadStage;
  progress: number;
  error: string | null;
  pageCount: number | null;
  previewPageCount: number | null;
  convertedKey: string | null;
  convertedSize: number | null;
  previewKey: string | null;
  previewSize: number | null;
  coverWebpKey: string | null;
  coverJpegKey: string | null;
  updatedAt: Date;
}

export const TERMINAL_STAGES: ReadonlySet<UploadStage> = new Set(['READY', 'FAILED']);

/** How far along each stage is, for the progress bar. */
export const STAGE_PROGRESS: Record<UploadStage, number> = {
  RECEIVED: 0,
  VALIDATING: 5,
  CONVERTING: 15,
  COUNTING_PAGES: 35,
  EXTRACTING_TEXT: 45,
  BUILDING_PREVIEW: 60,
  RENDERING_COVER: 75,
  INDEXING: 88,
  READY: 100,
  FAILED: 100,
};

interface UploadRow {
  document_id: string;
  revision: number;
  uploader_id: string;
  file_name: string;
  file_type: DocumentFileType;
  size_bytes: string;
  sha256: string;
  original_key: string;
  stage: UploadStage;
  progress: number;
  error: string | null;
  page_count: number | null;
  preview_page_count: number | null;
  converted_key: string | null;
  converted_size: string | null;
  preview_key: string | null;
  preview_size: string | null;
  cover_webp_key: string | null;
  cover_jpeg_key: string | null;
  updated_at: Date;
}

const toNumber = (value: string | null) => (value === null ? null : Number(value));

function recordOf(row: UploadRow): UploadRecord {
  return {
    documentId: row.document_id,
    revision: row.revision,
    uploaderId: row.uploader_id,
    fileName: row.file_name,
    fileType: row.file_type,
    sizeBytes: Number(row.size_bytes),
    sha256: row.sha256,
    originalKey: row.original_key,
    stage: row.stage,
    progress: row.progress,
    error: row.error,
    pageCount: row.page_count,
    previewPageCount: row.preview_page_count,
    convertedKey: row.converted_key,
    convertedSize: toNumber(row.converted_size),
    previewKey: row.preview_key,
    previewSize: toNumber(row.preview_size),
    coverWebpKey: row.cover_webp_key,
    coverJpegKey: row.cover_jpeg_key,
    updatedAt: row.updated_at,
  };
}

type Queryable = Pick<EntityManager, 'query'>;

export async function findLatestUpload(db: Queryable, documentId: string): Promise<UploadRecord | undefined> {
  const [row] = await db.query<UploadRow[]>(
    `SELECT * FROM uploads WHERE document_id = $1 ORDER BY revision DESC LIMIT 1`,
    [documentId],
  );
  return row ? recordOf(row) : undefined;
}

/** The newest revision the pipeline finished: the file buyers read. */
export async function findReadyUpload(db: Queryable, documentId: string): Promise<UploadRecord | undefined> {
  const [row] = await db.query<UploadRow[]>(
    `SELECT * FROM uploads WHERE document_id = $1 AND stage = 'READY' ORDER BY revision DESC LIMIT 1`,
    [documentId],
  );
  return row ? recordOf(row) : undefined;
}

export async function findUpload(
  db: Queryable,
  documentId: string,
  revision: number,
): Promise<UploadRecord | undefined> {
  const [row] = await db.query<UploadRow[]>(`SELECT * FROM uploads WHERE document_id = $1 AND revision = $2`, [
    documentId,
    revision,
  ]);
  return row ? recordOf(row) : undefined;
}

export function statusResponseOf(record: UploadRecord): UploadStatusResponse {
  return {
    document_id: record.documentId,
    revision: record.revision,
    stage: record.stage,
    progress: record.progress,
    error: record.error,
    file_name: record.fileName,
    file_type: record.fileType,
    size_bytes: record.sizeBytes,
    updated_at: record.updatedAt.toISOString(),
  };
}
