import { connect } from 'amqplib';
import { randomUUID } from 'node:crypto';
import { BrokerConnection } from '../src/messaging/broker-connection';
import { EventConsumer } from '../src/messaging/event-consumer';
import { OutboxTransactionRequiredError } from '../src/messaging/outbox-writer';
import { deadLetterQueueOf } from '../src/messaging/topology';
import { TEST_RABBITMQ_URL } from '../src/testing/test-database';
import { waitFor } from '../src/testing/wait-for';
import { BackboneHarness, recordEffect } from './support/backbone-harness';
import { drainQueue } from './support/broker-cleanup';
import { checkEffects, countEffects } from './support/effect-checker';

jest.setTimeout(60_000);

describe('event backbone on the real PostgreSQL and RabbitMQ', () => {
  let harness: BackboneHarness;
  /** The delivery attempt each handler call saw, by sequence number. */
  const attemptsBySeq = new Map<number, number[]>();
  /** Sequence numbers whose handler meets an unavailable database this many more times. */
  const outages = new Map<number, number>();

  beforeAll(async () => {
    harness = new BackboneHarness({
      brokerUrl: TEST_RABBITMQ_URL,
      deliveryLimit: 4,
      retryBaseMs: 10,
      handler: async (event, context) => {
        attemptsBySeq.set(event.data.seq, [...(attemptsBySeq.get(event.data.seq) ?? []), context.attempt]);
        if (event.data.poison) throw new Error(`poison event ${event.data.seq}`);
        const outage = outages.get(event.data.seq) ?? 0;
        if (outage > 0) {
          outages.set(event.data.seq, outage - 1);
          throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
        }
        await recordEffect(event, context);
      },
    });
    await harness.setUp();
    harness.startConsumer();
    harness.startProducer();
    await harness.consumerBroker.waitUntilConnected(10_000);
  });

  afterAll(async () => {
    await harness.tearDown();
  });

  it('delivers every committed event exactly once and marks the outbox', async () => {
    const ids = await harness.emit(500, 10);
    await waitFor('all 500 effects', async () => (await countEffects(harness.consumerDb)) >= 500);
    const report = await checkEffects(harness.consumerDb, ids);
    expect(report).toMatchObject({ lost: 0, unexpected: 0, duplicated: 0 });
    await waitFor('outbox marked', async () => (await harness.unpublishedCount()) === 0);
  });

  it('never publishes an event whose transaction rolled back', async () => {
    const before = await countEffects(harness.consumerDb);
    await expect(
      harness.producerDb.transaction(async (manager) => {
        await harness.writer.append(manager, harness.probes.emitted.type, { seq: 900_001 });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    const [marker] = await harness.emit(1, 1, 900_002);
    await waitFor('the marker event', async () => {
      const rows = await harness.consumerDb.query<unknown[]>('SELECT 1 FROM effects WHERE event_id = $1', [marker]);
      return rows.length === 1;
    });
    const seqs = await harness.consumerDb.query<{ seq: number }[]>('SELECT seq FROM effects WHERE seq >= 900000');
    expect(seqs.map((r) => r.seq)).toEqual([900_002]);
    expect(await countEffects(harness.consumerDb)).toBe(before + 1);
  });

  it('refuses to write to the outbox outside a transaction', async () => {
    await expect(
      harness.writer.append(harness.producerDb.manager, harness.probes.emitted.type, { seq: 1 }),
    ).rejects.toBeInstanceOf(OutboxTransactionRequiredError);
  });

  it('publishes a transaction that commits late with a lower id (the sequence trap)', async () => {
    const slow = harness.producerDb.createQueryRunner();
    await slow.connect();
    await slow.startTransaction();
    const late = await harness.writer.append(slow.manager, harness.probes.emitted.type, { seq: 910_001 });
    const [early] = await harness.emit(1, 1, 910_002);
    const ids = await harness.producerDb.query<{ id: string }[]>(
      'SELECT event_id, id FROM outbox WHERE event_id = ANY($1::uuid[])',
      [[early]],
    );
    await waitFor('the early event', async () => {
      const rows = await harness.consumerDb.query<unknown[]>('SELECT 1 FROM effects WHERE event_id = $1', [early]);
      return rows.length === 1;
    });
    await slow.commitTransaction();
    await slow.release();
    const lateRow = await harness.producerDb.query<
      {
        id: string;
      }[]
    >('SELECT id FROM outbox WHERE event_id = $1', [late.id]);
    expect(BigInt(lateRow[0]?.id ?? '0')).toBeLessThan(BigInt(ids[0]?.id ?? '0'));
    await waitFor('the late event', async () => {
      const rows = await harness.consumerDb.query<unknown[]>('SELECT 1 FROM effects WHERE event_id = $1', [late.id]);
      return rows.length === 1;
    });
    expect(await checkEffects(harness.consumerDb, [])).toMatchObject({ duplicated: 0 });
  });

  it('turns a redelivered event into a no-op through the inbox', async () => {
    const envelope = harness.writer.envelopeOf(harness.probes.emitted.type, { seq: 920_001 });
    const connection = await connect(TEST_RABBITMQ_URL);
    const channel = await connection.createConfirmChannel();
    for (let i = 0; i < 3; i += 1) {
      channel.publish(harness.exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), {
        persistent: true,
        messageId: envelope.id,
      });
    }
    await channel.waitForConfirms();
    await connection.close();
    await waitFor('three deliveries', async () => (await harness.consumedCount('duplicate')) >= 2);
    const rows = await harness.consumerDb.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM effects WHERE event_id = $1',
      [envelope.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('dead-letters a poison event after the delivery limit while good events keep flowing', async () => {
    const poisonSeq = 930_050;
    const ids = await harness.emit(200, 5, 930_000, new Set([poisonSeq]));
    const goodIds = ids.filter((_, index) => 930_000 + index !== poisonSeq);
    await waitFor('the poison message in the dead-letter queue', async () => {
      const rows = await harness.consumerDb.query<
        {
          n: number;
        }[]
      >('SELECT count(*)::int AS n FROM effects WHERE seq >= 930000');
      return rows[0]?.n === 199 && (await harness.consumedCount('dead-lettered')) >= 1;
    });
    const report = await checkEffects(harness.consumerDb, goodIds);
    expect(report.duplicated).toBe(0);
    const dead = await waitFor('dead letter', async () => {
      const messages = await drainQueue(TEST_RABBITMQ_URL, deadLetterQueueOf(harness.queue));
      return messages.length > 0 ? messages : undefined;
    });
    expect(dead).toHaveLength(1);
    expect(JSON.parse(dead[0]?.body ?? '{}')).toMatchObject({ data: { seq: poisonSeq, poison: true } });
    // Delivered exactly deliveryLimit times (a first delivery that failed inside a batch is tried
    // once more on its own before it counts as failed).
    expect([...new Set(attemptsBySeq.get(poisonSeq))]).toEqual([1, 2, 3, 4]);
    const poisonEffects = await harness.consumerDb.query<unknown[]>('SELECT 1 FROM effects WHERE seq = $1', [
      poisonSeq,
    ]);
    expect(poisonEffects).toHaveLength(0);
  });

  it('holds an event through a database outage longer than its delivery limit, then handles it once', async () => {
    const seq = 940_001;
    outages.set(seq, 10);
    const [id] = await harness.emit(1, 1, seq);
    await waitFor(
      'the effect after the outage',
      async () => (await checkEffects(harness.consumerDb, [id!])).lost === 0,
      {
        timeoutMs: 30_000,
      },
    );
    expect(await checkEffects(harness.consumerDb, [id!])).toMatchObject({ lost: 0, duplicated: 0 });
    expect(outages.get(seq)).toBe(0);
    // Held and retried in place: never redelivered, so no delivery was spent on the outage.
    expect(new Set(attemptsBySeq.get(seq))).toEqual(new Set([1]));
  });

  it('dead-letters an unreadable message at once', async () => {
    const connection = await connect(TEST_RABBITMQ_URL);
    const channel = await connection.createConfirmChannel();
    channel.publish(harness.exchange, harness.probes.emitted.type, Buffer.from('{not json'), {
      messageId: randomUUID(),
    });
    channel.publish(
      harness.exchange,
      harness.probes.emitted.type,
      Buffer.from(
        JSON.stringify({ ...harness.writer.envelopeOf(harness.probes.emitted.type, { seq: 1 }), data: { seq: -5 } }),
      ),
      { messageId: randomUUID() },
    );
    await channel.waitForConfirms();
    await connection.close();
    const dead = await waitFor('two dead letters', async () => {
      const messages = await drainQueue(TEST_RABBITMQ_URL, deadLetterQueueOf(harness.queue));
      return messages.length >= 2 ? messages : undefined;
    });
    expect(dead.map((m) => m.body)).toContain('{not json');
  });

  it('marks an event no service queues for as published without retrying it', async () => {
    const event = await harness.producerDb.transaction((manager) =>
      harness.writer.append(manager, harness.probes.broadcast.type, { seq: 950_001 }),
    );
    const row = await waitFor('the broadcast published', async () => {
      const rows = await harness.producerDb.query<
        { mandatory: boolean; attempts: number; last_error: string | null; published_at: Date | null }[]
      >('SELECT mandatory, attempts, last_error, published_at FROM outbox WHERE event_id = $1', [event.id]);
      return rows[0]?.published_at ? rows[0] : undefined;
    });
    expect(row).toMatchObject({ mandatory: false, attempts: 1, last_error: null });
  });

  it('keeps an unroutable event and publishes it once its consumer queue exists', async () => {
    const event = await harness.producerDb.transaction((manager) =>
      harness.writer.append(manager, harness.probes.orphan.type, { seq: 940_001 }),
    );
    await waitFor('the unroutable mark', async () => {
      const rows = await harness.producerDb.query<{ last_error: string | null; published_at: Date | null }[]>(
        'SELECT last_error, published_at FROM outbox WHERE event_id = $1',
        [event.id],
      );
      return rows[0]?.last_error?.startsWith('unroutable') && rows[0].published_at === null;
    });

    const broker = new BrokerConnection({ url: TEST_RABBITMQ_URL, name: 'late-consumer' }, harness.logger);
    const late = new EventConsumer({
      service: 'notifications',
      broker,
      dataSource: harness.consumerDb,
      registry: harness.probes.registry,
      exchange: harness.exchange,
      logger: harness.logger,
      deliveryLimit: 3,
      prefetch: 4,
      retryBaseMs: 10,
      retryMaxMs: 100,
    });
    late.subscribe(harness.probes.orphan.type, async (received, { manager }) => {
      await manager.query('INSERT INTO effects (event_id, seq) VALUES ($1, $2)', [received.id, received.data.seq]);
    });
    broker.start();
    late.start();
    try {
      await waitFor('the late consumer to get the event', async () => {
        const rows = await harness.consumerDb.query<unknown[]>('SELECT 1 FROM effects WHERE event_id = $1', [event.id]);
        return rows.length === 1;
      });
    } finally {
      await late.stop();
      await broker.close();
    }
  });
});
