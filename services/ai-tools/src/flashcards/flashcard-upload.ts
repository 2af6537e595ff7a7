import type { FastifyRequest } from 'fastify';
import { AppError } from '@studyhub/platform';
import { FlashcardErrors } from './flashcards.errors';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * The `file` part of a multipart request, refused past `maxBytes` with `tooLarge`. The service's
 * multipart limit is larger (reference files), so the size is checked here while reading.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw FlashcardErrors.FLASHCARD_FILE_MISSING();
  let found: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || found) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          part.file.resume();
          throw tooLarge();
        }
        chunks.push(chunk as Buffer);
      }
      found = { fileName: part.filename.split(/[\\/]/).pop() ?? '', bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw AppError.of('BAD_REQUEST', 'Please send one file only.', { cause: error });
    }
    throw error;
  }
  if (!found || found.bytes.length === 0) throw FlashcardErrors.FLASHCARD_FILE_MISSING();
  return found;
}
