import { Client } from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { MetricsRegistry } from '../metrics/metrics-registry';
import type { ConfirmPublisher, OutgoingMessage } from './confirm-publisher';

export const OUTBOX_CHANNEL = 'studyhub_outbox';

export interface OutboxRelayHooks {
  /** After the broker confirmed a batch and before the rows are marked sent (tests crash here). */
  afterPublish?(eventIds: readonly string[]): void | Promise<void>;
}

export interface OutboxRelaySettings {
  dataSource: DataSource;
  /** Connection string for the dedicated LISTEN connection. */
  databaseUrl: string;
  publisher: ConfirmPublisher;
  logger: Logger;
  metrics?: MetricsRegistry;
  batchSize: number;
  pollIntervalMs: number;
  retentionHours: number;
  /** Unroutable events wait this long before they are tried again, doubled per attempt. */
  unroutableRetryBaseMs?: number;
  hooks?: OutboxRelayHooks;
}

interface OutboxRow {
  id: string;
  event_id: string;
  event_type: string;
  mandatory: boolean;
  envelope: { correlationId: string; occurredAt: string };
}

const RETENTION_EVERY_MS = 10 * 60_000;

/**
 * Publishes committed outbox rows. It selects unpublished rows by status with FOR UPDATE SKIP
 * LOCKED (never by an id cursor: ids are handed out before commit, so a transaction that commits
 * late with a lower id would be skipped), publishes them with confirms, then marks them sent in
 * the same transaction. Any number of relays may run against one database. A crash between
 * publishing and marking republishes the batch; consumers drop the duplicates by event id.
 */
export class OutboxRelay {
  private running = false;
  private loopDone: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private pendingWake = false;
  private listener: Client | undefined;
  private listenerRetry: NodeJS.Timeout | undefined;
  private lastRetentionAt = 0;
  private failures = 0;
  private readonly published;
  private readonly batches;

  constructor(private readonly settings: OutboxRelaySettings) {
    this.published = settings.metrics?.counter({
      name: 'outbox_published_total',
      help: 'Outbox events confirmed by the broker.',
      labelNames: ['outcome'],
    });
    this.batches = settings.metrics?.histogram({
      name: 'outbox_batch_duration_seconds',
      help: 'Time to select, publish, confirm and mark one outbox batch.',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    });
    settings.metrics?.gauge({
      name: 'outbox_pending_events',
      help: 'Outbox events not yet published.',
      collect: async function collect() {
        const rows = await settings.dataSource.query<{ n: number }[]>(
          'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
        );
        this.set(rows[0]?.n ?? 0);
      },
    });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.listen();
    this.loopDone = this.loop();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.listenerRetry);
    this.wakeUp();
    await this.loopDone;
    const listener = this.listener;
    this.listener = undefined;
    if (listener) await listener.end().catch(() => undefined);
  }

  /** Publishes everything currently publishable; returns how many rows it published. Used by tests. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await this.publishOneBatch();
      total += count;
      if (count < this.settings.batchSize) return total;
    }
  }

  private wakeUp(): void {
    this.pendingWake = true;
    this.wake?.();
  }

  private async loop(): Promise<void> {
    while (this.running) {
      this.pendingWake = false;
      try {
        if (!this.settings.publisher.isReady()) {
          await this.sleep(Math.min(1000, this.settings.pollIntervalMs));
          continue;
        }
        const count = await this.publishOneBatch();
        this.failures = 0;
        await this.applyRetention();
        if (count >= this.settings.batchSize) continue;
        if (!this.pendingWake) await this.sleep(this.settings.pollIntervalMs);
      } catch (error) {
        this.failures += 1;
        const delay = Math.min(5000, 100 * 2 ** Math.min(this.failures, 6));
        this.settings.logger.warn({ err: error, delay_ms: delay }, 'outbox batch failed; will retry');
        await this.sleep(delay);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    if (!this.running || this.pendingWake) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = undefined;
        done();
      };
    });
  }

  private async publishOneBatch(): Promise<number> {
    const stopTimer = this.batches?.startTimer();
    const { dataSource, publisher, batchSize } = this.settings;
    const count = await dataSource.transaction(async (manager) => {
      const rows = await manager.query<OutboxRow[]>(
        `SELECT id, event_id, event_type, envelope, mandatory
           FROM outbox
          WHERE published_at IS NULL AND next_attempt_at <= now()
          ORDER BY id
          LIMIT $1
          FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      if (rows.length === 0) return 0;

      const messages: OutgoingMessage[] = rows.map((row) => ({
        messageId: row.event_id,
        routingKey: row.event_type,
        body: Buffer.from(JSON.stringify(row.envelope)),
        correlationId: row.envelope.correlationId,
        timestamp: Date.parse(row.envelope.occurredAt),
        mandatory: row.mandatory,
      }));
      const outcome = await publisher.publishBatch(messages);
      await this.settings.hooks?.afterPublish?.(rows.map((r) => r.event_id));

      if (outcome.routed.length > 0) {
        await manager.query(
          'UPDATE outbox SET published_at = now(), attempts = attempts + 1, last_error = NULL WHERE event_id = ANY($1::uuid[])',
          [outcome.routed],
        );
      }
      if (outcome.unroutable.length > 0) {
        // No queue is bound for these types yet (a consumer has not declared its queue): keep them
        // and try again later rather than let the broker drop them.
        const base = this.settings.unroutableRetryBaseMs ?? 1000;
        await manager.query(
          `UPDATE outbox
              SET attempts = attempts + 1,
                  last_error = 'unroutable: no queue bound for this event type',
                  next_attempt_at = now() + make_interval(secs => LEAST(300, $2::float8 / 1000 * power(2, LEAST(attempts, 8))))
            WHERE event_id = ANY($1::uuid[])`,
          [outcome.unroutable, base],
        );
        this.settings.logger.warn({ events: outcome.unroutable.length }, 'outbox events unroutable; will retry');
      }
      this.published?.inc({ outcome: 'routed' }, outcome.routed.length);
      this.published?.inc({ outcome: 'unroutable' }, outcome.unroutable.length);
      return rows.length;
    });
    stopTimer?.();
    return count;
  }

  private async applyRetention(): Promise<void> {
    const now = Date.now();
    if (now - this.lastRetentionAt < RETENTION_EVERY_MS) return;
    this.lastRetentionAt = now;
    const hours = this.settings.retentionHours;
    await this.settings.dataSource.query(`DELETE FROM outbox WHERE published_at < now() - make_interval(hours => $1)`, [
      hours,
    ]);
    await this.settings.dataSource.query(`DELETE FROM inbox WHERE received_at < now() - make_interval(hours => $1)`, [
      hours,
    ]);
  }

  private async listen(): Promise<void> {
    if (!this.running) return;
    const client = new Client({ connectionString: this.settings.databaseUrl, application_name: 'outbox-listener' });
    client.on('notification', () => this.wakeUp());
    client.on('error', (error) => {
      this.settings.logger.warn({ err: error }, 'outbox listener lost its connection');
      if (this.listener === client) this.listener = undefined;
      void client.end().catch(() => undefined);
      this.scheduleListen();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (!this.running) {
        await client.end();
        return;
      }
      this.listener = client;
      // Rows committed while we were not listening are picked up at once.
      this.wakeUp();
    } catch (error) {
      this.settings.logger.warn({ err: error }, 'outbox listener could not connect; polling meanwhile');
      await client.end().catch(() => undefined);
      this.scheduleListen();
    }
  }

  private scheduleListen(): void {
    if (!this.running || this.listenerRetry) return;
    this.listenerRetry = setTimeout(() => {
      this.listenerRetry = undefined;
      void this.listen();
    }, 1000);
  }
}
