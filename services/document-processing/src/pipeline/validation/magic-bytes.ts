const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
const PDF_SIGNATURE_WINDOW = 1024;
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Only the first bytes matter: PDF readers accept `%PDF-` anywhere in the first kilobyte. */
export const MAGIC_BYTES_WINDOW = PDF_SIGNATURE_WINDOW;

export type ContainerKind = 'pdf' | 'zip' | 'other';

export function containerKind(head: Buffer): ContainerKind {
  const window = head.subarray(0, PDF_SIGNATURE_WINDOW);
  if (window.indexOf(PDF_SIGNATURE) !== -1) return 'pdf';
  if (window.subarray(0, ZIP_LOCAL_HEADER.length).equals(ZIP_LOCAL_HEADER)) return 'zip';
  return 'other';
}
