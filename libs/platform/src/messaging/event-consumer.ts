import type { Channel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { EventDefinition, EventEnvelope, EventRegistry } from '@studyhub/contracts';
import type { MetricsRegistry } from '../metrics/metrics-registry';
import type { BrokerConnection } from './broker-connection';
import { handleInInbox, type AnyEventHandler, type EventHandler } from './inbox-transaction';
import { isTransientInfrastructureError } from './transient-errors';
import type { OutboxWriter } from './outbox-writer';
import { declareConsumerQueue, queueNameFor } from './topology';

export type { EventHandler, EventHandlerContext } from './inbox-transaction';

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
  /** Most deliveries handled in one transaction (default: the prefetch, at most 50). */
  maxBatch?: number;
  hooks?: EventConsumerHooks;
}

interface Subscription {
  type: string;
  queue: string;
  handler: AnyEventHandler;
  /** Deliveries waiting for a batch. */
  waiting: Delivery[];
  activeBatches: number;
}

interface Delivery {
  channel: Channel;
  message: ConsumeMessage;
  event: EventEnvelope;
  attempt: number;
}

/** Batches of one subscription handled side by side, each in its own transaction. */
const CONCURRENT_BATCHES = 2;

type Outcome = 'handled' | 'duplicate' | 'retried' | 'dead-lettered';

/**
 * Consumes this service's durable queues. Messages are handled in a database transaction that first
 * records their event ids in the inbox (duplicates commit nothing and are acked), and are acked only
 * after that transaction commits. Messages that arrive together share one transaction (fewer round
 * trips under load); when such a batch fails, each message is handled alone, so one bad message is
 * retried with backoff and then dead-lettered without holding back the others.
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
    this.subscriptions.push({
      type,
      queue,
      handler: handler as unknown as AnyEventHandler,
      waiting: [],
      activeBatches: 0,
    });
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
    for (const { type, queue } of this.subscriptions) {
      await declareConsumerQueue(channel, { exchange, deliveryLimit }, queue, type);
    }
  }

  private track(channel: Channel, subscription: Subscription, message: ConsumeMessage | null): void {
    if (!message) return; // the broker cancelled the consumer (queue deleted); a reconnect re-declares it
    let event: EventEnvelope;
    try {
      event = this.settings.registry.parseEnvelope(JSON.parse(message.content.toString('utf8')));
      if (event.type !== subscription.type) throw new Error(`${event.type} arrived on ${subscription.queue}`);
    } catch (error) {
      // A message that can never be read is dead-lettered at once; retrying cannot fix it.
      this.settings.logger.error({ err: error, queue: subscription.queue }, 'unreadable event; dead-lettering');
      this.settle(channel, message, 'dead-lettered', subscription.queue);
      return;
    }
    const delivery: Delivery = { channel, message, event, attempt: deliveryAttemptOf(message) };
    // A redelivery failed before: it goes alone, never into a batch it could spoil.
    if (delivery.attempt > 1) this.run(this.handleAlone(subscription, delivery));
    else {
      subscription.waiting.push(delivery);
      this.dispatch(subscription);
    }
  }

  private run(work: Promise<void>): void {
    const tracked = work.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** Starts batches while there is waiting work and room; messages arriving meanwhile wait and group. */
  private dispatch(subscription: Subscription): void {
    const maxBatch = this.settings.maxBatch ?? Math.min(50, this.settings.prefetch);
    while (subscription.waiting.length > 0 && subscription.activeBatches < CONCURRENT_BATCHES) {
      const batch = subscription.waiting.splice(0, maxBatch);
      subscription.activeBatches += 1;
      this.run(
        this.handleBatch(subscription, batch).finally(() => {
          subscription.activeBatches -= 1;
          this.dispatch(subscription);
        }),
      );
    }
  }

  private async handleBatch(subscription: Subscription, batch: Delivery[]): Promise<void> {
    if (batch.length === 1 && batch[0]) return this.handleAlone(subscription, batch[0]);
    const stopTimer = this.durations?.startTimer({ queue: subscription.queue });
    let duplicates: Set<string>;
    try {
      duplicates = await handleInInbox(this.inboxSettings(subscription), batch);
    } catch (error) {
      this.settings.logger.debug({ err: error, size: batch.length }, 'batch failed; handling its events one by one');
      for (const delivery of batch) await this.handleAlone(subscription, delivery);
      return;
    }
    stopTimer?.();
    for (const { channel, message, event } of batch) {
      await this.settings.hooks?.afterCommit?.(event);
      this.settle(channel, message, duplicates.has(event.id) ? 'duplicate' : 'handled', subscription.queue);
    }
  }

  private async handleAlone(subscription: Subscription, delivery: Delivery): Promise<void> {
    const { logger } = this.settings;
    const { channel, message, event } = delivery;
    const stopTimer = this.durations?.startTimer({ queue: subscription.queue });
    for (let outage = 1; ; outage += 1) {
      try {
        const duplicates = await handleInInbox(this.inboxSettings(subscription), [delivery]);
        await this.settings.hooks?.afterCommit?.(event);
        this.settle(channel, message, duplicates.has(event.id) ? 'duplicate' : 'handled', subscription.queue);
        stopTimer?.();
        return;
      } catch (error) {
        // The database away or in conflict: hold the message and try again, without spending one of
        // its bounded deliveries (those are for events the handler itself cannot take).
        if (!isTransientInfrastructureError(error)) return this.retryOrDeadLetter(delivery, subscription, error);
        // Shutting down: the broker hands the event to the next consumer.
        if (this.stopping) return this.settle(channel, message, 'retried', subscription.queue);
        const delay = Math.min(this.settings.retryMaxMs, this.settings.retryBaseMs * 2 ** Math.min(outage - 1, 16));
        logger.warn(
          { err: error, event_id: event.id, outage, retry_in_ms: delay },
          'infrastructure unavailable; holding the event',
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  private async retryOrDeadLetter(delivery: Delivery, subscription: Subscription, error: unknown): Promise<void> {
    const { logger } = this.settings;
    const { channel, message, event, attempt } = delivery;
    if (attempt >= this.settings.deliveryLimit) {
      logger.error({ err: error, event_id: event.id, attempt }, 'event failed for the last time; dead-lettering');
      this.settle(channel, message, 'dead-lettered', subscription.queue);
      return;
    }
    const delay = Math.min(this.settings.retryMaxMs, this.settings.retryBaseMs * 2 ** (attempt - 1));
    logger.warn({ err: error, event_id: event.id, attempt, retry_in_ms: delay }, 'event handler failed; will retry');
    if (!this.stopping) await new Promise((resolve) => setTimeout(resolve, delay));
    this.settle(channel, message, 'retried', subscription.queue);
  }

  private inboxSettings(subscription: Subscription) {
    const { dataSource, outbox, logger } = this.settings;
    return {
      dataSource,
      consumer: subscription.queue,
      handler: subscription.handler,
      logger,
      ...(outbox ? { outbox: outbox as unknown as OutboxWriter<readonly EventDefinition[]> } : {}),
    };
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
