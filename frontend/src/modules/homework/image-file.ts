import { HOMEWORK_IMAGE_MAX_BYTES, HOMEWORK_IMAGE_TYPES } from '@studyhub/contracts';

export const IMAGE_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP image.';
export const IMAGE_SIZE_MESSAGE = 'The image is larger than 4 MB. Crop it or save it smaller, then try again.';
export const IMAGE_EMPTY_MESSAGE = 'This file is empty. Choose another image.';
export const IMAGE_READ_MESSAGE = 'The image could not be read. Choose another file.';

/** What the file input accepts, for its `accept` attribute. */
export const IMAGE_ACCEPT = HOMEWORK_IMAGE_TYPES.join(',');

/**
 * Why a chosen file cannot be sent with a question, or null when it can: the same type and size
 * rules the API applies (homeworkImageSchema), checked before the upload so the student is told at once.
 */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(HOMEWORK_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size === 0) return IMAGE_EMPTY_MESSAGE;
  if (file.size > HOMEWORK_IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

/** Reads a file as a base64 data URL (browser only). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(IMAGE_READ_MESSAGE));
    reader.onerror = () => reject(new Error(IMAGE_READ_MESSAGE));
    reader.readAsDataURL(file);
  });
}
