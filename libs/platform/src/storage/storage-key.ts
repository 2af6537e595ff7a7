export class InvalidStorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 200))}: ${reason}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 512;

/**
 * Accepts only keys made of plain path segments (letters, digits, dot, dash, underscore; no
 * leading dot), so no key can climb out of its area, whatever the driver.
 */
export function normalizeStorageKey(key: string): string {
  if (key.length === 0) throw new InvalidStorageKeyError(key, 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidStorageKeyError(key, 'too long');
  const segments = key.split('/');
  for (const segment of segments) {
    if (!SEGMENT.test(segment)) throw new InvalidStorageKeyError(key, `bad segment ${JSON.stringify(segment)}`);
  }
  return segments.join('/');
}

/** A prefix is a key, or empty for the whole area; a trailing slash is allowed. */
export function normalizeStoragePrefix(prefix: string): string {
  const trimmed = prefix.replace(/\/$/, '');
  return trimmed === '' ? '' : normalizeStorageKey(trimmed);
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

export function contentTypeForKey(key: string): string {
  const name = key.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
