import { connect } from 'amqplib';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { BrokerConnection } from '../src/messaging/broker-connection';
import { ConfirmPublisher } from '../src/messaging/confirm-publisher';
import { deadLetterQueueOf, queueNameFor } from '../src/messaging/topology';
import { TEST_RABBITMQ_URL } from '../src/testing/test-database';
import { waitFor } from '../src/testing/wait-for';

jest.setTimeout(30_000);

/**
 * A consumer that has never started must still receive what was published before it came up: the
 * producer declares its consumers' queues (found in the event catalog) before it publishes.
 */
describe('a producer declares the queues of its consumers', () => {
  const exchange = `studyhub.test.declare.${randomUUID().slice(0, 8)}`;
  const queue = queueNameFor(exchange, 'catalog', 'user.registered.v1');
  let broker: BrokerConnection;
  let publisher: ConfirmPublisher;

  beforeAll(async () => {
    broker = new BrokerConnection({ url: TEST_RABBITMQ_URL, name: 'declare-test' }, pino({ level: 'silent' }));
    publisher = new ConfirmPublisher(
      broker,
      exchange,
      pino({ level: 'silent' }),
      10_000,
      [{ queue, eventType: 'user.registered.v1' }],
      5,
    );
    publisher.start();
    broker.start();
    await waitFor('publisher ready', () => publisher.isReady());
  });

  afterAll(async () => {
    await broker.close();
    const connection = await connect(TEST_RABBITMQ_URL);
    const channel = await connection.createChannel();
    await channel.deleteQueue(queue);
    await channel.deleteQueue(deadLetterQueueOf(queue));
    await channel.deleteExchange(exchange);
    await connection.close();
  });

  it('keeps an event for a consumer that is not running yet', async () => {
    const messageId = randomUUID();
    const outcome = await publisher.publishBatch([
      {
        messageId,
        routingKey: 'user.registered.v1',
        body: Buffer.from('{"probe":true}'),
        correlationId: messageId,
        timestamp: Date.now(),
        mandatory: true,
      },
    ]);
    expect(outcome.unroutable).toEqual([]);
    const connection = await connect(TEST_RABBITMQ_URL);
    try {
      const channel = await connection.createChannel();
      const message = await waitFor(
        'the kept event',
        async () => (await channel.get(queue, { noAck: true })) || undefined,
      );
      expect(message.properties.messageId).toBe(messageId);
    } finally {
      await connection.close();
    }
  });
});
