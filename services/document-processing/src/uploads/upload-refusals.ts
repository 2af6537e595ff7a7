import type { Refusal } from '../pipeline/validation';
import { formatMegabytes } from '../pipeline/validation/upload-limits';
import { UploadErrors } from './upload.errors';

/** A refused file, as the uploader is told (the reason is the validation's own words). */
export function refusalError(refusal: Refusal): Error {
  switch (refusal.code) {
    case 'file-too-large':
      return UploadErrors.FILE_TOO_LARGE({ message: refusal.reason });
    case 'unsupported-type':
      return UploadErrors.FILE_TYPE_NOT_SUPPORTED({ message: refusal.reason });
    case 'empty-file':
    case 'archive-too-complex':
    case 'archive-unsafe':
    case 'pdf-encrypted':
    case 'pdf-corrupt':
    case 'pdf-active-content':
    case 'inspection-failed':
      return UploadErrors.FILE_REFUSED({ message: refusal.reason });
  }
}

/** A body cut at the size limit, or announced far beyond it. */
export function fileTooLargeError(maxUploadBytes: number): Error {
  return UploadErrors.FILE_TOO_LARGE({
    message: `The file is larger than the ${formatMegabytes(maxUploadBytes)} limit.`,
  });
}

/** Multipart framing adds a little; a body announced far beyond the limit is refused before it is read. */
export function announcedTooLarge(contentLength: string | undefined, maxUploadBytes: number): boolean {
  return Number(contentLength ?? 0) > maxUploadBytes + 64 * 1024;
}
