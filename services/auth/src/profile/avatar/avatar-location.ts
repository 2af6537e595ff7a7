import { randomBytes } from 'node:crypto';

/** Where the gateway sends public storage reads (document-processing, GET /api/storage/{area}/{path}). */
export const AVATAR_URL_PREFIX = '/api/storage/avatars/';

/** `<userId>/<random>.webp`: a new name per upload, so caches never serve the old picture. */
export function newAvatarKey(userId: string): string {
  return `${userId}/${randomBytes(16).toString('hex')}.webp`;
}

export function avatarUrlOf(key: string): string {
  return `${AVATAR_URL_PREFIX}${key}`;
}

/** Prefix of every avatar file of one user, for deleting them all. */
export function avatarFolderOf(userId: string): string {
  return `${userId}/`;
}

/**
 * The storage key behind an avatar URL when it is one of ours in this user's folder; undefined for
 * none, for a picture hosted elsewhere (a Google profile photo) and for anything else.
 */
export function avatarKeyOf(avatarUrl: string | null, userId: string): string | undefined {
  if (avatarUrl === null || !avatarUrl.startsWith(AVATAR_URL_PREFIX)) return undefined;
  const key = avatarUrl.slice(AVATAR_URL_PREFIX.length);
  const [folder, file, ...rest] = key.split('/');
  if (folder !== userId || !file || rest.length > 0) return undefined;
  return key;
}
