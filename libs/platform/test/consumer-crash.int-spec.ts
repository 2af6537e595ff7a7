import { connect } from 'amqplib';
import { consumerQueueOptions } from '../src/messaging/topology';
import { TEST_RABBITMQ_URL } from '../src/testing/test-database';
import { waitFor } from '../src/testing/wait-for';
import { BackboneHarness } from './support/backbone-harness';
import { runFixture } from './support/child-process';
import { checkEffects, countEffects } from './support/effect-checker';
import { pollUntil } from './support/race-until';

jest.setTimeout(180_000);

const TOTAL = 400;

describe('a consumer killed before and after its transaction commits', () => {
  let harness: BackboneHarness;

  beforeAll(async () => {
    harness = new BackboneHarness({ brokerUrl: TEST_RABBITMQ_URL });
    await harness.setUp();
    harness.startProducer();
  });

  afterAll(async () => {
    await harness.tearDown();
  });

  it('loses nothing and duplicates nothing across repeated SIGKILLs', async () => {
    // Declare the queue as the consumer process will, so the events wait in it from the start.
    const connection = await connect(TEST_RABBITMQ_URL);
    const channel = await connection.createChannel();
    await channel.assertExchange(harness.exchange, 'topic', { durable: true });
    await channel.assertQueue(
      harness.queue,
      consumerQueueOptions(harness.queue, { exchange: harness.exchange, deliveryLimit: 50 }),
    );
    await channel.bindQueue(harness.queue, harness.exchange, harness.probes.emitted.type);
    await connection.close();

    const ids = await harness.emit(TOTAL, 20);
    await waitFor('outbox published', async () => (await harness.unpublishedCount()) === 0);

    const crashes = { 'before-commit': 0, 'after-commit': 0 };
    let finished = false;
    for (let round = 0; round < 60 && !finished; round += 1) {
      const mode = round % 2 === 0 ? 'before-commit' : 'after-commit';
      const run = runFixture('consumer-process.ts', {
        CRASH_MODE: mode,
        CRASH_AFTER: '30',
        SUFFIX: harness.suffix,
        EXCHANGE: harness.exchange,
        BROKER_URL: TEST_RABBITMQ_URL,
        DATABASE_URL: harness.consumerDb.options.type === 'postgres' ? String(harness.consumerDb.options.url) : '',
      });
      const allHandled = pollUntil(async () => (await countEffects(harness.consumerDb)) >= TOTAL);
      const first = await Promise.race([
        run.exited.then((exit) => ({ kind: 'exit' as const, exit })),
        allHandled.done.then(() => ({ kind: 'done' as const })),
      ]);
      allHandled.stop();
      if (first.kind === 'exit') {
        expect(first.exit.signal).toBe('SIGKILL');
        crashes[mode] += 1;
      } else {
        run.child.kill('SIGTERM');
        await run.exited;
        finished = true;
      }
    }

    expect(finished).toBe(true);
    expect(crashes['before-commit']).toBeGreaterThanOrEqual(3);
    expect(crashes['after-commit']).toBeGreaterThanOrEqual(3);
    const report = await checkEffects(harness.consumerDb, ids);
    expect(report).toEqual({ expected: TOTAL, seen: TOTAL, lost: 0, unexpected: 0, duplicated: 0 });
    const inbox = await harness.consumerDb.query<{ n: number }[]>('SELECT count(*)::int AS n FROM inbox');
    expect(inbox[0]?.n).toBe(TOTAL);
  });
});
