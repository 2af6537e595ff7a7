import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { USER_ROLES, type Principal } from './principal';
import { VerifiedTokenCache } from './verified-token-cache';

export interface JwtVerifierSettings {
  jwksUrl: string;
  issuer: string;
  audience: string;
  /** Injected in tests; production fetches and caches auth's JWKS. */
  keySet?: JWTVerifyGetKey;
  /** Verified tokens are remembered for at most this long (0 turns the cache off). */
  cacheMaxAgeMs?: number;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  role: z.enum(USER_ROLES),
  status: z.string().min(1),
  email: z.string().optional(),
  sid: z.string().optional(),
  exp: z.number().optional(),
  iat: z.number().optional(),
});

export const ACCEPTED_ALGORITHMS = ['EdDSA', 'ES256', 'RS256'];

/**
 * Verifies access tokens against auth's JWKS. Keys are cached; an unknown key id triggers one
 * refetch (rate limited), which is how key rotation reaches every service.
 */
export class JwtVerifier {
  private readonly keySet: JWTVerifyGetKey;
  private readonly cache: VerifiedTokenCache | undefined;

  constructor(private readonly settings: JwtVerifierSettings) {
    this.keySet =
      settings.keySet ??
      createRemoteJWKSet(new URL(settings.jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
    const maxAge = settings.cacheMaxAgeMs ?? 60_000;
    this.cache = maxAge > 0 ? new VerifiedTokenCache(10_000, maxAge) : undefined;
  }

  async verify(token: string): Promise<Principal> {
    const cached = this.cache?.get(token);
    if (cached) return cached;
    const principal = await this.verifySignature(token);
    this.cache?.set(token, principal);
    return principal;
  }

  private async verifySignature(token: string): Promise<Principal> {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, this.keySet, {
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      if (isTokenFault(error)) throw AppError.of('UNAUTHENTICATED', undefined, { cause: error });
      // Auth's key set could not be fetched or read: the token may well be valid, so answering
      // 401 would sign people out during an auth outage.
      throw AppError.of('SERVICE_UNAVAILABLE', 'Sign-in cannot be checked right now. Please try again.', {
        cause: error,
      });
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw AppError.of('UNAUTHENTICATED');
    const { sub, role, status, email, sid, exp, iat } = claims.data;
    return {
      userId: sub,
      role,
      status,
      ...(email ? { email } : {}),
      ...(sid ? { sessionId: sid } : {}),
      ...(exp !== undefined ? { expiresAt: exp } : {}),
      ...(iat !== undefined ? { issuedAt: iat } : {}),
    };
  }
}

/** Errors that say the token itself is bad, as opposed to the key set being unreachable. */
const TOKEN_FAULTS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
]);

function isTokenFault(error: unknown): boolean {
  return error instanceof joseErrors.JOSEError && TOKEN_FAULTS.has(error.code);
}
