import type { Readable } from 'node:stream';
import type { SignedUrlOptions } from './signed-url';

export const STORAGE_AREAS = [
  'document-previews',
  'cover-images',
  'avatars',
  'originals',
  'converted',
  'assets',
] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** Served to anyone through GET /api/storage/{area}/{path}; the others only through signed URLs. */
export const PUBLIC_STORAGE_AREAS: readonly StorageArea[] = ['document-previews', 'cover-images', 'avatars', 'assets'];

export function isStorageArea(value: string): value is StorageArea {
  return (STORAGE_AREAS as readonly string[]).includes(value);
}

export function isPublicStorageArea(area: StorageArea): boolean {
  return PUBLIC_STORAGE_AREAS.includes(area);
}

export interface StoredObjectInfo {
  key: string;
  size: number;
  contentType: string;
  updatedAt: Date;
}

export interface StoredObject extends StoredObjectInfo {
  body: Readable;
}

export interface ListOptions {
  /** Default 100. */
  limit?: number;
  /** Default 0. */
  offset?: number;
}

/** Files by area and key; keys are validated by `normalizeStorageKey` in every driver. */
export interface ObjectStorage {
  put(area: StorageArea, key: string, body: Buffer | Readable, contentType?: string): Promise<StoredObjectInfo>;
  /** Undefined when there is no such object. */
  get(area: StorageArea, key: string): Promise<StoredObject | undefined>;
  head(area: StorageArea, key: string): Promise<StoredObjectInfo | undefined>;
  delete(area: StorageArea, key: string): Promise<void>;
  /** Objects under a prefix, names ascending. */
  list(area: StorageArea, prefix: string, options?: ListOptions): Promise<StoredObjectInfo[]>;
  /** Health check: the backing store answers. */
  check(): Promise<void>;
  /**
   * A URL the browser can fetch the object from for `expiresInSeconds` without any other
   * credential: presigned for S3, HMAC-signed and served by the storage route for local files.
   */
  signedUrl(area: StorageArea, key: string, options: SignedUrlOptions): Promise<string>;
}
