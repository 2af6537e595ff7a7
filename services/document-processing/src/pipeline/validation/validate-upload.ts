import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { detectFileType } from './detect-file-type';
import { checkOfficeArchive, UNSAFE_ARCHIVE_REASON } from './office-archive';
import { refuse, type DocumentFileType, type Refusal, type UploadSource } from './outcome';
import { inspectPdf } from './pdf-inspection';
import { checkUploadSize, type UploadLimits } from './upload-limits';
import { inflatedSizesMatchDeclared } from './zip-directory';

export interface AcceptedUpload {
  ok: true;
  type: DocumentFileType;
  sizeBytes: number;
  /** Read from the PDF's page tree while checking it; office files are counted after conversion. */
  pageCount: number | null;
}

export type UploadValidation = AcceptedUpload | Refusal;

async function sizeOf(source: UploadSource): Promise<number> {
  return 'buffer' in source ? source.buffer.length : (await stat(source.path)).size;
}

/** qpdf reads files, so an in-memory upload is written to a private temporary file for it. */
async function withFilePath<T>(source: UploadSource, use: (filePath: string) => Promise<T>): Promise<T> {
  if ('path' in source) return use(source.path);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-upload-'));
  try {
    const filePath = path.join(dir, 'upload.pdf');
    await writeFile(filePath, source.buffer);
    return await use(filePath);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Size, type by content, archive limits, then PDF inspection; the first refusal wins. */
export async function validateUpload(source: UploadSource, limits: UploadLimits): Promise<UploadValidation> {
  const sizeBytes = await sizeOf(source);
  const sizeRefusal = checkUploadSize(sizeBytes, limits.maxUploadBytes);
  if (sizeRefusal) return sizeRefusal;
  const detected = await detectFileType(source, limits.maxArchiveEntries);
  if (!detected.ok) return detected;
  if (detected.type === 'pdf') {
    const inspected = await withFilePath(source, inspectPdf);
    if (!inspected.ok) return inspected;
    return { ok: true, type: 'pdf', sizeBytes, pageCount: inspected.pageCount };
  }
  const archiveRefusal = checkOfficeArchive(detected.archive, limits);
  if (archiveRefusal) return archiveRefusal;
  // The limits above trusted the declared sizes; a forged header is caught while inflating.
  if (!(await inflatedSizesMatchDeclared(source))) return refuse('archive-unsafe', UNSAFE_ARCHIVE_REASON);
  return { ok: true, type: detected.type, sizeBytes, pageCount: null };
}
