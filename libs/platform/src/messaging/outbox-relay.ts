import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { MetricsRegistry } from '../metrics/metrics-registry';
import type { ConfirmPublisher } from './confirm-publisher';
import { publishOutboxBatch } from './outbox-batch';
import { onOutboxCommitted } from './outbox-commit-subscriber';
import { RelayConnection } from './relay-connection';
import { WakeSignal } from './wake-signal';

export interface OutboxRelayHooks {
  /** After the broker confirmed a batch and before the rows are marked sent (tests crash here). */
  afterPublish?(eventIds: readonly string[]): void | Promise<void>;
}

export interface OutboxRelaySettings {
  dataSource: DataSource;
  /** Each relay loop holds its own session on this database. */
  databaseUrl: string;
  publisher: ConfirmPublisher;
  logger: Logger;
  metrics?: MetricsRegistry;
  batchSize: number;
  /** Fallback poll, for rows written by other processes or left by a crash. */
  pollIntervalMs: number;
  /** Loops publishing side by side (SKIP LOCKED keeps them apart); one confirms while another selects. */
  concurrency?: number;
  retentionHours: number;
  /** Unroutable events wait this long before they are tried again, doubled per attempt. */
  unroutableRetryBaseMs?: number;
  hooks?: OutboxRelayHooks;
}

const RETENTION_EVERY_MS = 10 * 60_000;

/**
 * Publishes committed outbox rows. It selects unpublished rows by status with FOR UPDATE SKIP
 * LOCKED (never by an id cursor: ids are handed out before commit, so a transaction that commits
 * late with a lower id would be skipped), publishes them with confirms, then marks them sent in
 * the same transaction. Any number of relays may run against one database. A crash between
 * publishing and marking republishes the batch; consumers drop the duplicates by event id.
 *
 * It wakes the moment a transaction of this process that wrote outbox rows commits, and polls as
 * a fallback.
 */
export class OutboxRelay {
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly signal = new WakeSignal();
  private stopListening: (() => void) | undefined;
  private lastRetentionAt = 0;
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
    this.stopListening = onOutboxCommitted(this.settings.dataSource, () => this.wakeUp());
    const concurrency = Math.max(1, this.settings.concurrency ?? 2);
    this.loops = Array.from({ length: concurrency }, () =>
      this.loop(new RelayConnection(this.settings.databaseUrl, this.settings.logger)),
    );
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopListening?.();
    this.signal.notify();
    await Promise.all(this.loops);
    this.loops = [];
  }

  /** Publish now rather than at the next poll. */
  wakeUp(): void {
    this.signal.notify();
  }

  /** Publishes everything currently publishable; returns how many rows it published. Used by tests. */
  async drain(): Promise<number> {
    const connection = new RelayConnection(this.settings.databaseUrl, this.settings.logger);
    let total = 0;
    try {
      for (;;) {
        const count = await this.publishOneBatch(connection);
        total += count;
        if (count < this.settings.batchSize) return total;
      }
    } finally {
      await connection.close();
    }
  }

  private async loop(connection: RelayConnection): Promise<void> {
    let failures = 0;
    while (this.running) {
      const seen = this.signal.seen();
      try {
        if (!this.settings.publisher.isReady()) {
          await this.signal.sleep(Math.min(250, this.settings.pollIntervalMs), seen);
          continue;
        }
        const count = await this.publishOneBatch(connection);
        failures = 0;
        await this.applyRetention();
        if (count >= this.settings.batchSize) continue;
        await this.signal.sleep(this.settings.pollIntervalMs, seen);
      } catch (error) {
        failures += 1;
        const delay = Math.min(5000, 100 * 2 ** Math.min(failures, 6));
        this.settings.logger.warn({ err: error, delay_ms: delay }, 'outbox batch failed; will retry');
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    await connection.close();
  }

  private async publishOneBatch(connection: RelayConnection): Promise<number> {
    const stopTimer = this.batches?.startTimer();
    const client = await connection.get();
    let result;
    try {
      result = await publishOutboxBatch(client, this.settings.publisher, {
        limit: this.settings.batchSize,
        unroutableRetryBaseMs: this.settings.unroutableRetryBaseMs ?? 1000,
        afterPublish: (eventIds) => this.settings.hooks?.afterPublish?.(eventIds),
      });
    } catch (error) {
      // The session may be mid-transaction or broken: start the next batch on a fresh one.
      connection.discard(client);
      throw error;
    }
    const { outcome, retryInMs } = result;
    if (outcome.unroutable.length > 0) {
      // No queue is bound for these types yet (a consumer has not declared its queue): they wait
      // and are tried again rather than dropped by the broker.
      this.settings.logger.warn({ events: outcome.unroutable.length }, 'outbox events unroutable; will retry');
      setTimeout(() => this.wakeUp(), (retryInMs ?? 0) + 5).unref();
    }
    this.published?.inc({ outcome: 'routed' }, outcome.routed.length);
    this.published?.inc({ outcome: 'unroutable' }, outcome.unroutable.length);
    if (result.claimed > 0) stopTimer?.();
    return result.claimed;
  }

  private async applyRetention(): Promise<void> {
    const now = Date.now();
    if (now - this.lastRetentionAt < RETENTION_EVERY_MS) return;
    this.lastRetentionAt = now;
    const hours = this.settings.retentionHours;
    // In slices, so retention never holds long locks on a busy outbox.
    for (;;) {
      // TypeORM answers a DELETE with [rows, affected count].
      const [, deleted] = await this.settings.dataSource.query<[unknown[], number]>(
        `DELETE FROM outbox WHERE id IN (
           SELECT id FROM outbox WHERE published_at < now() - make_interval(hours => $1) LIMIT 5000)`,
        [hours],
      );
      if (deleted < 5000) break;
    }
    await this.settings.dataSource.query(`DELETE FROM inbox WHERE received_at < now() - make_interval(hours => $1)`, [
      hours,
    ]);
  }
}
