import { open } from 'node:fs/promises';
import { containerKind, MAGIC_BYTES_WINDOW } from './magic-bytes';
import { officeTypeFromContentTypes, tooManyParts, UNSAFE_ARCHIVE_REASON } from './office-archive';
import { refuse, type DocumentFileType, type Refusal, type UploadSource } from './outcome';
import { readZipDirectory, TooManyZipEntriesError, UnsafeZipEntryNameError, type ZipDirectory } from './zip-directory';

export const UNSUPPORTED_TYPE_REASON =
  'This file is not a PDF, DOCX or PPTX document. Please upload a PDF, a Word (.docx) or a PowerPoint (.pptx) file.';

export type DetectedFileType =
  { ok: true; type: 'pdf' } | { ok: true; type: 'docx' | 'pptx'; archive: ZipDirectory } | Refusal;

async function readHead(source: UploadSource): Promise<Buffer> {
  if ('buffer' in source) return source.buffer.subarray(0, MAGIC_BYTES_WINDOW);
  const file = await open(source.path, 'r');
  try {
    const head = Buffer.alloc(MAGIC_BYTES_WINDOW);
    const { bytesRead } = await file.read(head, 0, MAGIC_BYTES_WINDOW, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The type by content only; the file name and the claimed MIME type are never trusted. */
export async function detectFileType(source: UploadSource, maxArchiveEntries: number): Promise<DetectedFileType> {
  const kind = containerKind(await readHead(source));
  if (kind === 'pdf') return { ok: true, type: 'pdf' };
  if (kind === 'other') return refuse('unsupported-type', UNSUPPORTED_TYPE_REASON);
  let archive: ZipDirectory;
  try {
    archive = await readZipDirectory(source, maxArchiveEntries);
  } catch (error) {
    if (error instanceof TooManyZipEntriesError) return tooManyParts(maxArchiveEntries);
    if (error instanceof UnsafeZipEntryNameError) return refuse('archive-unsafe', UNSAFE_ARCHIVE_REASON);
    return refuse('unsupported-type', UNSUPPORTED_TYPE_REASON);
  }
  const type: DocumentFileType | null = archive.contentTypesXml
    ? officeTypeFromContentTypes(archive.contentTypesXml)
    : null;
  if (type === 'docx' || type === 'pptx') return { ok: true, type, archive };
  return refuse('unsupported-type', UNSUPPORTED_TYPE_REASON);
}
