import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { runHost } from './host-runtime';

/**
 * The baseline of the `/auth/me` benchmark: a bare node:http server that verifies the Bearer token
 * with jose's jwtVerify against auth's published keys (`BENCH_JWKS`, JSON) on every request and
 * answers the subject. No framework, no cache, no database.
 */
runHost(async () => {
  const keys = createLocalJWKSet(JSON.parse(process.env.BENCH_JWKS ?? '{"keys":[]}') as JSONWebKeySet);
  const issuer = process.env.JWT_ISSUER ?? 'studyhub-auth';
  const audience = process.env.JWT_AUDIENCE ?? 'studyhub';
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (!token) return answer(401, { error: { code: 'UNAUTHENTICATED' } });
    jwtVerify(token, keys, { issuer, audience, algorithms: ['EdDSA'] }).then(
      ({ payload }) => answer(200, { data: { user: { id: payload.sub } } }),
      () => answer(401, { error: { code: 'UNAUTHENTICATED' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ready: { port: (server.address() as AddressInfo).port },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});
