import { createHash, randomBytes } from 'node:crypto';

/** Bytes of randomness in refresh, verification and reset tokens. */
export const OPAQUE_TOKEN_BYTES = 32;

/**
 * A secret handed to the client once; only its SHA-256 is stored, so a copy of the database does
 * not let anyone use it. 256 random bits need no salt or slow hash.
 */
export function createOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(OPAQUE_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
