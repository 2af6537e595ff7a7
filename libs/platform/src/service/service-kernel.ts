import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import {
  eventRegistry,
  isProducedBy,
  type EVENT_CATALOG,
  type EventDefinition,
  type EventRegistry,
} from '@studyhub/contracts';
import { JwtVerifier } from '../auth/jwt-verifier';
import type { ServiceEnv } from '../config/service-config';
import {
  createDataSource,
  ensureDatabaseExists,
  runMigrationsWithLock,
  type DataSourceSettings,
} from '../database/data-source';
import type { HealthCheck } from '../health/readiness';
import { createLogger } from '../logging/logger';
import { BrokerConnection } from '../messaging/broker-connection';
import { ConfirmPublisher } from '../messaging/confirm-publisher';
import { EventConsumer, type EventConsumerHooks } from '../messaging/event-consumer';
import { OutboxRelay, type OutboxRelayHooks } from '../messaging/outbox-relay';
import { OutboxWriter } from '../messaging/outbox-writer';
import { queueNameFor } from '../messaging/topology';
import { MetricsRegistry } from '../metrics/metrics-registry';
import { checkRedis, createRedisClient } from '../redis/redis-client';

export interface ServiceKernelSettings {
  config: ServiceEnv;
  /** Process name for logs and metrics; defaults to the service name (the worker adds `-worker`). */
  processName?: string;
  entities?: DataSourceSettings['entities'];
  migrations?: DataSourceSettings['migrations'];
  registry?: EventRegistry<readonly EventDefinition[]>;
  logger?: Logger;
  /** Only the process that owns the HTTP API relays the outbox; workers may opt in. */
  relayOutbox?: boolean;
  relayHooks?: OutboxRelayHooks;
  consumerHooks?: EventConsumerHooks;
  /** Tests verify tokens against a local key set instead of auth's JWKS. */
  verifier?: JwtVerifier;
}

const DATABASE_BOOT_ATTEMPTS = 30;

type CatalogEvents = typeof EVENT_CATALOG;

/**
 * The infrastructure of one service process, created before Nest: its database (created and
 * migrated), the broker connection with the outbox relay and the event consumer, Redis, metrics
 * and token verification. Nest modules receive these pieces through PlatformModule.
 */
export class ServiceKernel {
  readonly healthChecks: HealthCheck[];
  private readonly relay: OutboxRelay | undefined;
  private closed = false;

  private constructor(
    readonly config: ServiceEnv,
    readonly processName: string,
    readonly logger: Logger,
    readonly metrics: MetricsRegistry,
    readonly dataSource: DataSource,
    readonly broker: BrokerConnection,
    readonly publisher: ConfirmPublisher,
    readonly outbox: OutboxWriter<CatalogEvents>,
    readonly consumer: EventConsumer<CatalogEvents>,
    readonly redis: Redis,
    readonly verifier: JwtVerifier,
    settings: ServiceKernelSettings,
  ) {
    this.relay =
      settings.relayOutbox === false
        ? undefined
        : new OutboxRelay({
            dataSource,
            databaseUrl: config.databaseUrl,
            publisher,
            logger: logger.child({ component: 'outbox-relay' }),
            metrics,
            batchSize: config.OUTBOX_BATCH_SIZE,
            pollIntervalMs: config.OUTBOX_POLL_INTERVAL_MS,
            retentionHours: config.OUTBOX_RETENTION_HOURS,
            ...(settings.relayHooks ? { hooks: settings.relayHooks } : {}),
          });
    this.healthChecks = [
      { name: 'database', check: async () => void (await dataSource.query('SELECT 1')) },
      { name: 'broker', check: () => broker.check() },
      { name: 'redis', check: () => checkRedis(redis) },
    ];
  }

  static async create(settings: ServiceKernelSettings): Promise<ServiceKernel> {
    const { config } = settings;
    const processName = settings.processName ?? config.service;
    const logger = settings.logger ?? createLogger({ service: processName, level: config.LOG_LEVEL });
    // Tests may bring their own event types; services always publish and consume the catalog.
    const registry = (settings.registry ?? eventRegistry) as EventRegistry<CatalogEvents>;
    const metrics = new MetricsRegistry(processName);

    const dataSource = createDataSource({
      url: config.databaseUrl,
      applicationName: `studyhub-${processName}`,
      entities: settings.entities ?? [],
      migrations: settings.migrations ?? [],
    });
    await withBootRetries(logger, 'database', async () => {
      if (await ensureDatabaseExists(config.databaseUrl)) logger.info('created database');
      await dataSource.initialize();
    });
    const ran = await runMigrationsWithLock(dataSource, config.databaseUrl);
    if (ran.length > 0) logger.info({ migrations: ran }, 'ran migrations');

    const broker = new BrokerConnection({ url: config.RABBITMQ_URL, name: `studyhub-${processName}` }, logger);
    const consumerQueues = registry.definitions
      .filter((definition) => isProducedBy(definition, config.service))
      .flatMap((definition) =>
        definition.consumers.map((consumer) => ({
          queue: queueNameFor(config.RABBITMQ_EXCHANGE, consumer, definition.type),
          eventType: definition.type,
        })),
      );
    const publisher = new ConfirmPublisher(
      broker,
      config.RABBITMQ_EXCHANGE,
      logger,
      10_000,
      consumerQueues,
      config.CONSUMER_DELIVERY_LIMIT,
    );
    const outbox = new OutboxWriter(config.service, registry);
    const consumer = new EventConsumer({
      service: config.service,
      broker,
      dataSource,
      registry,
      outbox,
      exchange: config.RABBITMQ_EXCHANGE,
      logger: logger.child({ component: 'event-consumer' }),
      metrics,
      deliveryLimit: config.CONSUMER_DELIVERY_LIMIT,
      prefetch: config.CONSUMER_PREFETCH,
      retryBaseMs: config.CONSUMER_RETRY_BASE_MS,
      retryMaxMs: config.CONSUMER_RETRY_MAX_MS,
      ...(settings.consumerHooks ? { hooks: settings.consumerHooks } : {}),
    });
    const redis = createRedisClient(config.REDIS_URL, logger, `studyhub-${processName}`);
    const verifier =
      settings.verifier ??
      new JwtVerifier({
        jwksUrl: config.AUTH_JWKS_URL,
        issuer: config.JWT_ISSUER,
        audience: config.JWT_AUDIENCE,
      });
    return new ServiceKernel(
      config,
      processName,
      logger,
      metrics,
      dataSource,
      broker,
      publisher,
      outbox,
      consumer,
      redis,
      verifier,
      settings,
    );
  }

  /** Connects to the broker, then relays the outbox and consumes; call once handlers are subscribed. */
  startMessaging(): void {
    this.broker.start();
    this.publisher.start();
    this.relay?.start();
    this.consumer.start();
  }

  /** Stops taking work first, then lets in-flight work finish, then closes connections. */
  async stopMessaging(): Promise<void> {
    await this.consumer.stop();
    await this.relay?.stop();
    await this.publisher.stop();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.stopMessaging();
    await this.broker.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

async function withBootRetries(logger: Logger, what: string, work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await work();
      return;
    } catch (error) {
      if (attempt >= DATABASE_BOOT_ATTEMPTS) throw error;
      logger.warn({ err: error, attempt }, `${what} not reachable yet; retrying`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 200 * attempt)));
    }
  }
}
