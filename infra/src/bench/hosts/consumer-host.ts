import { connect, type ChannelModel } from 'amqplib';
import {
  BrokerConnection,
  EventConsumer,
  MetricsRegistry,
  databaseNameOf,
  loadConfig,
  queueNameFor,
  serviceEnvSchema,
} from '@studyhub/platform';
import { TEST_RABBITMQ_URL, createMigratedTestDataSource, testLogger, waitFor } from '@studyhub/platform/testing';
import { benchEvents } from '../bench-events';
import { now } from '../clock';
import { experimentalPoolSize } from '../experiments';
import { onMessage, runHost, send, type StartedHost } from './host-runtime';

/**
 * The consuming side of the backbone benchmark, in its own process as in production:
 * `BENCH_MODE=outbox` runs an EventConsumer on a fresh consumer database (inbox transaction plus
 * one effect row per event); `BENCH_MODE=raw` consumes `BENCH_QUEUE` with plain amqplib and manual
 * acks. Either way it reports [id, time] for every handled message.
 */
const FLUSH_MS = 20;
const pending: [string, number][] = [];

function record(id: string): void {
  pending.push([id, now()]);
}

function startReporting(): NodeJS.Timeout {
  return setInterval(() => {
    if (pending.length > 0) send({ type: 'handled', items: pending.splice(0) });
  }, FLUSH_MS);
}

const consumerConfig = () => loadConfig(serviceEnvSchema('notifications'), process.env);

async function startRaw(): Promise<StartedHost> {
  const queue = process.env.BENCH_QUEUE ?? '';
  const connection: ChannelModel = await connect(TEST_RABBITMQ_URL);
  const channel = await connection.createChannel();
  await channel.prefetch(consumerConfig().CONSUMER_PREFETCH);
  const timer = startReporting();
  await channel.consume(
    queue,
    (message) => {
      if (!message) return;
      record(String(message.properties.messageId));
      channel.ack(message);
    },
    { noAck: false },
  );
  return {
    ready: {},
    stop: async () => {
      clearInterval(timer);
      await connection.close().catch(() => undefined);
    },
  };
}

async function queueExists(connection: ChannelModel, queue: string): Promise<boolean> {
  const channel = await connection.createChannel();
  channel.on('error', () => undefined);
  try {
    await channel.checkQueue(queue);
    await channel.close();
    return true;
  } catch {
    return false;
  }
}

async function startOutboxConsumer(): Promise<StartedHost> {
  const config = consumerConfig();
  const exchange = process.env.BENCH_EXCHANGE ?? '';
  const events = benchEvents(process.env.BENCH_SUFFIX ?? '');
  const logger = testLogger('bench-consumer');
  const database = await createMigratedTestDataSource('bench_consumer', experimentalPoolSize());
  const { dataSource } = database;
  await dataSource.query(
    'CREATE TABLE effects (event_id uuid NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
  );
  const broker = new BrokerConnection({ url: TEST_RABBITMQ_URL, name: 'bench-consumer' }, logger);
  const metrics = new MetricsRegistry('bench-consumer');
  const consumer = new EventConsumer({
    service: 'notifications',
    broker,
    dataSource,
    registry: events.registry,
    exchange,
    logger,
    metrics,
    deliveryLimit: config.CONSUMER_DELIVERY_LIMIT,
    prefetch: config.CONSUMER_PREFETCH,
    retryBaseMs: config.CONSUMER_RETRY_BASE_MS,
    retryMaxMs: config.CONSUMER_RETRY_MAX_MS,
    hooks: { afterCommit: (event) => record(event.id) },
  });
  consumer.subscribe(events.emitted.type, async (event, { manager }) => {
    await manager.query('INSERT INTO effects (event_id) VALUES ($1)', [event.id]);
  });
  broker.start();
  consumer.start();
  const checker = await connect(TEST_RABBITMQ_URL);
  const queue = queueNameFor(exchange, 'notifications', events.emitted.type);
  await waitFor(`queue ${queue}`, () => queueExists(checker, queue), { timeoutMs: 20_000, intervalMs: 100 });
  await checker.close();
  const timer = startReporting();

  onMessage('effects', async () => {
    const rows = await dataSource.query<{ total: number; unique_ids: number }[]>(
      'SELECT count(*)::int AS total, count(DISTINCT event_id)::int AS unique_ids FROM effects',
    );
    const handled = await metrics.registry.getSingleMetric('event_handle_duration_seconds')?.get();
    const sumOf = (name: string) =>
      (handled?.values ?? [])
        .filter((v) => (v as { metricName?: string }).metricName === name)
        .reduce((sum, v) => sum + v.value, 0);
    const count = sumOf('event_handle_duration_seconds_count');
    send({
      type: 'effects',
      total: rows[0]?.total ?? 0,
      distinct: rows[0]?.unique_ids ?? 0,
      meanHandleMs: count > 0 ? (sumOf('event_handle_duration_seconds_sum') / count) * 1000 : 0,
    });
  });
  return {
    ready: { prefetch: config.CONSUMER_PREFETCH, database: databaseNameOf(database.database.url) },
    stop: async () => {
      await consumer.stop();
      clearInterval(timer);
      await broker.close();
      await database.close();
    },
  };
}

runHost(() => (process.env.BENCH_MODE === 'raw' ? startRaw() : startOutboxConsumer()));
