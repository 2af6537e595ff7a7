import cors from '@fastify/cors';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { eventRegistry } from '@studyhub/contracts';
import {
  BrokerConnection,
  JwtVerifier,
  LiveEventSubscriber,
  MetricsRegistry,
  checkRedis,
  createHttpApp,
  createLogger,
  createRedisClient,
  type HealthCheck,
  type Logger,
} from '@studyhub/platform';
import { AccessRevocations } from './access/access-revocations';
import { AccountChangeSubscriber } from './access/account-changes';
import type { GatewayConfig } from './gateway.config';
import { GatewayModule } from './gateway.module';
import { eventStreamPlugin } from './live/event-stream.plugin';
import { LiveConnections } from './live/live-connections';
import { GatewayRateLimiter } from './rate-limit/rate-limiter';
import { proxyPlugin } from './routing/proxy.plugin';
import { registerSecurityHeaders } from './security-headers';

export interface RunningGateway {
  app: NestFastifyApplication;
  port: number;
  logger: Logger;
  liveConnections: LiveConnections;
  broker: BrokerConnection;
  revocations: AccessRevocations;
  stop(): Promise<void>;
}

export interface GatewayOverrides {
  verifier?: JwtVerifier;
  logger?: Logger;
  rateLimitKeyPrefix?: string;
  revocationKeyPrefix?: string;
}

/** Starts the gateway: proxy with rate limits, live stream, health and metrics. Used by main and tests. */
export async function startGateway(config: GatewayConfig, overrides: GatewayOverrides = {}): Promise<RunningGateway> {
  const logger = overrides.logger ?? createLogger({ service: 'gateway', level: config.LOG_LEVEL });
  const metrics = new MetricsRegistry('gateway');
  const redis = createRedisClient(config.REDIS_URL, logger, 'studyhub-gateway');
  const broker = new BrokerConnection({ url: config.RABBITMQ_URL, name: 'studyhub-gateway' }, logger);
  const verifier =
    overrides.verifier ??
    new JwtVerifier({ jwksUrl: config.AUTH_JWKS_URL, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE });
  const liveConnections = new LiveConnections(config.LIVE_STREAMS_PER_USER);
  const subscriber = new LiveEventSubscriber(broker, eventRegistry, config.RABBITMQ_EXCHANGE, logger, (live) => {
    liveConnections.deliver(live.userId, live.stream, live.event.id, live.event.data);
  });
  const revocations = new AccessRevocations(
    redis,
    config.AUTH_ACCESS_TOKEN_TTL_SECONDS,
    logger,
    overrides.revocationKeyPrefix,
  );
  const accountChanges = new AccountChangeSubscriber({
    broker,
    registry: eventRegistry,
    exchange: config.RABBITMQ_EXCHANGE,
    deliveryLimit: config.CONSUMER_DELIVERY_LIMIT,
    revocations,
    endLiveStreams: (userId) => liveConnections.closeUser(userId),
    logger,
  });
  metrics.gauge({
    name: 'gateway_live_streams',
    help: 'Open live event streams on this replica.',
    collect() {
      this.set(liveConnections.count());
    },
  });
  const checks: HealthCheck[] = [
    { name: 'redis', check: () => checkRedis(redis) },
    { name: 'broker', check: () => broker.check() },
  ];

  const app = await createHttpApp(GatewayModule.register(config, metrics, checks), {
    logger,
    metrics,
    trustProxy: config.TRUSTED_PROXY_HOPS > 0 ? config.TRUSTED_PROXY_HOPS : false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  registerSecurityHeaders(fastify);
  await fastify.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: [
      'x-request-id',
      'x-correlation-id',
      'retry-after',
      'ratelimit-limit',
      'ratelimit-remaining',
      'ratelimit-reset',
    ],
    maxAge: 600,
  });
  await fastify.register(eventStreamPlugin, {
    verifier,
    revocations,
    connections: liveConnections,
    corsOrigins: config.corsOrigins,
  });
  await fastify.register(proxyPlugin, {
    serviceUrls: config.serviceUrls,
    rateLimiter: new GatewayRateLimiter(
      redis,
      {
        points: config.RATE_LIMIT_POINTS,
        sensitivePoints: config.RATE_LIMIT_SENSITIVE_POINTS,
        windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      },
      overrides.rateLimitKeyPrefix,
    ),
    verifier,
    revocations,
    upstreamTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
    logger,
    metrics,
  });

  await app.listen({ port: config.port, host: config.BIND_HOST });
  broker.start();
  subscriber.start();
  accountChanges.start();
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, host: config.BIND_HOST }, 'gateway listening');

  let stopping: Promise<void> | undefined;
  return {
    app,
    port,
    logger,
    liveConnections,
    broker,
    revocations,
    stop: () =>
      (stopping ??= (async () => {
        liveConnections.closeAll();
        await subscriber.stop();
        await accountChanges.stop();
        await app.close();
        await broker.close();
        await redis.quit().catch(() => redis.disconnect());
      })()),
  };
}
