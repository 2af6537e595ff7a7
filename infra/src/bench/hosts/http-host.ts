import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MetricsRegistry, createHttpApp } from '@studyhub/platform';
import { testLogger } from '@studyhub/platform/testing';
import { FEATURED_BODY, FEATURED_PATH, FeaturedModule } from '../bench-app';
import { runHost, type StartedHost } from './host-runtime';

/** One server for the Nest-versus-node:http comparison: `BENCH_SERVER=nest|node`. */
async function startNode(): Promise<StartedHost> {
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'GET' && request.url === FEATURED_PATH) {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(FEATURED_BODY));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    response.end('{"error":{"code":"NOT_FOUND"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ready: { port: (server.address() as AddressInfo).port },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function startNest(): Promise<StartedHost> {
  const app = await createHttpApp(FeaturedModule, {
    logger: testLogger('bench-nest'),
    metrics: new MetricsRegistry('bench-nest'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ready: { port: (app.getHttpServer().address() as AddressInfo).port },
    stop: () => app.close(),
  };
}

runHost(() => (process.env.BENCH_SERVER === 'node' ? startNode() : startNest()));
