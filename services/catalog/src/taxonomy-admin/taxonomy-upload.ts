import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { TAXONOMY_IMAGE_MAX_BYTES } from '@studyhub/contracts';
import { AppError, defineErrors } from '@studyhub/platform';

const UPLOAD_FIELD = 'file';
const MEGABYTES = TAXONOMY_IMAGE_MAX_BYTES / (1024 * 1024);

export const TaxonomyImageErrors = defineErrors({
  NOT_AN_IMAGE: {
    status: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
  },
  TOO_LARGE: { status: 'PAYLOAD_TOO_LARGE', message: `The image must be at most ${MEGABYTES} MB.` },
  TOO_MANY_PIXELS: { status: 'BAD_REQUEST', message: 'The image is too large; use one under 25 megapixels.' },
  ONE_FILE: { status: 'BAD_REQUEST', message: 'Please send one image file only.' },
});

/**
 * The bytes of the multipart field `file`. @fastify/multipart (registered in service.ts) stops
 * reading at TAXONOMY_IMAGE_MAX_BYTES, so a larger upload is refused without being held in memory.
 */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw TaxonomyImageErrors.NOT_AN_IMAGE();
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
  if (code === 'FST_REQ_FILE_TOO_LARGE') return TaxonomyImageErrors.TOO_LARGE({ cause: error });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return TaxonomyImageErrors.ONE_FILE({ cause: error });
  }
  return error;
}
