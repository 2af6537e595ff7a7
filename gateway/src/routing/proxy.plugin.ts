import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceName } from '@studyhub/contracts';
import {
  ACCESS_REVOKED_HEADER,
  AppError,
  errorBodyOf,
  extractAccessToken,
  type JwtVerifier,
  type Logger,
  type MetricsRegistry,
  type Principal,
} from '@studyhub/platform';
import type { AccessRevocations } from '../access/access-revocations';
import { withoutAccessCookie } from '../access/revoked-access';
import type { GatewayRateLimiter } from '../rate-limit/rate-limiter';
import { resolveRoute, type Route } from './route-table';

export interface ProxyOptions {
  serviceUrls: Record<ServiceName, string>;
  rateLimiter: GatewayRateLimiter;
  verifier: JwtVerifier;
  revocations: AccessRevocations;
  upstreamTimeoutMs: number;
  logger: Logger;
  metrics: MetricsRegistry;
}

interface ErrorReply {
  header(name: string, value: string): unknown;
  status(code: number): { send(body: unknown): unknown };
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * `/api/<area>/...` to the owning service: rate limit per caller, then stream the request and the
 * answer through unchanged (the caller's token and cookies included; each service verifies them),
 * adding request, correlation and forwarding headers. An access token issued before its account
 * was deactivated or deleted is taken away (ADR 0036): the service sees an anonymous caller, so
 * its protected routes answer 401 and its public ones, sign-in included, still work.
 */
export async function proxyPlugin(fastify: FastifyInstance, options: ProxyOptions): Promise<void> {
  // Bodies pass through as streams; the gateway never parses them.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await fastify.register(replyFrom, {
    undici: { connections: 256, pipelining: 1, keepAliveTimeout: 30_000 },
    disableRequestLogging: true,
    retryMethods: [],
  });

  const upstreamDuration = options.metrics.histogram({
    name: 'gateway_upstream_duration_seconds',
    help: 'Time from the gateway receiving a request to the service answering, by service.',
    labelNames: ['service', 'status_class'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  });

  /** The caller a valid token names; an invalid one is left for the service to refuse (401). */
  const principalOf = async (request: FastifyRequest): Promise<Principal | undefined> => {
    const token = extractAccessToken(request.headers);
    if (!token) return undefined;
    try {
      return await options.verifier.verify(token);
    } catch {
      return undefined;
    }
  };

  const callerKey = (request: FastifyRequest, route: Route, principal: Principal | undefined): string => {
    // Sensitive routes are budgeted per client address and route, whoever the token claims to be.
    if (route.rateLimit === 'sensitive') return `ip:${request.ip}:${route.budget ?? 'sensitive'}`;
    // an invalid token is rate limited like an anonymous caller
    return principal ? `user:${principal.userId}` : `ip:${request.ip}`;
  };

  const fail = (request: FastifyRequest, reply: ErrorReply, error: AppError) => {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(error.status).send(errorBodyOf(error, request.studyhubContext?.correlationId));
  };

  fastify.all('/api/*', async (request, reply) => {
    const pathAndQuery = request.url.slice('/api'.length);
    const path = pathAndQuery.split('?', 1)[0] ?? '';
    const route = resolveRoute(path);
    if (!route) return fail(request, reply, AppError.of('NOT_FOUND'));

    const principal = await principalOf(request);
    const revoked = principal !== undefined && (await options.revocations.refuses(principal));
    const kind = route.rateLimit ?? 'standard';
    if (kind !== 'none') {
      const decision = await options.rateLimiter.consume(kind, callerKey(request, route, principal));
      void reply.header('ratelimit-limit', String(decision.limit));
      void reply.header('ratelimit-remaining', String(decision.remaining));
      void reply.header('ratelimit-reset', String(decision.resetSeconds));
      if (!decision.allowed) {
        return fail(
          request,
          reply,
          AppError.of('RATE_LIMITED', undefined, { retryAfterSeconds: decision.resetSeconds }),
        );
      }
    }

    const service = route.service;
    const started = performance.now();
    const correlationId = request.studyhubContext?.correlationId ?? request.id;
    return reply.from(`${options.serviceUrls[service]}${pathAndQuery}`, {
      timeout: route.timeoutMs ?? options.upstreamTimeoutMs,
      rewriteRequestHeaders: (_request, headers) => {
        const forwarded = { ...headers };
        for (const name of HOP_BY_HOP) delete forwarded[name];
        delete forwarded[ACCESS_REVOKED_HEADER];
        if (revoked) {
          delete forwarded.authorization;
          const cookie = withoutAccessCookie(typeof forwarded.cookie === 'string' ? forwarded.cookie : undefined);
          if (cookie) forwarded.cookie = cookie;
          else delete forwarded.cookie;
          forwarded[ACCESS_REVOKED_HEADER] = '1';
        }
        // request.ip already honours TRUSTED_PROXY_HOPS; services see only the client we trust.
        forwarded['x-forwarded-for'] = request.ip;
        forwarded['x-forwarded-proto'] = request.protocol;
        forwarded['x-forwarded-host'] = request.hostname;
        forwarded['x-request-id'] = request.id;
        forwarded['x-correlation-id'] = correlationId;
        return forwarded;
      },
      onResponse: (_request, replyToClient, response) => {
        const statusCode = response.statusCode ?? 0;
        upstreamDuration.observe(
          { service, status_class: `${Math.floor(statusCode / 100)}xx` },
          (performance.now() - started) / 1000,
        );
        void replyToClient.send(response.stream);
      },
      onError: (replyToClient, { error }) => {
        const timedOut = /timeout|timed out/i.test(`${(error as { code?: string }).code ?? ''} ${error.message}`);
        options.logger.warn({ err: error, service, path }, timedOut ? 'service timed out' : 'service unreachable');
        upstreamDuration.observe(
          { service, status_class: timedOut ? 'timeout' : 'error' },
          (performance.now() - started) / 1000,
        );
        void fail(request, replyToClient, AppError.of(timedOut ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY'));
      },
    });
  });
}
