import type { Channel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { DataOf, EventDefinition, EventEnvelope, EventRegistry } from '@studyhub/contracts';
import { runWithContext } from '../context/request-context';
import type { MetricsRegistry } from '../metrics/metrics-registry';
import type { BrokerConnection } from './broker-connection';
import type { OutboxWriter } from './outbox-writer';
import {
  DEAD_LETTER_QUEUE_OPTIONS,
  consumerQueueOptions,
  deadLetterExchangeOf,
  deadLetterQueueOf,
  queueNameFor,
} from './topology';

export interface EventHandlerContext<TDefs extends readonly EventDefinition[]> {
  /** The transaction the inbox row is written in: the handler's effects commit with it or not at all. */
  manager: EntityManager;
  /** Appends a follow-up event to the outbox in the same transaction, caused by this one. */
  publish<T extends TDefs[number]['type']>(type: T, data: DataOf<TDefs, T>): Promise<void>;
  logger: Logger;
  /** 1 on the first delivery. */
  attempt: number;
}

export type EventHandler<TDefs extends readonly EventDefinition[], T extends TDefs[number]['type']> = (
  event: EventEnvelope<T, DataOf<TDefs, T>>,
  context: EventHandlerContext<TDefs>,
) => Promise<void>;

export interface EventConsumerHooks {
  /** After the handler's transaction committed and before the ack (tests crash here). */
  afterCommit?(event: EventEnvelope): void | Promise<void>;
}

export interface EventConsumerSettings<TDefs extends readonly EventDefinition[]> {
  service: string;
  broker: BrokerConnection;
  dataSource: DataSource;
  registry: EventRegistry<TDefs>;
  outbox?: OutboxWriter<TDefs>;
  exchange: string;
  logger: Logger;
  metrics?: MetricsRegistry;
  deliveryLimit: number;
  prefetch: number;
  retryBaseMs: number;
  retryMaxMs: number;
  hooks?: EventConsumerHooks;
}

interface Subscription {
  type: string;
  queue: string;
  handler: EventHandler<readonly EventDefinition[], string>;
}

type Outcome = 'handled' | 'duplicate' | 'retried' | 'dead-lettered';

/**
 * Consumes this service's durable queues. Each message is handled in one database transaction that
 * first records the event id in the inbox (a duplicate commits nothing and is acked), and is acked
 * only after that transaction commits. Failures are retried with backoff, then dead-lettered.
 */
export class EventConsumer<TDefs extends readonly EventDefinition[] = readonly EventDefinition[]> {
  private readonly subscriptions: Subscription[] = [];
  private channel: Channel | undefined;
  private consumerTags: string[] = [];
  private unsubscribe: (() => void) | undefined;
  private stopping = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly outcomes;
  private readonly durations;

  constructor(private readonly settings: EventConsumerSettings<TDefs>) {
    this.outcomes = settings.metrics?.counter({
      name: 'events_consumed_total',
      help: 'Consumed events by queue and outcome.',
      labelNames: ['queue', 'outcome'],
    });
    this.durations = settings.metrics?.histogram({
      name: 'event_handle_duration_seconds',
      help: 'Time from delivery to commit of one event handler.',
      labelNames: ['queue'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    });
  }

  subscribe<T extends TDefs[number]['type']>(type: T, handler: EventHandler<TDefs, T>): void {
    if (this.unsubscribe) throw new Error('subscribe before start');
    const definition = this.settings.registry.get(type);
    if (!definition.consumers.includes(this.settings.service as never)) {
      throw new Error(`${type} does not list ${this.settings.service} as a consumer in the event catalog`);
    }
    const queue = queueNameFor(this.settings.exchange, this.settings.service, type);
    if (this.subscriptions.some((s) => s.queue === queue)) throw new Error(`Already subscribed to ${type}`);
    this.subscriptions.push({ type, queue, handler: handler as unknown as Subscription['handler'] });
  }

  queues(): string[] {
    return this.subscriptions.map((s) => s.queue);
  }

  start(): void {
    if (this.subscriptions.length === 0 || this.unsubscribe) return;
    this.stopping = false;
    this.unsubscribe = this.settings.broker.onConnected(async (connection) => {
      const channel = await connection.createChannel();
      channel.on('error', (error: unknown) => this.settings.logger.warn({ err: error }, 'consumer channel error'));
      channel.on('close', () => {
        if (this.channel === channel) this.channel = undefined;
      });
      await channel.prefetch(this.settings.prefetch);
      await this.declareTopology(channel);
      this.channel = channel;
      this.consumerTags = [];
      for (const subscription of this.subscriptions) {
        const { consumerTag } = await channel.consume(
          subscription.queue,
          (message) => this.track(channel, subscription, message),
          { noAck: false },
        );
        this.consumerTags.push(consumerTag);
      }
    });
  }

  /** Stops taking messages, lets in-flight handlers finish, and closes the channel. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    const channel = this.channel;
    if (channel) {
      for (const tag of this.consumerTags) await channel.cancel(tag).catch(() => undefined);
    }
    // In-flight handlers still ack on the open channel before it closes.
    await Promise.allSettled([...this.inFlight]);
    this.channel = undefined;
    if (channel) await channel.close().catch(() => undefined);
  }

  private async declareTopology(channel: Channel): Promise<void> {
    const { exchange, deliveryLimit } = this.settings;
    const deadLetterExchange = deadLetterExchangeOf(exchange);
    await channel.assertExchange(exchange, 'topic', { durable: true });
    await channel.assertExchange(deadLetterExchange, 'direct', { durable: true });
    for (const { type, queue } of this.subscriptions) {
      await channel.assertQueue(queue, consumerQueueOptions(queue, { exchange, deliveryLimit }));
      await channel.bindQueue(queue, exchange, type);
      const deadLetters = deadLetterQueueOf(queue);
      await channel.assertQueue(deadLetters, DEAD_LETTER_QUEUE_OPTIONS);
      await channel.bindQueue(deadLetters, deadLetterExchange, queue);
    }
  }

  private track(channel: Channel, subscription: Subscription, message: ConsumeMessage | null): void {
    if (!message) return; // the broker cancelled the consumer (queue deleted); a reconnect re-declares it
    const work = this.handle(channel, subscription, message).finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  private async handle(channel: Channel, subscription: Subscription, message: ConsumeMessage): Promise<void> {
    const { logger } = this.settings;
    const attempt = deliveryAttemptOf(message);
    const stopTimer = this.durations?.startTimer({ queue: subscription.queue });
    let event: EventEnvelope;
    try {
      event = this.settings.registry.parseEnvelope(JSON.parse(message.content.toString('utf8')));
      if (event.type !== subscription.type) throw new Error(`${event.type} arrived on ${subscription.queue}`);
    } catch (error) {
      // A message that can never be read is dead-lettered at once; retrying cannot fix it.
      logger.error({ err: error, queue: subscription.queue }, 'unreadable event; dead-lettering');
      this.settle(channel, message, 'dead-lettered', subscription.queue);
      return;
    }

    await runWithContext(
      { requestId: event.id, correlationId: event.correlationId, causationId: event.id },
      async () => {
        try {
          const duplicate = await this.runHandler(subscription, event, attempt);
          await this.settings.hooks?.afterCommit?.(event);
          this.settle(channel, message, duplicate ? 'duplicate' : 'handled', subscription.queue);
          stopTimer?.();
        } catch (error) {
          if (attempt >= this.settings.deliveryLimit) {
            logger.error({ err: error, event_id: event.id, attempt }, 'event failed for the last time; dead-lettering');
            this.settle(channel, message, 'dead-lettered', subscription.queue);
            return;
          }
          const delay = Math.min(this.settings.retryMaxMs, this.settings.retryBaseMs * 2 ** (attempt - 1));
          logger.warn(
            { err: error, event_id: event.id, attempt, retry_in_ms: delay },
            'event handler failed; will retry',
          );
          if (!this.stopping) await new Promise((resolve) => setTimeout(resolve, delay));
          this.settle(channel, message, 'retried', subscription.queue);
        }
      },
    );
  }

  /** Returns true when the event had already been handled by this consumer. */
  private async runHandler(subscription: Subscription, event: EventEnvelope, attempt: number): Promise<boolean> {
    const { dataSource, outbox, logger } = this.settings;
    return dataSource.transaction(async (manager) => {
      const inserted = await manager.query<unknown[]>(
        `INSERT INTO inbox (consumer, event_id, event_type) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [subscription.queue, event.id, event.type],
      );
      if (inserted.length === 0) return true;
      await subscription.handler(event, {
        manager,
        attempt,
        logger: logger.child({ event_id: event.id, event_type: event.type }),
        publish: async (type, data) => {
          if (!outbox) throw new Error('this consumer has no outbox to publish follow-up events');
          await outbox.append(manager, type, data, {
            correlationId: event.correlationId,
            causationId: event.id,
          });
        },
      });
      return false;
    });
  }

  private settle(channel: Channel, message: ConsumeMessage, outcome: Outcome, queue: string): void {
    this.outcomes?.inc({ queue, outcome });
    // Acks only count on the channel that delivered the message; if it closed meanwhile the broker
    // redelivers, and the inbox turns the redelivery into a duplicate.
    if (this.channel !== channel) return;
    try {
      if (outcome === 'handled' || outcome === 'duplicate') channel.ack(message);
      else if (outcome === 'retried') channel.nack(message, false, true);
      else channel.nack(message, false, false);
    } catch (error) {
      this.settings.logger.warn({ err: error }, 'could not settle a message; the broker will redeliver it');
    }
  }
}

/** Quorum queues count earlier unsuccessful deliveries in `x-delivery-count`. */
export function deliveryAttemptOf(message: ConsumeMessage): number {
  const header: unknown = message.properties.headers?.['x-delivery-count'];
  const previous = typeof header === 'number' ? header : Number(header ?? 0);
  return (Number.isFinite(previous) ? previous : 0) + 1;
}
