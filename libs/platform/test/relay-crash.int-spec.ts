import { TEST_RABBITMQ_URL } from '../src/testing/test-database';
import { waitFor } from '../src/testing/wait-for';
import { BackboneHarness } from './support/backbone-harness';
import { runFixture } from './support/child-process';
import { checkEffects, countEffects } from './support/effect-checker';
import { pollUntil } from './support/race-until';

jest.setTimeout(180_000);

const TOTAL = 1000;

describe('the relay killed between publishing and marking', () => {
  let harness: BackboneHarness;

  beforeAll(async () => {
    harness = new BackboneHarness({ brokerUrl: TEST_RABBITMQ_URL });
    await harness.setUp();
    harness.startConsumer();
    await harness.consumerBroker.waitUntilConnected(10_000);
    await waitFor('consumer queue declared', () => harness.consumer.queues().length === 1);
  });

  afterAll(async () => {
    await harness.tearDown();
  });

  it('republishes the unmarked batch and the consumers drop the duplicates', async () => {
    const ids = await harness.emit(TOTAL, 25);
    const producerUrl = harness.producerDb.options.type === 'postgres' ? String(harness.producerDb.options.url) : '';
    let crashes = 0;
    let finished = false;
    for (let round = 0; round < 60 && !finished; round += 1) {
      const run = runFixture('relay-process.ts', {
        CRASH_AFTER_BATCHES: String(1 + (round % 3)),
        BATCH_SIZE: '50',
        EXCHANGE: harness.exchange,
        BROKER_URL: TEST_RABBITMQ_URL,
        DATABASE_URL: producerUrl,
      });
      const outboxEmpty = pollUntil(async () => (await harness.unpublishedCount()) === 0);
      const first = await Promise.race([
        run.exited.then((exit) => ({ kind: 'exit' as const, exit })),
        outboxEmpty.done.then(() => ({ kind: 'done' as const })),
      ]);
      outboxEmpty.stop();
      if (first.kind === 'exit') {
        expect(first.exit.signal).toBe('SIGKILL');
        crashes += 1;
      } else {
        run.child.kill('SIGTERM');
        await run.exited;
        finished = true;
      }
    }
    expect(finished).toBe(true);
    expect(crashes).toBeGreaterThanOrEqual(5);

    await waitFor('every effect', async () => (await countEffects(harness.consumerDb)) >= TOTAL, { timeoutMs: 60_000 });
    await waitFor('duplicates seen by the consumer', async () => (await harness.consumedCount('duplicate')) > 0);
    const report = await checkEffects(harness.consumerDb, ids);
    expect(report).toEqual({ expected: TOTAL, seen: TOTAL, lost: 0, unexpected: 0, duplicated: 0 });
  });
});
