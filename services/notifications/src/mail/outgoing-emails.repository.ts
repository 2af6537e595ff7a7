import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RenderedMail } from '../templates/mail-layout';
import type { MailRecipient } from './outgoing-mail';

export interface NewOutgoingEmail {
  eventId: string;
  template: string;
  userId: string | null;
  to: MailRecipient;
  content: RenderedMail;
  correlationId: string | null;
  /** The one-click unsubscribe URL (RFC 8058) for the preference this message follows. */
  listUnsubscribeUrl: string | null;
  /** Bodies are kept after delivery (so an admin can resend) unless they hold a single-use link. */
  keepBodies: boolean;
  /** The message this one re-sends. */
  resentFrom?: string | null;
}

/** A claimed message: locked by the dispatcher's transaction until it records the outcome. */
export interface DueEmail {
  id: string;
  template: string;
  userId: string | null;
  to: MailRecipient;
  subject: string;
  html: string;
  text: string;
  /** Attempts made before this one. */
  attempts: number;
  correlationId: string | null;
  listUnsubscribeUrl: string | null;
}

interface DueEmailRow {
  id: string;
  template: string;
  user_id: string | null;
  recipient: string;
  recipient_name: string;
  subject: string;
  html_body: string | null;
  text_body: string | null;
  attempts: number;
  correlation_id: string | null;
  list_unsubscribe_url: string | null;
}

/** Every query on outgoing_emails. */
@Injectable()
export class OutgoingEmailsRepository {
  /** Queues a message once per (event, template, user); answers its id, or undefined when it was already queued. */
  async insertPending(manager: EntityManager, email: NewOutgoingEmail): Promise<string | undefined> {
    const rows = await manager.query<{ id: string }[]>(
      `INSERT INTO outgoing_emails
         (event_id, template, user_id, recipient, recipient_name, subject, html_body, text_body, correlation_id,
          list_unsubscribe_url, keep_bodies, resent_from)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (event_id, template, user_id) DO NOTHING
       RETURNING id`,
      [
        email.eventId,
        email.template,
        email.userId,
        email.to.address,
        email.to.name,
        email.content.subject,
        email.content.html,
        email.content.text,
        email.correlationId,
        email.listUnsubscribeUrl,
        email.keepBodies,
        email.resentFrom ?? null,
      ],
    );
    return rows[0]?.id;
  }

  /**
   * Locks the oldest due message for the rest of the caller's transaction. SKIP LOCKED lets any
   * number of dispatchers (replicas) work side by side without taking the same message.
   */
  async claimNextDue(manager: EntityManager): Promise<DueEmail | undefined> {
    const rows = await manager.query<DueEmailRow[]>(
      `SELECT id, template, user_id, recipient, recipient_name, subject, html_body, text_body, attempts, correlation_id,
              list_unsubscribe_url
       FROM outgoing_emails
       WHERE status = 'pending' AND next_attempt_at <= now()
       ORDER BY next_attempt_at, created_at
       LIMIT 1
       FOR UPDATE SKIP LOCKED`,
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      id: row.id,
      template: row.template,
      userId: row.user_id,
      to: { name: row.recipient_name, address: row.recipient },
      subject: row.subject,
      html: row.html_body ?? '',
      text: row.text_body ?? '',
      attempts: row.attempts,
      correlationId: row.correlation_id,
      listUnsubscribeUrl: row.list_unsubscribe_url,
    };
  }

  async markSent(manager: EntityManager, id: string): Promise<void> {
    await manager.query(
      `UPDATE outgoing_emails
       SET status = 'sent', attempts = attempts + 1, sent_at = clock_timestamp(), last_error = NULL,
           html_body = CASE WHEN keep_bodies THEN html_body END,
           text_body = CASE WHEN keep_bodies THEN text_body END, updated_at = clock_timestamp()
       WHERE id = $1`,
      [id],
    );
  }

  async scheduleRetry(manager: EntityManager, id: string, error: string, delayMs: number): Promise<void> {
    await manager.query(
      `UPDATE outgoing_emails
       SET attempts = attempts + 1, last_error = $2,
           next_attempt_at = clock_timestamp() + make_interval(secs => $3::double precision / 1000),
           updated_at = clock_timestamp()
       WHERE id = $1`,
      [id, error, delayMs],
    );
  }

  async markFailed(manager: EntityManager, id: string, error: string): Promise<void> {
    await manager.query(
      `UPDATE outgoing_emails
       SET status = 'failed', attempts = attempts + 1, last_error = $2,
           html_body = CASE WHEN keep_bodies THEN html_body END,
           text_body = CASE WHEN keep_bodies THEN text_body END, updated_at = clock_timestamp()
       WHERE id = $1`,
      [id, error],
    );
  }

  /** Forgets every message to a deleted user, sent or not (addresses and names are personal data). */
  async deleteByUser(manager: EntityManager, userId: string): Promise<number> {
    const [, deleted] = await manager.query<[unknown[], number]>('DELETE FROM outgoing_emails WHERE user_id = $1', [
      userId,
    ]);
    return deleted;
  }
}
