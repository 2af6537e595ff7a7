import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline as pipeStreams } from 'node:stream/promises';
import type { ObjectStorage, StorageArea } from '@studyhub/platform';
import { sha256Tap } from '../common/sha256-tap';
import type { OfficeConverter } from './office-converter.port';
import { PermanentProcessingError } from './processing-errors';

export const MISSING_UPLOAD_REASON = 'The uploaded file is missing. Please upload it again.';
export const CHANGED_UPLOAD_REASON = 'The stored file does not match the upload. Please upload it again.';
export const NOT_CONVERTIBLE_REASON =
  'The file could not be converted to PDF. Please check it opens in Word or PowerPoint, or upload a PDF.';

/** Copies a stored file to the job's folder; answers its SHA-256. A missing file is the upload's fault. */
export async function downloadStoredFile(
  storage: ObjectStorage,
  area: StorageArea,
  key: string,
  target: string,
): Promise<string> {
  const object = await storage.get(area, key);
  if (!object) throw new PermanentProcessingError(MISSING_UPLOAD_REASON);
  const tap = sha256Tap();
  await pipeStreams(object.body, tap.stream, createWriteStream(target, { mode: 0o600 }));
  const { size } = await stat(target);
  if (size !== object.size) throw new Error(`short read of ${area}/${key}: ${size} of ${object.size} bytes`);
  return tap.digest();
}

/**
 * A DOCX or PPTX to PDF. The converter's verdict that the file cannot be converted is final; a crash
 * or a time-out is thrown as it is, for a retry.
 */
export async function convertOfficeFile(
  converter: OfficeConverter,
  inputPath: string,
  outputPdfPath: string,
  timeoutMs: number,
): Promise<void> {
  try {
    await converter.convert(inputPath, outputPdfPath, { timeoutMs });
  } catch (error) {
    if (error instanceof Error && error.name === 'ConversionFailedError') {
      throw new PermanentProcessingError(NOT_CONVERTIBLE_REASON);
    }
    throw error;
  }
}
