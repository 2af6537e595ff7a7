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
import { benchData, benchEvents, type BenchDefs, type BenchEvents } from './bench-events';
import { deleteBrokerObjects } from './broker-cleanup';
import { guarded } from './cleanup';
import { now, sleep } from './clock';
import { DeliveryTracker, type DeliveryCounts } from './delivery-tracker';
import { HostProcess } from './host-process';
import type { EffectsMessage, HandledMessage, ReadyMessage } from './ipc';
import { activeExperiments, experimentalPoolSize, experimentalRate, outboxNotifyDisabled } from './experiments';
import { pace, type PaceOutcome } from './pacer';
import { WaitSampler, formatWaits, type WaitProfile } from './pg-waits';
import { cpuSnapshot, cpuUse } from './system-cpu';
import type { BenchResult } from './report';
import { round, type Summary } from './stats';

/** The target's rate; `BENCH_BACKBONE_RATE` changes it for experiments only. */
const RATE = experimentalRate() ?? 1000;
const WARMUP_MS = 5_000;
const MEASURE_MS = 20_000;
const BURST_MS = 5_000;
/** Concurrent producer transactions (outbox) or unconfirmed publishes (raw, steady run). */
const PRODUCERS = 8;
const SETTLE_TIMEOUT_MS = 20_000;
const TARGET_P99_RATIO = 3;

/** Where events wait (largest of the once-a-second samples) and who burns CPU, during sending. */
interface PhaseStats {
  maxOutboxBacklog: number;
  maxQueueDepth: number;
  /** Share of one core: this process (producers and relay, or the raw publisher) and the consumer host. */
  producerCpu: number;
  consumerCpu: number;
  /** Cores used by Postgres and RabbitMQ (all their processes) and by the whole machine. */
  postgresCpu: number;
  brokerCpu: number;
  machineBusyCores: number;
  waits?: WaitProfile;
}

interface SteadyRun {
  latency: Summary;
  offered: PaceOutcome;
  counts: DeliveryCounts;
  stats: PhaseStats;
  clockOffsetMs: number;
}

interface BurstRun {
  produced: PaceOutcome;
  /** Events handled per second, from the first send to the last handling. */
  throughput: number;
  counts: DeliveryCounts;
  stats: PhaseStats;
}

interface PathResult {
  steady: SteadyRun;
  burst: BurstRun;
  /** Effect rows in the consumer database (outbox path only): total and distinct event ids. */
  effects?: { total: number; distinct: number };
  diagnostics: Record<string, number>;
}

/** One side of the comparison, set up: how to send one event and how to look at its backlog. */
interface PathUnderTest {
  host: HostProcess;
  offsetMs: number;
  send(tracker: DeliveryTracker, index: number): Promise<void>;
  outboxBacklog(): Promise<number>;
  queueDepth(): Promise<number>;
  /** Databases whose backends are sampled while sending, by label. */
  databases?: Record<string, string>;
}

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

/** Runs `body` while sampling backlogs once a second and measuring CPU of both processes. */
async function observe<T>(path: PathUnderTest, body: () => Promise<T>): Promise<{ result: T; stats: PhaseStats }> {
  const stats: PhaseStats = {
    maxOutboxBacklog: 0,
    maxQueueDepth: 0,
    producerCpu: 0,
    consumerCpu: 0,
    postgresCpu: Number.NaN,
    brokerCpu: Number.NaN,
    machineBusyCores: Number.NaN,
  };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await sleep(1000);
      if (!sampling) return;
      const [outbox, queue] = await Promise.all([path.outboxBacklog(), path.queueDepth()]).catch(() => [0, 0]);
      stats.maxOutboxBacklog = Math.max(stats.maxOutboxBacklog, outbox ?? 0);
      stats.maxQueueDepth = Math.max(stats.maxQueueDepth, queue ?? 0);
    }
  })();
  const waits = path.databases ? new WaitSampler(path.databases) : undefined;
  await waits?.start();
  path.host.markCpu();
  const cpuBefore = process.cpuUsage();
  const machineBefore = await cpuSnapshot();
  const startedAt = now();
  try {
    const result = await body();
    const machineAfter = await cpuSnapshot();
    if (machineBefore && machineAfter) {
      const use = cpuUse(machineBefore, machineAfter, ['postgres', 'beam.smp']);
      stats.postgresCpu = use.byName.postgres ?? Number.NaN;
      stats.brokerCpu = use.byName['beam.smp'] ?? Number.NaN;
      stats.machineBusyCores = use.machineBusyCores;
    }
    if (waits) stats.waits = await waits.stop();
    const cpu = process.cpuUsage(cpuBefore);
    stats.producerCpu = (cpu.user + cpu.system) / 1000 / (now() - startedAt);
    stats.consumerCpu = await path.host.cpuShare();
    return { result, stats };
  } finally {
    sampling = false;
    await sampler;
    if (waits && !stats.waits) await waits.stop();
  }
}

/** Sends at `RATE` for warm-up plus measurement and returns the latency of the measured part. */
async function steadyRun(path: PathUnderTest, concurrency: number): Promise<SteadyRun> {
  const tracker = new DeliveryTracker(path.offsetMs);
  const off = path.host.on<HandledMessage>('handled', (message) => tracker.onHandled(message));
  try {
    const { result: offered, stats } = await observe(path, () =>
      pace({ ratePerSecond: RATE, durationMs: WARMUP_MS + MEASURE_MS, concurrency }, (i) => path.send(tracker, i)),
    );
    await tracker.settle(SETTLE_TIMEOUT_MS);
    const latency = tracker.latency(offered.startedAt + WARMUP_MS);
    return { latency, offered, counts: tracker.counts(), stats, clockOffsetMs: path.offsetMs };
  } finally {
    off();
  }
}

/** Sends as fast as `concurrency` allows for `BURST_MS`; throughput counts until the last is handled. */
async function burstRun(path: PathUnderTest, concurrency: number): Promise<BurstRun> {
  const tracker = new DeliveryTracker(path.offsetMs);
  const off = path.host.on<HandledMessage>('handled', (message) => tracker.onHandled(message));
  try {
    const { result: produced, stats } = await observe(path, () =>
      pace({ ratePerSecond: Number.POSITIVE_INFINITY, durationMs: BURST_MS, concurrency }, (i) =>
        path.send(tracker, i),
      ),
    );
    await tracker.settle(SETTLE_TIMEOUT_MS * 2);
    return { produced, throughput: tracker.endToEndRate(), counts: tracker.counts(), stats };
  } finally {
    off();
  }
}

/** Ready messages in `queue` (not those delivered and awaiting their ack). */
async function queueDepthOf(connection: ChannelModel, queue: string): Promise<number> {
  const channel = await connection.createChannel();
  try {
    return (await channel.checkQueue(queue)).messageCount;
  } finally {
    await channel.close().catch(() => undefined);
  }
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

async function rawPath(run: Run): Promise<PathResult> {
  const exchange = `${run.exchange}.raw`;
  const queue = queueNameFor(exchange, 'notifications', run.events.emitted.type);
  const { CONSUMER_DELIVERY_LIMIT: deliveryLimit, OUTBOX_BATCH_SIZE: window } = serviceDefaults();
  const connection = await connect(TEST_RABBITMQ_URL);
  let host: HostProcess | undefined;
  return guarded(
    async () => {
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
      const steady = await steadyRun(path, PRODUCERS);
      // As many unconfirmed publishes as the relay puts in one batch.
      const burst = await burstRun(path, window);
      return { steady, burst, diagnostics: { burstWindow: window } };
    },
    async () => {
      await host?.stop();
      await connection.close().catch(() => undefined);
      await deleteBrokerObjects(TEST_RABBITMQ_URL, {
        queues: [queue],
        exchanges: [exchange, deadLetterExchangeOf(exchange)],
      }).catch(() => undefined);
    },
  );
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
  if (outboxNotifyDisabled()) await database.dataSource.query('DROP TRIGGER outbox_notify ON outbox');
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

async function outboxPath(run: Run): Promise<PathResult> {
  let host: HostProcess | undefined;
  let producer: Producer | undefined;
  let probe: ChannelModel | undefined;
  const queue = queueNameFor(run.exchange, 'notifications', run.events.emitted.type);
  return guarded(
    async () => {
      const consumer = await startConsumerHost('outbox', { BENCH_EXCHANGE: run.exchange, BENCH_SUFFIX: run.suffix });
      host = consumer.host;
      producer = await startProducer(run);
      probe = await connect(TEST_RABBITMQ_URL);
      const { dataSource, metrics } = producer;
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
      const steady = await steadyRun(path, PRODUCERS);
      const afterSteady = await histogramTotals(metrics, 'outbox_batch_duration_seconds');
      const burst = await burstRun(path, PRODUCERS);
      const effects = await host.request<EffectsMessage>({ type: 'effects' }, 'effects');
      return {
        steady,
        burst,
        effects: { total: effects.total, distinct: effects.distinct },
        diagnostics: {
          meanHandleMs: effects.meanHandleMs,
          steadyRelayBatches: afterSteady.count,
          steadyMeanBatchSize: steady.counts.sent / Math.max(1, afterSteady.count),
          steadyMeanBatchMs: (afterSteady.sum / Math.max(1, afterSteady.count)) * 1000,
        },
      };
    },
    async () => {
      await host?.stop();
      await producer?.stop();
      await probe?.close().catch(() => undefined);
      await deleteBrokerObjects(TEST_RABBITMQ_URL, {
        queues: [queue, deadLetterQueueOf(queue)],
        exchanges: [run.exchange, deadLetterExchangeOf(run.exchange)],
      }).catch(() => undefined);
    },
  );
}

// ---- report --------------------------------------------------------------------------------------

/** Lost or repeatedly handled events; for the outbox also duplicate effect rows. */
function defectsOf(path: PathResult): number {
  const counts = [path.steady.counts, path.burst.counts];
  const lost = counts.reduce((sum, c) => sum + c.lost, 0);
  const effectDuplicates = path.effects ? path.effects.total - path.effects.distinct : 0;
  return lost + effectDuplicates;
}

function report(raw: PathResult, outbox: PathResult): BenchResult {
  const ratio = outbox.steady.latency.p99 / raw.steady.latency.p99;
  const defects = defectsOf(outbox);
  const achieved = (o: PaceOutcome) => o.issued / (o.elapsedMs / 1000);
  const redelivered = (p: PathResult) => p.steady.counts.repeated + p.burst.counts.repeated;
  return {
    name: 'backbone',
    title: `Event backbone: producer commit -> outbox -> relay (confirms) -> EventConsumer commit, vs raw amqplib publish(confirm) -> quorum queue -> consume(ack); ${RATE}/s for ${MEASURE_MS / 1000} s after ${WARMUP_MS / 1000} s warm-up, ${PRODUCERS} concurrent producers`,
    baselineName: 'raw amqplib',
    figures: [
      {
        metric: `latency p50 @ ${RATE}/s`,
        value: outbox.steady.latency.p50,
        baseline: raw.steady.latency.p50,
        unit: 'ms',
      },
      {
        metric: `latency p90 @ ${RATE}/s`,
        value: outbox.steady.latency.p90,
        baseline: raw.steady.latency.p90,
        unit: 'ms',
      },
      {
        metric: `latency p99 @ ${RATE}/s`,
        value: outbox.steady.latency.p99,
        baseline: raw.steady.latency.p99,
        unit: 'ms',
      },
      {
        metric: `latency max @ ${RATE}/s`,
        value: outbox.steady.latency.max,
        baseline: raw.steady.latency.max,
        unit: 'ms',
      },
      {
        metric: 'sustained rate offered',
        value: achieved(outbox.steady.offered),
        baseline: achieved(raw.steady.offered),
        unit: 'ev/s',
      },
      { metric: 'events measured', value: outbox.steady.latency.count, baseline: raw.steady.latency.count, unit: '' },
      {
        metric: `burst: produced (${BURST_MS / 1000} s, max rate)`,
        value: achieved(outbox.burst.produced),
        baseline: achieved(raw.burst.produced),
        unit: 'ev/s',
      },
      {
        metric: 'burst: max sustained end-to-end throughput',
        value: outbox.burst.throughput,
        baseline: raw.burst.throughput,
        unit: 'ev/s',
      },
      {
        metric: 'steady: max outbox backlog (1/s samples)',
        value: outbox.steady.stats.maxOutboxBacklog,
        baseline: 0,
        unit: 'ev',
      },
      {
        metric: 'steady: max queue depth (1/s samples)',
        value: outbox.steady.stats.maxQueueDepth,
        baseline: raw.steady.stats.maxQueueDepth,
        unit: 'msg',
      },
      {
        metric: 'steady: producer process CPU (cores)',
        value: outbox.steady.stats.producerCpu,
        baseline: raw.steady.stats.producerCpu,
        unit: '',
      },
      {
        metric: 'steady: consumer process CPU (cores)',
        value: outbox.steady.stats.consumerCpu,
        baseline: raw.steady.stats.consumerCpu,
        unit: '',
      },
      {
        metric: 'steady: Postgres CPU, all backends (cores)',
        value: outbox.steady.stats.postgresCpu,
        baseline: raw.steady.stats.postgresCpu,
        unit: '',
      },
      {
        metric: 'steady: RabbitMQ CPU (cores)',
        value: outbox.steady.stats.brokerCpu,
        baseline: raw.steady.stats.brokerCpu,
        unit: '',
      },
      {
        metric: 'steady: whole machine busy (cores)',
        value: outbox.steady.stats.machineBusyCores,
        baseline: raw.steady.stats.machineBusyCores,
        unit: '',
      },
      { metric: 'lost + duplicate effects', value: defects, baseline: defectsOf(raw), unit: '' },
      {
        metric: 'broker redeliveries (deduplicated)',
        value: redelivered(outbox),
        baseline: redelivered(raw),
        unit: '',
      },
    ],
    targets: [
      {
        description: `outbox p99 <= ${TARGET_P99_RATIO}x raw p99 at ${RATE}/s, zero loss and duplicates`,
        pass: ratio <= TARGET_P99_RATIO && defects === 0 && achieved(outbox.steady.offered) >= RATE * 0.95,
        detail: `${round(ratio)}x (${round(outbox.steady.latency.p99)} vs ${round(raw.steady.latency.p99)} ms), ${defects} lost/duplicate`,
      },
    ],
    notes: [
      `relay during the steady run: ${outbox.diagnostics.steadyRelayBatches} batches, ${round(outbox.diagnostics.steadyMeanBatchSize ?? 0, 1)} events and ${round(outbox.diagnostics.steadyMeanBatchMs ?? 0)} ms per batch on average`,
      `raw burst keeps ${raw.diagnostics.burstWindow} publishes unconfirmed (one relay batch); the outbox burst ${PRODUCERS} producer transactions`,
      `consumer: mean ${round(outbox.diagnostics.meanHandleMs ?? 0)} ms from delivery to commit (pool wait included)`,
      ...formatWaits(outbox.steady.stats.waits ?? {}).map((line) => `steady run: ${line}`),
      ...(activeExperiments().length > 0
        ? [`EXPERIMENT, not the default setup: ${activeExperiments().join(' ')}`]
        : []),
      `consumer clock offsets ${round(raw.steady.clockOffsetMs, 3)} / ${round(outbox.steady.clockOffsetMs, 3)} ms (corrected)`,
    ],
    data: {
      rate: RATE,
      warmupMs: WARMUP_MS,
      measureMs: MEASURE_MS,
      burstMs: BURST_MS,
      producers: PRODUCERS,
      raw,
      outbox,
    },
  };
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
  const raw = await rawPath(run);
  const outbox = await outboxPath(run);
  return report(raw, outbox);
}
