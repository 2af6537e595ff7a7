import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { sha256Tap } from '../common/sha256-tap';
import { UploadErrors } from './upload.errors';

const UPLOAD_FIELD = 'file';
const MAX_FILE_NAME_LENGTH = 200;

export interface ReceivedFile {
  path: string;
  fileName: string;
  /** SHA-256 of the bytes received, hex: the worker checks the stored original against it. */
  sha256: string;
  /** Removes the temporary copy; always call it. */
  discard(): Promise<void>;
}

/**
 * Streams the multipart field `file` to a private temporary file, never holding it in memory.
 * @fastify/multipart stops at the size limit (registered in service.ts); a truncated file is refused.
 */
export async function receiveUpload(request: FastifyRequest, tooLarge: () => Error): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw UploadErrors.FILE_REQUIRED();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw uploadErrorOf(error, tooLarge);
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw UploadErrors.FILE_REQUIRED();
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  try {
    const filePath = path.join(dir, 'upload.bin');
    const tap = sha256Tap();
    await pipeline(part.file, tap.stream, createWriteStream(filePath, { mode: 0o600 }));
    if (part.file.truncated) throw tooLarge();
    return { path: filePath, fileName: safeFileName(part.filename), sha256: tap.digest(), discard };
  } catch (error) {
    await discard();
    throw uploadErrorOf(error, tooLarge);
  }
}

/** The name as the seller knows it, without any path, control characters or excess length. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return 'document';
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const extension = path.extname(cleaned).slice(0, 10);
  return cleaned.slice(0, MAX_FILE_NAME_LENGTH - extension.length) + extension;
}

function uploadErrorOf(error: unknown, tooLarge: () => Error): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return UploadErrors.ONE_FILE_ONLY({ cause: error });
  }
  return error;
}
