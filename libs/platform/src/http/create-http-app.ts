import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { acceptIdOrCreate, type RequestContext } from '../context/request-context';
import { AppErrorFilter } from '../errors/error-filter';
import { redactUrl } from './redact-url';
import { NestPinoLogger } from '../logging/nest-logger';
import type { MetricsRegistry } from '../metrics/metrics-registry';

export interface HttpAppSettings {
  logger: Logger;
  metrics: MetricsRegistry;
  /** Largest request body accepted, in bytes (uploads raise it). */
  bodyLimit?: number;
  /**
   * Which proxies may tell the client address in X-Forwarded-For. Services sit behind the gateway
   * on loopback or a private network, so by default they trust exactly those addresses.
   */
  trustProxy?: number | boolean | string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    studyhubContext?: RequestContext;
  }
}

const QUIET_ROUTES = new Set(['/health/live', '/health/ready', '/metrics']);

/**
 * A Nest application on Fastify with what every process shares: request and correlation ids (taken
 * from the caller when well-formed, echoed back, kept on the request for `@CurrentContext()`), one
 * access log line per request, the HTTP metrics and the error filter.
 */
export async function createHttpApp(rootModule: unknown, settings: HttpAppSettings): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: settings.bodyLimit ?? 1024 * 1024,
    trustProxy: settings.trustProxy ?? ['loopback', 'uniquelocal'],
    genReqId: (request: IncomingMessage) => acceptIdOrCreate(request.headers['x-request-id']),
    return503OnClosing: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule as never, adapter, {
    logger: new NestPinoLogger(settings.logger),
    // JSON bodies keep their bytes too (`request.rawBody`): signatures are checked over what was
    // sent, not over a re-serialisation (internal calls, payment webhooks).
    rawBody: true,
  });
  const fastify = app.getHttpAdapter().getInstance();
  const { logger, metrics } = settings;

  fastify.addHook('onRequest', (request, reply, done) => {
    const context: RequestContext = {
      requestId: request.id,
      correlationId: acceptIdOrCreate(request.headers['x-correlation-id'] ?? request.id),
    };
    request.studyhubContext = context;
    void reply.header('x-request-id', context.requestId);
    void reply.header('x-correlation-id', context.correlationId);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    const seconds = reply.elapsedTime / 1000;
    metrics.httpRequestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      seconds,
    );
    const level = QUIET_ROUTES.has(route) ? 'debug' : reply.statusCode >= 500 ? 'error' : 'info';
    logger[level](
      {
        request_id: request.id,
        correlation_id: request.studyhubContext?.correlationId,
        ...(request.studyhubContext?.userId ? { user_id: request.studyhubContext.userId } : {}),
        method: request.method,
        route,
        url: redactUrl(request.url),
        status_code: reply.statusCode,
        duration_ms: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
    done();
  });

  app.useGlobalFilters(new AppErrorFilter(logger));
  return app;
}

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}
