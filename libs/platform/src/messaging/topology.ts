import type { Channel, Options } from 'amqplib';

export interface TopologySettings {
  /** The durable topic exchange every domain event is published to. */
  exchange: string;
  deliveryLimit: number;
}

export function deadLetterExchangeOf(exchange: string): string {
  return `${exchange}.dlx`;
}

/**
 * One durable queue per consuming service and event type, named after the exchange too, so two
 * stacks on one broker (development and end-to-end tests) never share a queue:
 * `studyhub.events.notifications.contact.message-received.v1`.
 */
export function queueNameFor(exchange: string, service: string, eventType: string): string {
  return `${exchange}.${service}.${eventType}`;
}

export function deadLetterQueueOf(queue: string): string {
  return `${queue}.dead`;
}

/**
 * Quorum queues (replicated, durable) with a bounded number of deliveries. A message that fails or
 * crashes its consumer `deliveryLimit` times is dead-lettered. RabbitMQ 3.10 needs the delivery
 * limit and the at-least-once strategy (which requires reject-publish overflow) set explicitly;
 * otherwise dead-lettering of quorum queues is at-most-once.
 */
export function consumerQueueOptions(queue: string, settings: TopologySettings): Options.AssertQueue {
  return {
    durable: true,
    arguments: {
      'x-queue-type': 'quorum',
      'x-delivery-limit': settings.deliveryLimit,
      'x-dead-letter-exchange': deadLetterExchangeOf(settings.exchange),
      'x-dead-letter-routing-key': queue,
      'x-dead-letter-strategy': 'at-least-once',
      'x-overflow': 'reject-publish',
    },
  };
}

export const DEAD_LETTER_QUEUE_OPTIONS: Options.AssertQueue = {
  durable: true,
  arguments: { 'x-queue-type': 'quorum' },
};

/**
 * Declares one consumer's durable queue for an event type, bound to the exchange, with its
 * dead-letter queue. Consumers call it for their subscriptions; producers call it for every
 * consumer of what they publish, so an event published before its consumer first starts waits in
 * the queue instead of being routed past a service that was not up yet.
 */
export async function declareConsumerQueue(
  channel: Pick<Channel, 'assertExchange' | 'assertQueue' | 'bindQueue'>,
  settings: TopologySettings,
  queue: string,
  eventType: string,
): Promise<void> {
  const deadLetterExchange = deadLetterExchangeOf(settings.exchange);
  await channel.assertExchange(settings.exchange, 'topic', { durable: true });
  await channel.assertExchange(deadLetterExchange, 'direct', { durable: true });
  await channel.assertQueue(queue, consumerQueueOptions(queue, settings));
  await channel.bindQueue(queue, settings.exchange, eventType);
  const deadLetters = deadLetterQueueOf(queue);
  await channel.assertQueue(deadLetters, DEAD_LETTER_QUEUE_OPTIONS);
  await channel.bindQueue(deadLetters, deadLetterExchange, queue);
}
