import { refuse, type Refusal } from './outcome';

export const DEFAULT_MAX_UPLOAD_MB = 50;
const BYTES_PER_MB = 1024 * 1024;

export interface UploadLimits {
  maxUploadBytes: number;
  /** Office files (DOCX/PPTX) are ZIP archives: these bound what unpacking them may cost. */
  maxArchiveEntries: number;
  maxArchiveUncompressedBytes: number;
  maxEntryCompressionRatio: number;
  maxOverallCompressionRatio: number;
}

/** The limits with the upload size in MB (the caller reads DOCUMENT_MAX_UPLOAD_MB). */
export function uploadLimits(maxUploadMb: number = DEFAULT_MAX_UPLOAD_MB): UploadLimits {
  return {
    maxUploadBytes: Math.round(maxUploadMb * BYTES_PER_MB),
    maxArchiveEntries: 5_000,
    maxArchiveUncompressedBytes: 500 * BYTES_PER_MB,
    maxEntryCompressionRatio: 200,
    maxOverallCompressionRatio: 100,
  };
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / BYTES_PER_MB;
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

export function checkUploadSize(sizeBytes: number, maxUploadBytes: number): Refusal | null {
  if (sizeBytes === 0) return refuse('empty-file', 'The file is empty.');
  if (sizeBytes > maxUploadBytes) {
    return refuse(
      'file-too-large',
      `The file is ${formatMegabytes(sizeBytes)}; documents can be at most ${formatMegabytes(maxUploadBytes)}.`,
    );
  }
  return null;
}
