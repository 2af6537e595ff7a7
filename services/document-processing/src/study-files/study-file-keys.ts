import type { DocumentFileType } from '../pipeline/validation';

export interface StudyFileStorageKeys {
  /** In `originals`: the file as the student sent it. */
  original: string;
  /** In `converted`: the PDF of a DOCX or PPTX. */
  converted: string;
}

/** Everything of one student's study files lives under this prefix, in `originals` and `converted`. */
export function studyFilesPrefixOf(ownerId: string): string {
  return `study-files/${ownerId}/`;
}

/**
 * Where a study file's copies live: private areas only, deterministic so a retried step overwrites
 * its own output, and under the owner's prefix so deleting an account finds every one of them.
 */
export function studyFileStorageKeys(
  ownerId: string,
  fileId: string,
  fileType: DocumentFileType,
): StudyFileStorageKeys {
  const base = `${studyFilesPrefixOf(ownerId)}${fileId}`;
  return { original: `${base}/original.${fileType}`, converted: `${base}/document.pdf` };
}
