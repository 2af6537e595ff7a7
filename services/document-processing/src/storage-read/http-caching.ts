import type { StoredObjectInfo } from '@studyhub/platform';

/** Spec section 9: public files may be cached for an hour. */
export const PUBLIC_STORAGE_CACHE_CONTROL = 'public, max-age=3600';

/**
 * A strong validator from what identifies a version of the file: an object is replaced only by an
 * atomic rename, so its size and modification time change together with its bytes.
 */
export function entityTagOf(info: Pick<StoredObjectInfo, 'size' | 'updatedAt'>): string {
  return `"${info.size.toString(16)}-${Math.floor(info.updatedAt.getTime()).toString(16)}"`;
}

/**
 * RFC 9110 section 13.1.2: If-None-Match uses the weak comparison, so `W/"x"` matches `"x"`; `*`
 * matches any current representation.
 */
export function matchesIfNoneMatch(header: string | undefined, entityTag: string): boolean {
  if (header === undefined) return false;
  const wanted = opaqueTagOf(entityTag);
  return header
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || opaqueTagOf(candidate) === wanted);
}

function opaqueTagOf(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
