import { FaultProxy } from '../src/testing/fault-proxy';
import { RabbitNode } from '../src/testing/rabbit-node';
import { sleep, waitFor } from '../src/testing/wait-for';
import { BackboneHarness } from './support/backbone-harness';
import { checkEffects, countEffects } from './support/effect-checker';

jest.setTimeout(300_000);

const TOTAL = 10_000;
const PER_TRANSACTION = 10;

describe('10,000 events while the broker is killed, restarted and cut off', () => {
  let node: RabbitNode;
  let proxy: FaultProxy;
  let harness: BackboneHarness;

  beforeAll(async () => {
    node = await RabbitNode.startFresh();
    proxy = new FaultProxy(node.port);
    await proxy.start();
    harness = new BackboneHarness({
      brokerUrl: `amqp://guest:guest@127.0.0.1:${proxy.port}`,
      deliveryLimit: 20,
      batchSize: 100,
    });
    await harness.setUp();
    harness.startConsumer();
    harness.startProducer();
    await harness.consumerBroker.waitUntilConnected(20_000);
    await waitFor('consumer queue declared', () => harness.consumer.queues().length === 1);
  });

  afterAll(async () => {
    await harness?.tearDown().catch(() => undefined);
    await proxy?.stop();
    await node?.destroy();
  });

  it('ends with every effect exactly once', async () => {
    const ids: string[] = [];
    let producing = true;
    const producer = (async () => {
      for (let seq = 0; seq < TOTAL; seq += PER_TRANSACTION) {
        ids.push(...(await harness.emit(PER_TRANSACTION, PER_TRANSACTION, seq)));
        // Spread the load over the chaos below (about 400 events/s).
        if (seq % 200 === 0) await sleep(500);
      }
      producing = false;
    })();

    const chaos: string[] = [];
    await sleep(2000);
    chaos.push(`cut ${proxy.cutAll()} connections`);
    await sleep(2000);
    await node.kill();
    chaos.push('killed the broker');
    await sleep(1000);
    await node.start();
    chaos.push('restarted the broker');
    await sleep(2000);
    chaos.push(`cut ${proxy.cutAll()} connections`);
    await sleep(1500);
    chaos.push(`cut ${proxy.cutAll()} connections`);
    await sleep(2000);
    await node.kill();
    chaos.push('killed the broker');
    await node.start();
    chaos.push('restarted the broker');
    await sleep(1000);
    chaos.push(`cut ${proxy.cutAll()} connections`);

    await producer;
    expect(producing).toBe(false);
    expect(chaos.filter((step) => step.startsWith('killed'))).toHaveLength(2);
    // Every kill and cut forced both sides to reconnect.
    expect(harness.producerBroker.currentGeneration()).toBeGreaterThanOrEqual(4);
    expect(harness.consumerBroker.currentGeneration()).toBeGreaterThanOrEqual(4);
    await waitFor(
      `${TOTAL} effects`,
      async () => (await countEffects(harness.consumerDb)) >= TOTAL && (await harness.unpublishedCount()) === 0,
      { timeoutMs: 180_000, intervalMs: 500 },
    );
    // Let any redelivery still in flight arrive before counting duplicates.
    await sleep(2000);
    const report = await checkEffects(harness.consumerDb, ids);
    expect(report).toEqual({ expected: TOTAL, seen: TOTAL, lost: 0, unexpected: 0, duplicated: 0 });
  });
});
