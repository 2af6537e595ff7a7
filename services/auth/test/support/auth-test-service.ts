import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { JwtVerifier } from '@studyhub/platform';
import { startTestService, type TestService } from '@studyhub/platform/testing';
import { authService } from '../../src/service';

/**
 * Boots the real auth service on a fresh database. Its guard verifies access tokens against the
 * service's own JWKS, fetched afresh for every token (tests rotate keys and would otherwise wait
 * for the platform's JWKS cool-down), with the verified-token cache off.
 */
export async function startAuthTestService(env: Record<string, string> = {}): Promise<TestService> {
  const jwks: { url?: string } = {};
  const keySet: JWTVerifyGetKey = async (header, token) => {
    if (!jwks.url) throw new Error('the auth test service has not started yet');
    const response = await fetch(jwks.url);
    const keys = createLocalJWKSet((await response.json()) as JSONWebKeySet);
    return keys(header, token);
  };
  const verifier = new JwtVerifier({
    jwksUrl: 'http://jwks.invalid/',
    issuer: 'studyhub-auth',
    audience: 'studyhub',
    keySet,
    cacheMaxAgeMs: 0,
  });
  const service = await startTestService(authService, { verifier, env });
  jwks.url = `${service.baseUrl}/.well-known/jwks.json`;
  return service;
}
