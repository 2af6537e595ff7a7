import { randomUUID } from 'node:crypto';
import { connect, type ChannelModel, type ConfirmChannel } from 'amqplib';
import type { DataSource } from 'typeorm';
import {
  BrokerConnection,
  ConfirmPublisher,
  MetricsRegistry,
  OutboxRelay,
  OutboxWriter,
  consumerQueueOptions,
  databaseNameOf,
  deadLetterExchangeOf,
  deadLetterQueueOf,
  loadConfig,
  queueNameFor,
  serviceEnvSchema,
} from '@studyhub/platform';
import {
  TEST_RABBITMQ_URL,
  createMigratedTestDataSource,
  testLogger,
  uniqueSuffix,
  waitFor,
} from '@studyhub/platform/testing';
import {
  burstRun,
  mergeSteadyRuns,
  queueDepthOf,
  steadyRun,
  type PathResult,
  type PathUnderTest,
  type PhasePlan,
  type SteadyRun,
} from './backbone-phases';
import { backboneReport } from './backbone-report';
import { benchData, benchEvents, type BenchDefs, type BenchEvents } from './bench-events';
import { deleteBrokerObjects } from './broker-cleanup';
import { guarded } from './cleanup';
import { now } from './clock';
import { HostProcess } from './host-process';
import type { EffectsMessage, ReadyMessage } from './ipc';
import { experimentalPoolSize, experimentalRate } from './experiments';
import type { BenchResult } from './report';

/**
 * The target's rate is 1000/s; `BENCH_BACKBONE_RATE` changes it for experiments only. The sides
 * take turns (raw, outbox, raw, outbox), so drift on a shared machine hits both alike.
 */
const PLAN: PhasePlan = {
  rate: experimentalRate() ?? 1000,
  rounds: 2,
  warmupMs: 3_000,
  measureMs: 10_000,
  burstMs: 5_000,
  /** Gives up waiting for the last events after this long without progress. */
  settleTimeoutMs: 10_000,
  producers: 8,
};

interface Run {
  suffix: string;
  exchange: string;
  events: BenchEvents;
  writer: OutboxWriter<BenchDefs>;
}

/** Defaults a service runs with, unless overridden in the environment (for experiments). */
const serviceDefaults = () => loadConfig(serviceEnvSchema('content'), process.env);

async function startConsumerHost(mode: 'raw' | 'outbox', env: Record<string, string>) {
  const host = HostProcess.start(`${mode} consumer`, 'consumer-host', { BENCH_MODE: mode, ...env });
  const ready = await host.next<ReadyMessage & { database?: string }>('ready');
  const { offsetMs } = await host.clockOffset();
  return { host, offsetMs, database: ready.database ?? '' };
}

// ---- raw amqplib baseline --------------------------------------------------------------------

function publishConfirmed(channel: ConfirmChannel, exchange: string, routingKey: string, id: string, body: Buffer) {
  return new Promise<void>((resolve, reject) => {
    channel.publish(
      exchange,
      routingKey,
      body,
      {
        persistent: true,
        mandatory: true,
        messageId: id,
        type: routingKey,
        correlationId: id,
        contentType: 'application/json',
        timestamp: Math.floor(Date.now() / 1000),
      },
      (error: unknown) => (error ? reject(new Error('broker rejected a message')) : resolve()),
    );
  });
}

/** A side of the comparison, set up and ready to send. */
interface OpenPath {
  path: PathUnderTest;
  close(): Promise<void>;
}

/** The raw side bursts with as many unconfirmed publishes as the relay puts in one batch. */
type RawSide = OpenPath & { burstWindow: number };
type OutboxSide = OpenPath & { producer: Producer };

async function openRawPath(run: Run): Promise<RawSide> {
  const exchange = `${run.exchange}.raw`;
  const queue = queueNameFor(exchange, 'notifications', run.events.emitted.type);
  const { CONSUMER_DELIVERY_LIMIT: deliveryLimit, OUTBOX_BATCH_SIZE: window } = serviceDefaults();
  const connection = await connect(TEST_RABBITMQ_URL);
  let host: HostProcess | undefined;
  const close = async () => {
    await host?.stop();
    await connection.close().catch(() => undefined);
    await deleteBrokerObjects(TEST_RABBITMQ_URL, {
      queues: [queue],
      exchanges: [exchange, deadLetterExchangeOf(exchange)],
    }).catch(() => undefined);
  };
  try {
    const channel = await connection.createConfirmChannel();
    await channel.assertExchange(exchange, 'topic', { durable: true });
    await channel.assertExchange(deadLetterExchangeOf(exchange), 'direct', { durable: true });
    await channel.assertQueue(queue, consumerQueueOptions(queue, { exchange, deliveryLimit }));
    await channel.bindQueue(queue, exchange, run.events.emitted.type);
    const consumer = await startConsumerHost('raw', { BENCH_QUEUE: queue });
    host = consumer.host;
    const path: PathUnderTest = {
      ...consumer,
      send: async (tracker, index) => {
        const id = randomUUID();
        const envelope = run.writer.envelopeOf(run.events.emitted.type, benchData(index), { eventId: id });
        const body = Buffer.from(JSON.stringify(envelope));
        tracker.markSent(id, now());
        await publishConfirmed(channel, exchange, run.events.emitted.type, id, body);
      },
      outboxBacklog: async () => 0,
      queueDepth: () => queueDepthOf(connection, queue),
    };
    return { path, close, burstWindow: window };
  } catch (error) {
    await close();
    throw error;
  }
}

// ---- the outbox path ---------------------------------------------------------------------------

interface Producer {
  dataSource: DataSource;
  database: string;
  metrics: MetricsRegistry;
  stop(): Promise<void>;
}

async function startProducer(run: Run): Promise<Producer> {
  const config = serviceDefaults();
  const logger = testLogger('bench-producer');
  const database = await createMigratedTestDataSource('bench_producer', experimentalPoolSize());
  const metrics = new MetricsRegistry('bench-producer');
  const broker = new BrokerConnection({ url: TEST_RABBITMQ_URL, name: 'bench-producer' }, logger);
  const publisher = new ConfirmPublisher(broker, run.exchange, logger);
  const relay = new OutboxRelay({
    dataSource: database.dataSource,
    databaseUrl: database.database.url,
    publisher,
    logger,
    metrics,
    batchSize: config.OUTBOX_BATCH_SIZE,
    pollIntervalMs: config.OUTBOX_POLL_INTERVAL_MS,
    retentionHours: config.OUTBOX_RETENTION_HOURS,
  });
  const stop = async () => {
    await relay.stop();
    await publisher.stop();
    await broker.close();
    await database.close();
  };
  try {
    broker.start();
    publisher.start();
    await waitFor('the publisher channel', () => publisher.isReady(), { timeoutMs: 20_000 });
    relay.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { dataSource: database.dataSource, database: databaseNameOf(database.database.url), metrics, stop };
}

async function histogramTotals(metrics: MetricsRegistry, name: string): Promise<{ count: number; sum: number }> {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  const values = metric?.values ?? [];
  const pick = (suffix: string) =>
    values
      .filter((v) => (v as { metricName?: string }).metricName === `${name}${suffix}`)
      .reduce((sum, v) => sum + v.value, 0);
  return { count: pick('_count'), sum: pick('_sum') };
}

async function openOutboxPath(run: Run): Promise<OutboxSide> {
  let host: HostProcess | undefined;
  let producer: Producer | undefined;
  let probe: ChannelModel | undefined;
  const queue = queueNameFor(run.exchange, 'notifications', run.events.emitted.type);
  const close = async () => {
    await host?.stop();
    await producer?.stop();
    await probe?.close().catch(() => undefined);
    await deleteBrokerObjects(TEST_RABBITMQ_URL, {
      queues: [queue, deadLetterQueueOf(queue)],
      exchanges: [run.exchange, deadLetterExchangeOf(run.exchange)],
    }).catch(() => undefined);
  };
  try {
    const consumer = await startConsumerHost('outbox', { BENCH_EXCHANGE: run.exchange, BENCH_SUFFIX: run.suffix });
    host = consumer.host;
    producer = await startProducer(run);
    probe = await connect(TEST_RABBITMQ_URL);
    const { dataSource } = producer;
    const probeConnection = probe;
    const path: PathUnderTest = {
      ...consumer,
      send: async (tracker, index) => {
        let id = '';
        await dataSource.transaction(async (manager) => {
          id = (await run.writer.append(manager, run.events.emitted.type, benchData(index))).id;
        });
        tracker.markSent(id, now());
      },
      outboxBacklog: async () => {
        const rows = await dataSource.query<{ n: number }[]>(
          'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
        );
        return rows[0]?.n ?? 0;
      },
      queueDepth: () => queueDepthOf(probeConnection, queue),
      databases: { producer: producer.database, consumer: consumer.database },
    };
    return { path, close, producer };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Steady rounds, the sides taking turns; the relay's batches are counted over the outbox rounds. */
async function alternatingSteadyRuns(
  raw: OpenPath,
  outbox: OutboxSide,
): Promise<{ raw: SteadyRun; outbox: SteadyRun; relay: { count: number; sum: number } }> {
  const rounds: { raw: SteadyRun[]; outbox: SteadyRun[] } = { raw: [], outbox: [] };
  const relay = { count: 0, sum: 0 };
  for (let round = 1; round <= PLAN.rounds; round += 1) {
    console.log(`   round ${round}/${PLAN.rounds}: raw amqplib ...`);
    rounds.raw.push(await steadyRun(raw.path, PLAN));
    console.log(`   round ${round}/${PLAN.rounds}: outbox ...`);
    const before = await histogramTotals(outbox.producer.metrics, 'outbox_batch_duration_seconds');
    rounds.outbox.push(await steadyRun(outbox.path, PLAN));
    const after = await histogramTotals(outbox.producer.metrics, 'outbox_batch_duration_seconds');
    relay.count += after.count - before.count;
    relay.sum += after.sum - before.sum;
  }
  return { raw: mergeSteadyRuns(rounds.raw), outbox: mergeSteadyRuns(rounds.outbox), relay };
}

export async function benchEventBackbone(): Promise<BenchResult> {
  const suffix = uniqueSuffix();
  const events = benchEvents(suffix);
  const run: Run = {
    suffix,
    exchange: `studyhub.bench.${suffix}`,
    events,
    writer: new OutboxWriter('content', events.registry),
  };
  let raw: RawSide | undefined;
  let outbox: OutboxSide | undefined;
  return guarded(
    async () => {
      raw = await openRawPath(run);
      outbox = await openOutboxPath(run);
      const steady = await alternatingSteadyRuns(raw, outbox);
      console.log('   bursts ...');
      const rawBurst = await burstRun(raw.path, PLAN, raw.burstWindow);
      const outboxBurst = await burstRun(outbox.path, PLAN, PLAN.producers);
      const effects = await outbox.path.host.request<EffectsMessage>({ type: 'effects' }, 'effects');
      const rawResult: PathResult = {
        steady: steady.raw,
        burst: rawBurst,
        diagnostics: { burstWindow: raw.burstWindow },
      };
      const outboxResult: PathResult = {
        steady: steady.outbox,
        burst: outboxBurst,
        effects: { total: effects.total, distinct: effects.distinct },
        diagnostics: {
          meanHandleMs: effects.meanHandleMs,
          steadyRelayBatches: steady.relay.count,
          steadyMeanBatchSize: steady.outbox.counts.sent / Math.max(1, steady.relay.count),
          steadyMeanBatchMs: (steady.relay.sum / Math.max(1, steady.relay.count)) * 1000,
        },
      };
      return backboneReport(rawResult, outboxResult, PLAN);
    },
    async () => {
      await outbox?.close();
      await raw?.close();
    },
  );
}
