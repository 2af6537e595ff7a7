import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeStorageKey } from './storage-key';
import type { StorageArea } from './object-storage';

/** Signs URLs of the local driver; used in development and tests only, refused in production. */
export const DEVELOPMENT_SIGNING_SECRET = 'studyhub-development-storage-signing-secret';

export interface SignedUrlOptions {
  expiresInSeconds: number;
  /** Served as an attachment under this name; otherwise inline. */
  downloadName?: string;
}

export interface SignedStorageQuery {
  expires?: unknown;
  signature?: unknown;
  download?: unknown;
}

export type SignatureVerdict = 'valid' | 'expired' | 'invalid';

function signatureOf(secret: string, area: string, key: string, expires: number, download: string): string {
  return createHmac('sha256', secret).update(`${area}\n${key}\n${expires}\n${download}`).digest('hex');
}

/** A site-relative URL to a private file, valid until `now + expiresInSeconds`. */
export function signStorageUrl(
  secret: string,
  area: StorageArea,
  key: string,
  options: SignedUrlOptions,
  now: Date = new Date(),
): string {
  const normalized = normalizeStorageKey(key);
  const expires = Math.floor(now.getTime() / 1000) + options.expiresInSeconds;
  const download = options.downloadName ?? '';
  const query = new URLSearchParams({ expires: String(expires) });
  if (download) query.set('download', download);
  query.set('signature', signatureOf(secret, area, normalized, expires, download));
  const path = normalized.split('/').map(encodeURIComponent).join('/');
  return `/api/storage/${area}/${path}?${query.toString()}`;
}

/** Checks a signed request for `area`/`key`: the signature first (timing-safe), then the expiry. */
export function verifySignedStorageUrl(
  secret: string,
  area: StorageArea,
  key: string,
  query: SignedStorageQuery,
  now: Date = new Date(),
): SignatureVerdict {
  const expires = typeof query.expires === 'string' && /^\d{1,12}$/.test(query.expires) ? Number(query.expires) : NaN;
  const signature = typeof query.signature === 'string' && /^[0-9a-f]{64}$/.test(query.signature) ? query.signature : '';
  const download = typeof query.download === 'string' ? query.download : '';
  if (!Number.isFinite(expires) || !signature) return 'invalid';
  let normalized: string;
  try {
    normalized = normalizeStorageKey(key);
  } catch {
    return 'invalid';
  }
  const expected = Buffer.from(signatureOf(secret, area, normalized, expires, download), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
  return expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
