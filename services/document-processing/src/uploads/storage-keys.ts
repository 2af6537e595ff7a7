import type { StorageArea } from '@studyhub/platform';
import type { DocumentFileType } from '../pipeline/validation';

export interface DocumentStorageKeys {
  original: string;
  converted: string;
  preview: string;
  coverWebp: string;
  coverJpeg: string;
}

/**
 * Where each file of one revision lives. Deterministic, so a retried step overwrites its own output
 * instead of leaving a second copy, and revisions never touch each other's files.
 */
export function documentStorageKeys(
  documentId: string,
  revision: number,
  fileType: DocumentFileType,
): DocumentStorageKeys {
  const base = `${documentId}/r${revision}`;
  return {
    original: `${base}/original.${fileType}`,
    converted: `${base}/document.pdf`,
    preview: `${base}/preview.pdf`,
    coverWebp: `${base}/cover.webp`,
    coverJpeg: `${base}/cover.jpg`,
  };
}

/** A file in a public area, as the browser fetches it through the gateway. */
export function publicStorageUrl(area: StorageArea, key: string): string {
  return `/api/storage/${area}/${key}`;
}

export const CONTENT_TYPES: Record<DocumentFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
