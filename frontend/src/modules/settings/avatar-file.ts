/** Largest avatar auth accepts (its avatar limits): 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const AVATAR_NOT_AN_IMAGE = 'Please choose an image file.';
export const AVATAR_TOO_LARGE = 'The picture must be 5 MB or smaller.';

/** Spec section 5: the avatar input accepts images only. Returns the problem, or null. */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return AVATAR_NOT_AN_IMAGE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE;
  return null;
}
