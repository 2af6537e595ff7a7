import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@studyhub/platform';
import { ProfileErrors } from '../profile.errors';

const UPLOAD_FIELD = 'file';

/**
 * The bytes of the multipart field `file`. @fastify/multipart (registered in service.ts) stops
 * reading at AVATAR_MAX_BYTES, so a larger upload is refused without being held in memory.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw ProfileErrors.UNSUPPORTED_MEDIA_TYPE();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw uploadErrorOf(error);
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw AppError.of('VALIDATION_FAILED', undefined, { fields: { file: ['Please choose an image file.'] } });
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    throw uploadErrorOf(error);
  }
}

function uploadErrorOf(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return ProfileErrors.AVATAR_TOO_LARGE({ cause: error });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return AppError.of('BAD_REQUEST', 'Please send one image file only.', { cause: error });
  }
  return error;
}
