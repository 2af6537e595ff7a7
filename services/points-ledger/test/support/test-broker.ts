import { connect, type ConfirmChannel } from 'amqplib';
import type { EventEnvelope } from '@studyhub/contracts';
import { deadLetterQueueOf, queueNameFor } from '@studyhub/platform';
import { TEST_RABBITMQ_URL, waitFor } from '@studyhub/platform/testing';

/**
 * Deletes the queues a test's exchange gathered for this service's consumers, and the exchanges:
 * quorum queues left behind pile up on the broker and slow every later declaration.
 */
export async function deleteTestTopology(exchange: string, service: string, eventTypes: string[]): Promise<void> {
  const connection = await connect(TEST_RABBITMQ_URL);
  try {
    const queues = eventTypes.map((type) => queueNameFor(exchange, service, type));
    for (const queue of queues.flatMap((q) => [q, deadLetterQueueOf(q)])) {
      const channel = await connection.createChannel();
      await channel.deleteQueue(queue).catch(() => undefined);
      await channel.close().catch(() => undefined);
    }
    for (const name of [exchange, `${exchange}.dlx`]) {
      const channel = await connection.createChannel();
      await channel.deleteExchange(name).catch(() => undefined);
      await channel.close().catch(() => undefined);
    }
  } finally {
    await connection.close();
  }
}

/**
 * Resolves once the service consumes each of these events' queues: a service answers ready when
 * its broker connection is open, which can be before every consumer is bound (more so the more
 * events it takes), and an event published before then reaches no queue.
 */
export async function waitForTestConsumers(exchange: string, service: string, eventTypes: string[]): Promise<void> {
  const connection = await connect(TEST_RABBITMQ_URL);
  try {
    for (const queue of eventTypes.map((type) => queueNameFor(exchange, service, type))) {
      await waitFor(`a consumer on ${queue}`, async () => {
        // A missing queue closes the channel that asked: one channel per question.
        const channel = await connection.createChannel();
        channel.on('error', () => undefined);
        try {
          return (await channel.checkQueue(queue)).consumerCount > 0;
        } catch {
          return false;
        } finally {
          await channel.close().catch(() => undefined);
        }
      });
    }
  } finally {
    await connection.close();
  }
}

/**
 * Publishes events to an exchange as a producer's relay does (persistent, mandatory, confirmed),
 * over one connection for many events.
 */
export class TestEventPublisher {
  /** Event ids the broker returned as unroutable (it returns them before it confirms them). */
  private readonly returned = new Set<string>();

  private constructor(
    private readonly connection: Awaited<ReturnType<typeof connect>>,
    private readonly channel: ConfirmChannel,
    private readonly exchange: string,
  ) {}

  static async open(exchange: string): Promise<TestEventPublisher> {
    const connection = await connect(TEST_RABBITMQ_URL);
    const channel = await connection.createConfirmChannel();
    const publisher = new TestEventPublisher(connection, channel, exchange);
    channel.on('return', (message: { properties: { messageId?: string } }) => {
      if (message.properties.messageId) publisher.returned.add(message.properties.messageId);
    });
    return publisher;
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    this.channel.publish(this.exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), {
      persistent: true,
      mandatory: true,
      messageId: envelope.id,
      contentType: 'application/json',
    });
    await this.channel.waitForConfirms();
    if (this.returned.delete(envelope.id)) throw new Error(`${envelope.type} ${envelope.id} reached no queue`);
  }

  async close(): Promise<void> {
    await this.channel.close().catch(() => undefined);
    await this.connection.close().catch(() => undefined);
  }
}
