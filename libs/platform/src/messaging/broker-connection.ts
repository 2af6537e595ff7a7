import { connect, type ChannelModel } from 'amqplib';
import type { Logger } from 'pino';

export type ConnectionSetup = (connection: ChannelModel) => Promise<void>;

export interface BrokerConnectionSettings {
  url: string;
  /** Shown in the RabbitMQ management UI, e.g. `studyhub-content`. */
  name: string;
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  heartbeatSeconds?: number;
}

/**
 * One AMQP connection per process that comes back by itself: on loss it reconnects with capped
 * exponential backoff and re-runs every registered setup (channels, topology, consumers).
 */
export class BrokerConnection {
  private connection: ChannelModel | undefined;
  private readonly setups = new Set<ConnectionSetup>();
  private closing = false;
  private started = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private attempt = 0;
  private waiters: (() => void)[] = [];
  private generation = 0;

  constructor(
    private readonly settings: BrokerConnectionSettings,
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    void this.connectNow();
  }

  isConnected(): boolean {
    return this.connection !== undefined;
  }

  /** Increases on every successful (re)connection; lets components tell old channels from new. */
  currentGeneration(): number {
    return this.generation;
  }

  /** Registers a setup run on every (re)connection, and at once when already connected. */
  onConnected(setup: ConnectionSetup): () => void {
    this.setups.add(setup);
    if (this.connection) void this.runSetup(this.connection, setup);
    return () => this.setups.delete(setup);
  }

  waitUntilConnected(timeoutMs: number): Promise<boolean> {
    if (this.connection) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== done);
        resolve(false);
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiters.push(done);
    });
  }

  /** Health check: resolves only while a connection is open. */
  async check(): Promise<void> {
    if (!this.connection) throw new Error('not connected to RabbitMQ');
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    const connection = this.connection;
    this.connection = undefined;
    if (connection) await connection.close().catch(() => undefined);
  }

  private async connectNow(): Promise<void> {
    if (this.closing) return;
    let connection: ChannelModel;
    try {
      connection = await connect(this.settings.url, {
        heartbeat: this.settings.heartbeatSeconds ?? 10,
        clientProperties: { connection_name: this.settings.name },
      });
    } catch (error) {
      this.scheduleReconnect(error);
      return;
    }
    if (this.closing) {
      await connection.close().catch(() => undefined);
      return;
    }
    connection.on('error', (error: unknown) => {
      this.logger.warn({ err: error }, 'broker connection error');
    });
    connection.on('close', () => {
      if (this.connection !== connection) return;
      this.connection = undefined;
      if (!this.closing) this.scheduleReconnect(new Error('connection closed'));
    });
    this.connection = connection;
    this.generation += 1;
    this.attempt = 0;
    this.logger.info({ generation: this.generation }, 'connected to broker');
    for (const setup of this.setups) {
      const ok = await this.runSetup(connection, setup);
      if (!ok) return;
    }
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  private async runSetup(connection: ChannelModel, setup: ConnectionSetup): Promise<boolean> {
    try {
      await setup(connection);
      return true;
    } catch (error) {
      // A half-set-up connection is worse than none: drop it and start over.
      this.logger.error({ err: error }, 'broker setup failed; reconnecting');
      if (this.connection === connection) {
        this.connection = undefined;
        await connection.close().catch(() => undefined);
        this.scheduleReconnect(error);
      }
      return false;
    }
  }

  private scheduleReconnect(reason: unknown): void {
    if (this.closing || this.reconnectTimer) return;
    const min = this.settings.reconnectMinMs ?? 100;
    const max = this.settings.reconnectMaxMs ?? 5000;
    const delay = Math.min(max, min * 2 ** this.attempt);
    this.attempt += 1;
    this.logger.warn(
      { reason: reason instanceof Error ? reason.message : String(reason), delay_ms: delay },
      'broker unavailable; reconnecting',
    );
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connectNow();
    }, delay);
  }
}
