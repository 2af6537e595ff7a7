import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  SignJWT,
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  type KeyLike,
} from 'jose';
import { AppError } from '../errors/app-error';
import { JwtVerifier } from './jwt-verifier';

const ISSUER = 'studyhub-auth';
const AUDIENCE = 'studyhub';
const KID = 'key-1';

interface Keys {
  privateKey: KeyLike;
  jwks: JSONWebKeySet;
}

async function makeKeys(kid = KID): Promise<Keys> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  return { privateKey, jwks: { keys: [jwk] } };
}

function sign(
  keys: Keys,
  claims: JWTPayload = { role: 'user', status: 'active' },
  options: { issuer?: string; audience?: string; expiresIn?: string | number; kid?: string; subject?: string } = {},
): Promise<string> {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA', kid: options.kid ?? KID })
    .setIssuedAt()
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setExpirationTime(options.expiresIn ?? '15m');
  if (options.subject !== '') jwt.setSubject(options.subject ?? 'user-1');
  return jwt.sign(keys.privateKey);
}

function verifierWith(keySet: JWTVerifyGetKey): JwtVerifier {
  return new JwtVerifier({ jwksUrl: 'http://auth.invalid/jwks.json', issuer: ISSUER, audience: AUDIENCE, keySet });
}

async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the verification to fail');
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('JwtVerifier', () => {
  let keys: Keys;
  let verifier: JwtVerifier;

  beforeAll(async () => {
    keys = await makeKeys();
    verifier = verifierWith(createLocalJWKSet(keys.jwks));
  });

  describe('a valid token', () => {
    it('becomes the principal it names, with its issue time and expiry', async () => {
      const token = await sign(keys, { role: 'admin', status: 'active', email: 'ada@example.com', sid: 'sess-9' });
      const principal = await verifier.verify(token);
      const now = Math.floor(Date.now() / 1000);
      expect(principal).toEqual({
        userId: 'user-1',
        role: 'admin',
        status: 'active',
        email: 'ada@example.com',
        sessionId: 'sess-9',
        expiresAt: expect.any(Number),
        issuedAt: expect.any(Number),
      });
      expect(Math.abs(principal.issuedAt! - now)).toBeLessThanOrEqual(1);
      expect(principal.expiresAt).toBeGreaterThan(now + 14 * 60);
      expect(principal.expiresAt).toBeLessThanOrEqual(now + 15 * 60 + 1);
    });

    it('leaves out the optional claims it does not carry', async () => {
      const principal = await verifier.verify(await sign(keys, { role: 'user', status: 'inactive' }));
      expect(principal).toEqual({
        userId: 'user-1',
        role: 'user',
        status: 'inactive',
        expiresAt: expect.any(Number),
        issuedAt: expect.any(Number),
      });
    });
  });

  describe('a token that must be refused as UNAUTHENTICATED', () => {
    async function expectUnauthenticated(token: string | Promise<string>): Promise<AppError> {
      const error = await rejectionOf(verifier.verify(await token));
      expect(error.code).toBe('UNAUTHENTICATED');
      expect(error.status).toBe(401);
      expect(error.message).toBe('User not authenticated');
      return error;
    }

    it('from another issuer', async () => {
      const error = await expectUnauthenticated(sign(keys, undefined, { issuer: 'evil-auth' }));
      expect(error.cause).toMatchObject({ code: 'ERR_JWT_CLAIM_VALIDATION_FAILED', claim: 'iss' });
    });

    it('for another audience', async () => {
      const error = await expectUnauthenticated(sign(keys, undefined, { audience: 'another-app' }));
      expect(error.cause).toMatchObject({ code: 'ERR_JWT_CLAIM_VALIDATION_FAILED', claim: 'aud' });
    });

    it('that has expired', async () => {
      const error = await expectUnauthenticated(
        sign(keys, undefined, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      );
      expect(error.cause).toBeInstanceOf(joseErrors.JWTExpired);
    });

    it('that is not valid yet', async () => {
      const token = await new SignJWT({ role: 'user', status: 'active' })
        .setProtectedHeader({ alg: 'EdDSA', kid: KID })
        .setSubject('user-1')
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setNotBefore('1h')
        .setExpirationTime('2h')
        .sign(keys.privateKey);
      const error = await expectUnauthenticated(token);
      expect(error.cause).toBeInstanceOf(joseErrors.JWTClaimValidationFailed);
    });

    it('with alg "none"', async () => {
      const now = Math.floor(Date.now() / 1000);
      const header = base64url({ alg: 'none', typ: 'JWT' });
      const payload = base64url({
        sub: 'user-1',
        role: 'admin',
        status: 'active',
        iss: ISSUER,
        aud: AUDIENCE,
        iat: now,
        exp: now + 600,
      });
      const error = await expectUnauthenticated(`${header}.${payload}.`);
      expect(error.cause).toBeInstanceOf(joseErrors.JOSEError);
    });

    it('whose payload was tampered with', async () => {
      const [header, , signature] = (await sign(keys)).split('.');
      const now = Math.floor(Date.now() / 1000);
      const forged = base64url({
        sub: 'user-1',
        role: 'admin',
        status: 'active',
        iss: ISSUER,
        aud: AUDIENCE,
        exp: now + 600,
      });
      const error = await expectUnauthenticated(`${header}.${forged}.${signature}`);
      expect(error.cause).toBeInstanceOf(joseErrors.JWSSignatureVerificationFailed);
    });

    it('whose signature was tampered with', async () => {
      const [header, payload, signature] = (await sign(keys)).split('.');
      const flipped = Buffer.from(signature!, 'base64url');
      flipped[0] = flipped[0]! ^ 0xff;
      const error = await expectUnauthenticated(`${header}.${payload}.${flipped.toString('base64url')}`);
      expect(error.cause).toBeInstanceOf(joseErrors.JWSSignatureVerificationFailed);
    });

    it('signed by a key that is not in the key set', async () => {
      const stranger = await makeKeys();
      const error = await expectUnauthenticated(sign(stranger));
      expect(error.cause).toBeInstanceOf(joseErrors.JWSSignatureVerificationFailed);
      const strangerWithOtherKid = await makeKeys('key-2');
      const unknownKid = await expectUnauthenticated(sign(strangerWithOtherKid, undefined, { kid: 'key-2' }));
      expect(unknownKid.cause).toBeInstanceOf(joseErrors.JWKSNoMatchingKey);
    });

    it('signed with a shared secret (HS256)', async () => {
      const token = await new SignJWT({ role: 'user', status: 'active' })
        .setProtectedHeader({ alg: 'HS256', kid: KID })
        .setSubject('user-1')
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setExpirationTime('15m')
        .sign(new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!'));
      const error = await expectUnauthenticated(token);
      expect(error.cause).toBeInstanceOf(joseErrors.JOSEAlgNotAllowed);
    });

    it('without a role claim', async () => {
      const error = await expectUnauthenticated(sign(keys, { status: 'active' }));
      // The signature was fine: the claims were refused, not the token.
      expect(error.cause).toBeUndefined();
    });

    it('with a role that does not exist', async () => {
      await expectUnauthenticated(sign(keys, { role: 'superadmin', status: 'active' }));
    });

    it('without a status claim', async () => {
      await expectUnauthenticated(sign(keys, { role: 'user' }));
    });

    it('without a subject', async () => {
      await expectUnauthenticated(sign(keys, undefined, { subject: '' }));
    });

    it('that is not a JWT at all', async () => {
      await expectUnauthenticated('not-a-token');
      await expectUnauthenticated('a.b.c');
    });
  });

  describe('when the key set cannot be fetched', () => {
    it('answers SERVICE_UNAVAILABLE on a JWKS timeout', async () => {
      const timingOut = verifierWith(async () => {
        throw new joseErrors.JWKSTimeout();
      });
      const error = await rejectionOf(timingOut.verify(await sign(keys)));
      expect(error.code).toBe('SERVICE_UNAVAILABLE');
      expect(error.status).toBe(503);
      expect(error.message).toBe('Sign-in cannot be checked right now. Please try again.');
      expect(error.cause).toBeInstanceOf(joseErrors.JWKSTimeout);
    });
  });

  describe('with the remote key set of the auth service (over a Unix socket, no network)', () => {
    let directory: string;
    let socketPath: string;
    let server: http.Server;
    let respond: (response: http.ServerResponse) => void;

    function agentToSocket(): http.Agent {
      const agent = new http.Agent();
      (agent as unknown as { createConnection: () => net.Socket }).createConnection = () =>
        net.createConnection({ path: socketPath });
      return agent;
    }

    function remoteVerifier(timeoutDuration = 2000): JwtVerifier {
      return verifierWith(
        createRemoteJWKSet(new URL('http://auth.invalid/.well-known/jwks.json'), {
          agent: agentToSocket(),
          timeoutDuration,
        }),
      );
    }

    beforeAll(async () => {
      directory = await mkdtemp(path.join(os.tmpdir(), 'jwks-'));
      socketPath = path.join(directory, 'auth.sock');
      server = http.createServer((_, response) => respond(response));
      await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    });

    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(directory, { recursive: true, force: true });
    });

    it('verifies a token against the fetched keys', async () => {
      respond = (response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(keys.jwks));
      };
      const principal = await remoteVerifier().verify(await sign(keys));
      expect(principal.userId).toBe('user-1');
    });

    it('answers SERVICE_UNAVAILABLE when the auth service does not answer in time', async () => {
      respond = () => {
        // Never answers.
      };
      const error = await rejectionOf(remoteVerifier(100).verify(await sign(keys)));
      expect(error.code).toBe('SERVICE_UNAVAILABLE');
    });
  });
});
