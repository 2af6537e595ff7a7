import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { JwtVerifier } from '../auth/jwt-verifier';
import type { UserRole } from '../auth/principal';

export interface TestTokenClaims {
  userId: string;
  role?: UserRole;
  status?: string;
  email?: string;
  expiresIn?: string;
}

export interface TestTokenIssuer {
  verifier: JwtVerifier;
  sign(claims: TestTokenClaims): Promise<string>;
}

/** Signs access tokens the way auth does, with a key pair made for the test run. */
export async function createTestTokenIssuer(): Promise<TestTokenIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'EdDSA' };
  const verifier = new JwtVerifier({
    jwksUrl: 'http://jwks.invalid/',
    issuer: 'studyhub-auth',
    audience: 'studyhub',
    keySet: createLocalJWKSet({ keys: [jwk] }),
  });
  return {
    verifier,
    sign: (claims) =>
      new SignJWT({
        role: claims.role ?? 'user',
        status: claims.status ?? 'active',
        ...(claims.email ? { email: claims.email } : {}),
      })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'test-key' })
        .setSubject(claims.userId)
        .setIssuer('studyhub-auth')
        .setAudience('studyhub')
        .setIssuedAt()
        .setExpirationTime(claims.expiresIn ?? '10m')
        .sign(privateKey),
  };
}
