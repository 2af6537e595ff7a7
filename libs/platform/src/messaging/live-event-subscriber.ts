import type { Channel } from 'amqplib';
import type { Logger } from 'pino';
import type { EventDefinition, EventEnvelope, EventRegistry, LiveStreamName } from '@studyhub/contracts';
import type { BrokerConnection } from './broker-connection';

export interface LiveEvent {
  userId: string;
  stream: LiveStreamName;
  event: EventEnvelope;
}

/**
 * Receives the events addressed to one user (those with `live` in the catalog) on a private,
 * auto-deleted queue per process, so every gateway replica sees them all and delivers each to the
 * connections it holds. Live delivery is best effort: a page that missed one refetches on reconnect.
 */
export class LiveEventSubscriber {
  private unsubscribe: (() => void) | undefined;
  private channel: Channel | undefined;

  constructor(
    private readonly broker: BrokerConnection,
    private readonly registry: EventRegistry<readonly EventDefinition[]>,
    private readonly exchange: string,
    private readonly logger: Logger,
    private readonly deliver: (live: LiveEvent) => void,
  ) {}

  start(): void {
    const definitions = this.registry.liveDefinitions();
    if (definitions.length === 0 || this.unsubscribe) return;
    this.unsubscribe = this.broker.onConnected(async (connection) => {
      const channel = await connection.createChannel();
      channel.on('error', (error: unknown) => this.logger.warn({ err: error }, 'live channel error'));
      await channel.assertExchange(this.exchange, 'topic', { durable: true });
      const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
      for (const definition of definitions) await channel.bindQueue(queue, this.exchange, definition.type);
      await channel.consume(
        queue,
        (message) => {
          if (!message) return;
          try {
            const event = this.registry.parseEnvelope(JSON.parse(message.content.toString('utf8')));
            const definition = this.registry.get(event.type);
            if (!definition.live) return;
            const userId = (event.data as Record<string, unknown>)[definition.live.userIdField];
            if (typeof userId === 'string') this.deliver({ userId, stream: definition.live.stream, event });
          } catch (error) {
            this.logger.warn({ err: error }, 'dropping an unreadable live event');
          }
        },
        { noAck: true },
      );
      this.channel = channel;
    });
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    const channel = this.channel;
    this.channel = undefined;
    if (channel) await channel.close().catch(() => undefined);
  }
}
