import type { DataSource } from 'typeorm';
import type { EventEnvelope } from '@studyhub/contracts';
import { BrokerConnection } from '../../src/messaging/broker-connection';
import { ConfirmPublisher } from '../../src/messaging/confirm-publisher';
import { EventConsumer, type EventConsumerHooks, type EventHandler } from '../../src/messaging/event-consumer';
import { OutboxRelay, type OutboxRelayHooks } from '../../src/messaging/outbox-relay';
import { OutboxWriter } from '../../src/messaging/outbox-writer';
import { deadLetterQueueOf, queueNameFor } from '../../src/messaging/topology';
import { MetricsRegistry } from '../../src/metrics/metrics-registry';
import { createMigratedTestDataSource, uniqueSuffix } from '../../src/testing/test-database';
import { testLogger } from '../../src/testing/test-logger';
import { deleteBrokerObjects } from './broker-cleanup';
import { CREATE_EFFECTS_TABLE } from './effect-checker';
import { probeEvents, type ProbeRegistry } from './probe-events';

type ProbeDefs = ProbeRegistry['definitions'];
type EmittedType = ReturnType<typeof probeEvents>['emitted']['type'];

export interface HarnessOptions {
  brokerUrl: string;
  deliveryLimit?: number;
  retryBaseMs?: number;
  prefetch?: number;
  batchSize?: number;
  relayHooks?: OutboxRelayHooks;
  consumerHooks?: EventConsumerHooks;
  /** Replaces the default handler, which records one effect row per event. */
  handler?: EventHandler<ProbeDefs, EmittedType>;
}

export const recordEffect: EventHandler<ProbeDefs, EmittedType> = async (event, { manager }) => {
  await manager.query('INSERT INTO effects (event_id, seq) VALUES ($1, $2)', [event.id, event.data.seq]);
};

/**
 * A producer database with outbox and relay, and a consumer database with inbox and an effects
 * table, joined by a broker: the event backbone end to end, on real infrastructure.
 */
export class BackboneHarness {
  readonly suffix = uniqueSuffix();
  readonly exchange = `studyhub.test.${this.suffix}`;
  readonly probes = probeEvents(this.suffix);
  readonly queue = queueNameFor(this.exchange, 'notifications', this.probes.emitted.type);
  readonly orphanQueue = queueNameFor(this.exchange, 'notifications', this.probes.orphan.type);
  readonly logger = testLogger('harness');
  readonly consumerMetrics = new MetricsRegistry('test-consumer');
  producerDb!: DataSource;
  consumerDb!: DataSource;
  writer!: OutboxWriter<ProbeDefs>;
  relay!: OutboxRelay;
  consumer!: EventConsumer<ProbeDefs>;
  producerBroker!: BrokerConnection;
  consumerBroker!: BrokerConnection;
  publisher!: ConfirmPublisher;
  private closers: (() => Promise<void>)[] = [];

  constructor(private readonly options: HarnessOptions) {}

  async setUp(): Promise<void> {
    const producer = await createMigratedTestDataSource('producer');
    const consumer = await createMigratedTestDataSource('consumer');
    this.closers.push(producer.close, consumer.close);
    this.producerDb = producer.dataSource;
    this.consumerDb = consumer.dataSource;
    await this.consumerDb.query(CREATE_EFFECTS_TABLE);

    this.producerBroker = new BrokerConnection(
      { url: this.options.brokerUrl, name: 'test-producer', reconnectMaxMs: 500 },
      this.logger,
    );
    this.consumerBroker = new BrokerConnection(
      { url: this.options.brokerUrl, name: 'test-consumer', reconnectMaxMs: 500 },
      this.logger,
    );
    this.publisher = new ConfirmPublisher(this.producerBroker, this.exchange, this.logger, 5000);
    this.writer = new OutboxWriter('content', this.probes.registry);
    this.relay = new OutboxRelay({
      dataSource: this.producerDb,
      databaseUrl: producer.database.url,
      publisher: this.publisher,
      logger: this.logger,
      batchSize: this.options.batchSize ?? 200,
      // Long on purpose: the relay must wake when a transaction commits, not when it polls.
      pollIntervalMs: 30_000,
      retentionHours: 24,
      unroutableRetryBaseMs: 100,
      ...(this.options.relayHooks ? { hooks: this.options.relayHooks } : {}),
    });
    this.consumer = new EventConsumer({
      service: 'notifications',
      broker: this.consumerBroker,
      dataSource: this.consumerDb,
      registry: this.probes.registry,
      exchange: this.exchange,
      logger: this.logger,
      metrics: this.consumerMetrics,
      deliveryLimit: this.options.deliveryLimit ?? 5,
      prefetch: this.options.prefetch ?? 32,
      retryBaseMs: this.options.retryBaseMs ?? 20,
      retryMaxMs: 200,
      ...(this.options.consumerHooks ? { hooks: this.options.consumerHooks } : {}),
    });
    this.consumer.subscribe(this.probes.emitted.type, this.options.handler ?? recordEffect);
  }

  startProducer(): void {
    this.producerBroker.start();
    this.publisher.start();
    this.relay.start();
  }

  startConsumer(): void {
    this.consumerBroker.start();
    this.consumer.start();
  }

  /** Appends `count` events in transactions of `perTransaction`; returns their ids. */
  async emit(
    count: number,
    perTransaction = 1,
    firstSeq = 0,
    poisonSeqs: ReadonlySet<number> = new Set(),
  ): Promise<string[]> {
    const ids: string[] = [];
    for (let start = 0; start < count; start += perTransaction) {
      await this.producerDb.transaction(async (manager) => {
        for (let i = start; i < Math.min(count, start + perTransaction); i += 1) {
          const seq = firstSeq + i;
          const envelope: EventEnvelope = await this.writer.append(manager, this.probes.emitted.type, {
            seq,
            ...(poisonSeqs.has(seq) ? { poison: true } : {}),
          });
          ids.push(envelope.id);
        }
      });
    }
    return ids;
  }

  async unpublishedCount(): Promise<number> {
    const rows = await this.producerDb.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
    );
    return rows[0]?.n ?? 0;
  }

  async consumedCount(outcome: string): Promise<number> {
    const metric = await this.consumerMetrics.registry.getSingleMetric('events_consumed_total')?.get();
    return (metric?.values ?? []).filter((v) => v.labels.outcome === outcome).reduce((sum, v) => sum + v.value, 0);
  }

  async tearDown(): Promise<void> {
    await this.consumer?.stop();
    await this.relay?.stop();
    await this.publisher?.stop();
    await this.producerBroker?.close();
    await this.consumerBroker?.close();
    await deleteBrokerObjects(this.options.brokerUrl, {
      queues: [this.queue, deadLetterQueueOf(this.queue), this.orphanQueue, deadLetterQueueOf(this.orphanQueue)],
      exchanges: [this.exchange, `${this.exchange}.dlx`],
    }).catch(() => undefined);
    for (const close of this.closers.reverse()) await close();
  }
}
