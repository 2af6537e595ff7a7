import { TAXONOMY_IMAGE_MAX_BYTES, TAXONOMY_IMAGE_TYPES } from '@studyhub/contracts';

export const IMAGE_MAX_MEGABYTES = TAXONOMY_IMAGE_MAX_BYTES / (1024 * 1024);

/** What is wrong with a chosen file before it is sent (catalog checks the bytes again). */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(TAXONOMY_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Please choose an image file (JPEG, PNG, WebP or GIF).';
  }
  if (file.size > TAXONOMY_IMAGE_MAX_BYTES) return `The image must be at most ${IMAGE_MAX_MEGABYTES} MB.`;
  return null;
}
