import type { FastifyInstance } from 'fastify';
import {
  ACCESS_REVOKED_MESSAGE,
  AppError,
  errorBodyOf,
  extractAccessToken,
  type JwtVerifier,
} from '@studyhub/platform';
import type { AccessRevocations } from '../access/access-revocations';
import { formatSse, type LiveConnections, type LiveSink } from './live-connections';

export const HEARTBEAT_MS = 30_000;
/** What the browser waits before reconnecting; the client adds its own backoff (1, 2, 5, 10 s). */
export const RECONNECT_MS = 1000;

interface EventStreamOptions {
  verifier: JwtVerifier;
  revocations: AccessRevocations;
  connections: LiveConnections;
  corsOrigins: readonly string[];
  heartbeatMs?: number;
}

/**
 * GET /api/events/stream: the signed-in user's live events (`balance`, `notification`) as
 * server-sent events. The stream ends when the access token expires (the browser reconnects with
 * its refreshed session) or when the account is deactivated or deleted (ADR 0036).
 */
export async function eventStreamPlugin(fastify: FastifyInstance, options: EventStreamOptions): Promise<void> {
  fastify.get('/api/events/stream', async (request, reply) => {
    const token = extractAccessToken(request.headers);
    let principal;
    try {
      if (!token) throw AppError.of('UNAUTHENTICATED');
      principal = await options.verifier.verify(token);
      if (await options.revocations.refuses(principal)) throw AppError.of('UNAUTHENTICATED', ACCESS_REVOKED_MESSAGE);
    } catch (error) {
      const appError = error instanceof AppError ? error : AppError.of('UNAUTHENTICATED');
      await reply.status(appError.status).send(errorBodyOf(appError, request.studyhubContext?.correlationId));
      return;
    }

    const origin = request.headers.origin;
    const headers: Record<string, string> = {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    };
    if (origin && options.corsOrigins.includes(origin)) {
      headers['access-control-allow-origin'] = origin;
      headers['access-control-allow-credentials'] = 'true';
      headers.vary = 'Origin';
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, headers);
    raw.write(formatSse({ retry: RECONNECT_MS, event: 'ready', data: { user_id: principal.userId } }));

    let closed = false;
    const sink: LiveSink = {
      send: (message) => {
        if (closed || raw.destroyed) return false;
        raw.write(message);
        return true;
      },
      close: () => end(),
    };
    const remove = options.connections.add(principal.userId, sink);
    const heartbeat = setInterval(() => sink.send(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
    const expiresInMs = principal.expiresAt ? principal.expiresAt * 1000 - Date.now() : undefined;
    const expiry = expiresInMs !== undefined ? setTimeout(() => end(), Math.max(0, expiresInMs)) : undefined;

    function end(): void {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      remove();
      if (!raw.destroyed) raw.end();
    }
    request.raw.once('close', end);
  });
}
