import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import type { BrokerConnection } from './broker-connection';
import { declareConsumerQueue } from './topology';

export interface OutgoingMessage {
  messageId: string;
  routingKey: string;
  body: Buffer;
  correlationId: string;
  timestamp: number;
  /** Ask the broker to return the message when no queue is bound for it. */
  mandatory: boolean;
}

export interface PublishOutcome {
  /** Confirmed by the broker and routed to at least one queue. */
  routed: string[];
  /** Confirmed but returned as unroutable (no queue bound for the routing key yet). */
  unroutable: string[];
}

export class PublisherUnavailableError extends Error {
  constructor(message = 'publisher channel is not open') {
    super(message);
    this.name = 'PublisherUnavailableError';
  }
}

/**
 * Publishes batches on a confirm channel with `mandatory`, and reports which messages the broker
 * took and which it could not route. A batch either resolves with every message confirmed or
 * rejects; a rejected batch may still have been partly delivered (consumers dedup by message id).
 */
export class ConfirmPublisher {
  private channel: ConfirmChannel | undefined;
  private readonly returned = new Set<string>();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly broker: BrokerConnection,
    private readonly exchange: string,
    private readonly logger: Logger,
    private readonly confirmTimeoutMs = 10_000,
    /** Consumer queues to declare before publishing (see declareConsumerQueue). */
    private readonly consumerQueues: readonly { queue: string; eventType: string }[] = [],
    private readonly deliveryLimit = 5,
  ) {}

  start(): void {
    this.unsubscribe = this.broker.onConnected(async (connection) => {
      const channel = await connection.createConfirmChannel();
      channel.on('error', (error: unknown) => this.logger.warn({ err: error }, 'publisher channel error'));
      channel.on('close', () => {
        if (this.channel === channel) this.channel = undefined;
      });
      channel.on('return', (message: ConsumeMessage) => {
        const id = message.properties.messageId as string | undefined;
        if (id) this.returned.add(id);
      });
      await channel.assertExchange(this.exchange, 'topic', { durable: true });
      for (const { queue, eventType } of this.consumerQueues) {
        await declareConsumerQueue(
          channel,
          { exchange: this.exchange, deliveryLimit: this.deliveryLimit },
          queue,
          eventType,
        );
      }
      this.channel = channel;
    });
  }

  isReady(): boolean {
    return this.channel !== undefined;
  }

  /** The consumers' queues this publisher declares (for tests that clean up after themselves). */
  declaredQueues(): string[] {
    return this.consumerQueues.map(({ queue }) => queue);
  }

  async publishBatch(messages: readonly OutgoingMessage[]): Promise<PublishOutcome> {
    const channel = this.channel;
    if (!channel) throw new PublisherUnavailableError();
    for (const message of messages) this.returned.delete(message.messageId);

    let onClose: (() => void) | undefined;
    // A closed channel never confirms: fail the batch at once instead of waiting for the timeout.
    const closed = new Promise<never>((_, reject) => {
      onClose = () => reject(new PublisherUnavailableError('publisher channel closed mid-batch'));
      channel.once('close', onClose);
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no publisher confirm within ${this.confirmTimeoutMs} ms`)),
        this.confirmTimeoutMs,
      );
    });
    const confirmations: Promise<void>[] = [];
    try {
      for (const message of messages) {
        let hasRoom = true;
        confirmations.push(
          new Promise<void>((resolve, reject) => {
            hasRoom = channel.publish(
              this.exchange,
              message.routingKey,
              message.body,
              {
                persistent: true,
                mandatory: message.mandatory,
                messageId: message.messageId,
                type: message.routingKey,
                correlationId: message.correlationId,
                contentType: 'application/json',
                timestamp: Math.floor(message.timestamp / 1000),
              },
              (error: unknown) => (error ? reject(toError(error, 'broker rejected the message')) : resolve()),
            );
          }),
        );
        if (!hasRoom) await Promise.race([new Promise((resolve) => channel.once('drain', resolve)), closed, timeout]);
      }
      await Promise.race([Promise.all(confirmations), timeout, closed]);
    } finally {
      clearTimeout(timer);
      if (onClose) channel.removeListener('close', onClose);
      closed.catch(() => undefined);
      timeout.catch(() => undefined);
      for (const c of confirmations) c.catch(() => undefined);
    }

    const outcome: PublishOutcome = { routed: [], unroutable: [] };
    for (const message of messages) {
      if (this.returned.delete(message.messageId)) outcome.unroutable.push(message.messageId);
      else outcome.routed.push(message.messageId);
    }
    return outcome;
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    const channel = this.channel;
    this.channel = undefined;
    if (channel) await channel.close().catch(() => undefined);
  }
}

function toError(value: unknown, fallback: string): Error {
  return value instanceof Error ? value : new Error(fallback);
}
