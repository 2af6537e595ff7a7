import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { LOGGER, WakeSignal } from '@studyhub/platform';
import { onMailQueuedCommit } from './mail-commit-signal';
import { MAIL_SETTINGS, MAIL_TRANSPORT, type MailSettings } from './mail-settings';
import { MailDeliveryError, type MailTransport } from './outgoing-mail';
import { type DueEmail, OutgoingEmailsRepository } from './outgoing-emails.repository';
import { afterFailedAttempt } from './retry-policy';

/** Fallback poll: retries that came due, and messages queued by other replicas. */
const POLL_INTERVAL_MS = 1000;
/** Loops sending side by side; SKIP LOCKED keeps them (and other replicas) on different messages. */
const CONCURRENCY = 2;

/**
 * Delivers queued messages. Each delivery runs in its own transaction: lock one due row (FOR UPDATE
 * SKIP LOCKED), hand the message to the transport, record the outcome, commit. A message is
 * therefore marked sent only after the transport accepted it, and a crash before the commit
 * releases the lock and leaves it pending.
 *
 * At-least-once edge: if the process dies, or the database connection drops, after the transport
 * accepted a message and before the commit, the message is delivered again later (with the same
 * Message-ID, which lets mail systems recognise the copy). Nothing is ever lost; a duplicate needs
 * a crash inside that window.
 */
@Injectable()
export class MailDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly signal = new WakeSignal();
  private stopListening: (() => void) | undefined;
  private readonly logger: Logger;

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: OutgoingEmailsRepository,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'mail-dispatcher', transport: transport.kind });
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
    await this.transport.close();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopListening = onMailQueuedCommit(this.dataSource, () => this.signal.notify());
    this.loops = Array.from({ length: CONCURRENCY }, () => this.loop());
    if (this.transport.kind === 'file') {
      this.logger.info({ directory: this.settings.fileDirectory }, 'no SMTP_URL: e-mails are written as .eml files');
    }
  }

  /** Stops claiming; a delivery in progress finishes and is recorded. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopListening?.();
    this.signal.notify();
    await Promise.all(this.loops);
    this.loops = [];
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (this.running) {
      const seen = this.signal.seen();
      try {
        const delivered = await this.deliverNext();
        failures = 0;
        if (!delivered) await this.signal.sleep(POLL_INTERVAL_MS, seen);
      } catch (error) {
        failures += 1;
        const delay = Math.min(5000, 100 * 2 ** Math.min(failures, 6));
        this.logger.warn({ err: error, delay_ms: delay }, 'mail dispatch failed; will retry');
        await this.signal.sleep(delay, seen);
      }
    }
  }

  /** Delivers one due message; answers false when none is due. */
  private async deliverNext(): Promise<boolean> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const email = await this.repository.claimNextDue(runner.manager);
      if (!email) {
        await runner.commitTransaction();
        return false;
      }
      const log = this.logger.child({
        mail_id: email.id,
        template: email.template,
        ...(email.correlationId ? { correlation_id: email.correlationId } : {}),
        ...(email.userId ? { user_id: email.userId } : {}),
      });
      const attempt = email.attempts + 1;
      let location: string;
      try {
        ({ location } = await this.transport.send(this.messageOf(email)));
      } catch (error) {
        await this.recordFailure(runner.manager, email, attempt, error, log);
        await runner.commitTransaction();
        return true;
      }
      await this.repository.markSent(runner.manager, email.id);
      await runner.commitTransaction();
      log.info({ to: email.to.address, subject: email.subject, attempt, location }, 'e-mail delivered');
      return true;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async recordFailure(
    manager: EntityManager,
    email: DueEmail,
    attempt: number,
    error: unknown,
    log: Logger,
  ): Promise<void> {
    const permanent = error instanceof MailDeliveryError && error.permanent;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const next = afterFailedAttempt(attempt, this.settings, permanent);
    if (next.kind === 'retry') {
      await this.repository.scheduleRetry(manager, email.id, reason, next.delayMs);
      log.warn({ err: error, attempt, retry_in_ms: next.delayMs }, 'e-mail delivery failed; will retry');
    } else {
      await this.repository.markFailed(manager, email.id, reason);
      log.error({ err: error, attempt, permanent }, 'e-mail delivery failed for the last time');
    }
  }

  private messageOf(email: DueEmail) {
    return {
      id: email.id,
      from: this.settings.from,
      replyTo: this.settings.replyTo,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      listUnsubscribeUrl: email.listUnsubscribeUrl,
    };
  }
}
