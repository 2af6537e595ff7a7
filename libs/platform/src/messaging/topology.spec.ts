import {
  DEAD_LETTER_QUEUE_OPTIONS,
  consumerQueueOptions,
  deadLetterExchangeOf,
  deadLetterQueueOf,
  queueNameFor,
} from './topology';

describe('topology names', () => {
  it('names the dead-letter exchange after the main exchange', () => {
    expect(deadLetterExchangeOf('studyhub.events')).toBe('studyhub.events.dlx');
  });

  it('names a queue after the exchange, the consuming service and the event type', () => {
    expect(queueNameFor('studyhub.events', 'notifications', 'contact.message-received.v1')).toBe(
      'studyhub.events.notifications.contact.message-received.v1',
    );
  });

  it('gives two stacks on one broker different queues', () => {
    expect(queueNameFor('studyhub.events', 'orders', 'a.b.v1')).not.toBe(
      queueNameFor('studyhub-e2e.events', 'orders', 'a.b.v1'),
    );
  });

  it('names the dead-letter queue after its queue', () => {
    expect(deadLetterQueueOf('studyhub.events.orders.a.b.v1')).toBe('studyhub.events.orders.a.b.v1.dead');
  });
});

describe('consumerQueueOptions', () => {
  const queue = 'studyhub.events.notifications.contact.message-received.v1';
  const options = consumerQueueOptions(queue, { exchange: 'studyhub.events', deliveryLimit: 5 });

  it('declares a durable quorum queue', () => {
    expect(options.durable).toBe(true);
    expect(options.arguments?.['x-queue-type']).toBe('quorum');
  });

  it('bounds the number of deliveries', () => {
    expect(options.arguments?.['x-delivery-limit']).toBe(5);
    expect(
      consumerQueueOptions(queue, { exchange: 'studyhub.events', deliveryLimit: 12 }).arguments?.['x-delivery-limit'],
    ).toBe(12);
  });

  it('dead-letters to the dead-letter exchange, routed by the queue name', () => {
    expect(options.arguments?.['x-dead-letter-exchange']).toBe('studyhub.events.dlx');
    expect(options.arguments?.['x-dead-letter-routing-key']).toBe(queue);
  });

  it('dead-letters at least once, which needs reject-publish overflow', () => {
    expect(options.arguments?.['x-dead-letter-strategy']).toBe('at-least-once');
    expect(options.arguments?.['x-overflow']).toBe('reject-publish');
  });

  it('does not make the queue exclusive or auto-deleted', () => {
    expect(options.exclusive).toBeUndefined();
    expect(options.autoDelete).toBeUndefined();
  });
});

describe('DEAD_LETTER_QUEUE_OPTIONS', () => {
  it('declares a durable quorum queue without dead-lettering of its own', () => {
    expect(DEAD_LETTER_QUEUE_OPTIONS).toEqual({ durable: true, arguments: { 'x-queue-type': 'quorum' } });
  });
});
