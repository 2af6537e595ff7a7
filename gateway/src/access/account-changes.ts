import type { Channel, ConsumeMessage } from 'amqplib';
import type { EventEnvelope, EventRegistry, EventDefinition } from '@studyhub/contracts';
import { declareConsumerQueue, queueNameFor, type BrokerConnection, type Logger } from '@studyhub/platform';
import type { AccessRevocations, AccountChange } from './access-revocations';

/** The account events that end or restore access tokens. */
export const ACCOUNT_CHANGE_EVENTS = ['user.status-changed.v1', 'user.deleted.v1'] as const;

export interface AccountChangeSettings {
  broker: BrokerConnection;
  registry: EventRegistry<readonly EventDefinition[]>;
  exchange: string;
  deliveryLimit: number;
  revocations: AccessRevocations;
  /** Ends this replica's live streams of a user whose tokens ended. */
  endLiveStreams: (userId: string) => void;
  logger: Logger;
  /** Backoff while Redis cannot be written (tests shorten it). */
  retryMaxMs?: number;
}

/** What an account event means for the user's access tokens. */
export function accountChangeOf(event: EventEnvelope): AccountChange | undefined {
  const data = event.data as { userId?: unknown; status?: unknown };
  if (typeof data.userId !== 'string') return undefined;
  const at = Date.parse(event.occurredAt);
  if (Number.isNaN(at)) return undefined;
  if (event.type === 'user.deleted.v1') return { userId: data.userId, kind: 'ended', at };
  if (event.type === 'user.status-changed.v1') {
    return { userId: data.userId, kind: data.status === 'active' ? 'reactivated' : 'ended', at };
  }
  return undefined;
}

/**
 * Feeds the access revocation list (ADR 0036). The gateway's durable queues (one per event, shared
 * by the replicas, at least once) write each change to Redis; the write is idempotent and ignores
 * a change older than the one recorded, so redeliveries and reordering are harmless. A private
 * queue per replica (like the live events', ADR 0005) ends the replica's own streams of that user
 * at once, since any replica may hold them.
 */
export class AccountChangeSubscriber {
  private unsubscribe: (() => void) | undefined;
  private channels: Channel[] = [];
  private stopping = false;

  constructor(private readonly settings: AccountChangeSettings) {}

  start(): void {
    if (this.unsubscribe) return;
    this.stopping = false;
    const { exchange, deliveryLimit, logger } = this.settings;
    this.unsubscribe = this.settings.broker.onConnected(async (connection) => {
      const durable = await connection.createChannel();
      durable.on('error', (error: unknown) => logger.warn({ err: error }, 'account change channel error'));
      await durable.prefetch(16);
      for (const type of ACCOUNT_CHANGE_EVENTS) {
        const queue = queueNameFor(exchange, 'gateway', type);
        await declareConsumerQueue(durable, { exchange, deliveryLimit }, queue, type);
        await durable.consume(queue, (message) => void this.record(durable, message), { noAck: false });
      }

      const local = await connection.createChannel();
      local.on('error', (error: unknown) => logger.warn({ err: error }, 'account change channel error'));
      const { queue } = await local.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
      for (const type of ACCOUNT_CHANGE_EVENTS) await local.bindQueue(queue, exchange, type);
      await local.consume(
        queue,
        (message) => {
          const change = message ? this.read(message) : undefined;
          if (change?.kind === 'ended') void this.endStreams(change);
        },
        { noAck: true },
      );
      this.channels = [durable, local];
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    const channels = this.channels;
    this.channels = [];
    for (const channel of channels) await channel.close().catch(() => undefined);
  }

  /**
   * Writes the change too (the same idempotent write) before ending the streams, so the browser's
   * reconnect a second later meets the refusal even if the shared queue's consumer is behind.
   */
  private async endStreams(change: AccountChange): Promise<void> {
    await this.settings.revocations.record(change).catch(() => undefined);
    this.settings.endLiveStreams(change.userId);
  }

  private read(message: ConsumeMessage): AccountChange | undefined {
    try {
      return accountChangeOf(this.settings.registry.parseEnvelope(JSON.parse(message.content.toString('utf8'))));
    } catch (error) {
      this.settings.logger.error({ err: error }, 'unreadable account event');
      return undefined;
    }
  }

  /** Acks once Redis holds the change; while Redis is down the message waits, unacked, and retries. */
  private async record(channel: Channel, message: ConsumeMessage | null): Promise<void> {
    if (!message) return;
    const change = this.read(message);
    if (!change) {
      channel.nack(message, false, false); // dead-lettered: retrying cannot make it readable
      return;
    }
    const retryMaxMs = this.settings.retryMaxMs ?? 10_000;
    for (let attempt = 1; !this.stopping; attempt += 1) {
      try {
        await this.settings.revocations.record(change);
        channel.ack(message);
        return;
      } catch (error) {
        const delay = Math.min(retryMaxMs, 200 * 2 ** Math.min(attempt - 1, 16));
        this.settings.logger.warn({ err: error, user_id: change.userId, retry_in_ms: delay }, 'revocation not saved');
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }
}
