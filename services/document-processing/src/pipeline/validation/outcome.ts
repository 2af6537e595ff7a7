export type DocumentFileType = 'pdf' | 'docx' | 'pptx';

/** Why an upload was refused; `reason` is shown to the seller on the upload page. */
export type RefusalCode =
  | 'empty-file'
  | 'file-too-large'
  | 'unsupported-type'
  | 'archive-too-complex'
  | 'archive-unsafe'
  | 'pdf-encrypted'
  | 'pdf-corrupt'
  | 'pdf-active-content'
  | 'inspection-failed';

export interface Refusal {
  ok: false;
  code: RefusalCode;
  reason: string;
}

export function refuse(code: RefusalCode, reason: string): Refusal {
  return { ok: false, code, reason };
}

/** Either the file is read from disk or it is already in memory. */
export type UploadSource = { path: string } | { buffer: Buffer };
