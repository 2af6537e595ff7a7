import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { NAIVE_APPLICATION_NAME, naiveDocuments, naiveInstant } from '../catalog-search/naive-baseline';
import { runHost } from './host-runtime';

/**
 * The baseline for the catalog-search bench: a bare node:http server answering
 * `/search/instant` and `/documents` with naive SQL (ILIKE, count(*)) on the bench's database
 * (`BENCH_CATALOG_DATABASE_URL`), through a pool as large as the service's.
 */
runHost(async () => {
  const pool = new Pool({
    connectionString: process.env.BENCH_CATALOG_DATABASE_URL,
    application_name: NAIVE_APPLICATION_NAME,
    max: 10,
  });
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://baseline');
    const answer =
      url.pathname === '/search/instant'
        ? naiveInstant(pool, url.searchParams.get('q') ?? '')
        : url.pathname === '/documents'
          ? naiveDocuments(pool, url.searchParams)
          : Promise.reject(new Error(`no route ${url.pathname}`));
    answer.then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ error: { code: 'INTERNAL', message: String(error) } }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ready: { port: (server.address() as AddressInfo).port },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
});
