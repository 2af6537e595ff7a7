import { SignJWT, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type JWK, type KeyLike } from 'jose';
import type { AccountRole, UserStatus } from '@studyhub/contracts';

/** The only file that imports `jose` in auth: key generation, import and JWT signing. */
export const SIGNING_ALGORITHM = 'EdDSA';

export interface GeneratedKeyPair {
  publicJwk: JWK;
  privatePkcs8: string;
}

export async function generateSigningKeyPair(): Promise<GeneratedKeyPair> {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { crv: 'Ed25519', extractable: true });
  return { publicJwk: await exportJWK(publicKey), privatePkcs8: await exportPKCS8(privateKey) };
}

export function importPrivateKey(pkcs8: string): Promise<KeyLike> {
  return importPKCS8(pkcs8, SIGNING_ALGORITHM);
}

export interface AccessTokenClaims {
  userId: string;
  role: AccountRole;
  status: UserStatus;
  email: string;
  sessionId: string;
}

export interface SigningOptions {
  keyId: string;
  privateKey: KeyLike;
  issuer: string;
  audience: string;
  issuedAt: number;
  expiresAt: number;
}

/** The access token every service verifies (claims as the platform's JwtVerifier reads them). */
export function signAccessToken(claims: AccessTokenClaims, options: SigningOptions): Promise<string> {
  return new SignJWT({ role: claims.role, status: claims.status, email: claims.email, sid: claims.sessionId })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: options.keyId, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt(options.issuedAt)
    .setExpirationTime(options.expiresAt)
    .sign(options.privateKey);
}
