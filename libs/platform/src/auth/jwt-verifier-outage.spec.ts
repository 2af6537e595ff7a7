import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, createRemoteJWKSet, generateKeyPair, type KeyLike } from 'jose';
import { AppError } from '../errors/app-error';
import { JwtVerifier } from './jwt-verifier';

// When auth's JWKS cannot be fetched (auth down, or answering an error), requests must get 503,
// not 401 "User not authenticated": a 401 would sign browsers out during an auth outage.
describe('JwtVerifier when the auth service cannot serve its key set', () => {
  let directory: string;
  let socketPath: string;
  let server: http.Server | undefined;
  let privateKey: KeyLike;

  function verifier(): JwtVerifier {
    const agent = new http.Agent();
    (agent as unknown as { createConnection: () => net.Socket }).createConnection = () =>
      net.createConnection({ path: socketPath });
    return new JwtVerifier({
      jwksUrl: 'http://auth.invalid/.well-known/jwks.json',
      issuer: 'studyhub-auth',
      audience: 'studyhub',
      keySet: createRemoteJWKSet(new URL('http://auth.invalid/.well-known/jwks.json'), { agent }),
    });
  }

  function token(): Promise<string> {
    return new SignJWT({ role: 'user', status: 'active' })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'key-1' })
      .setSubject('user-1')
      .setIssuer('studyhub-auth')
      .setAudience('studyhub')
      .setExpirationTime('15m')
      .sign(privateKey);
  }

  async function codeOf(promise: Promise<unknown>): Promise<string> {
    try {
      await promise;
    } catch (error) {
      return error instanceof AppError ? error.code : `not an AppError: ${String(error)}`;
    }
    return 'resolved';
  }

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'jwks-bug-'));
    socketPath = path.join(directory, 'auth.sock');
    ({ privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' }));
  });

  afterEach(async () => {
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
      server = undefined;
    }
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('answers SERVICE_UNAVAILABLE when the connection to auth fails', async () => {
    // Nothing listens on the socket: the request fails like ECONNREFUSED does over TCP.
    await expect(codeOf(verifier().verify(await token()))).resolves.toBe('SERVICE_UNAVAILABLE');
  });

  it('answers SERVICE_UNAVAILABLE when auth answers its JWKS with a 503', async () => {
    server = http.createServer((_, response) => {
      response.writeHead(503);
      response.end('unavailable');
    });
    await new Promise<void>((resolve) => server!.listen(socketPath, resolve));
    await expect(codeOf(verifier().verify(await token()))).resolves.toBe('SERVICE_UNAVAILABLE');
  });
});
