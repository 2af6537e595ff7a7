import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  ADMIN_EMAIL_SORTS,
  AdminEmailListQuery,
  AdminEmailLogEntry,
  OutgoingEmailStatus,
} from '@studyhub/contracts';

interface LogRow {
  id: string;
  template: string;
  user_id: string | null;
  recipient: string;
  recipient_name: string;
  subject: string;
  status: OutgoingEmailStatus;
  attempts: number;
  last_error: string | null;
  has_bodies: boolean;
  resent_from: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface StoredEmail {
  id: string;
  template: string;
  userId: string | null;
  recipient: string;
  recipientName: string;
  subject: string;
  html: string | null;
  text: string | null;
  listUnsubscribeUrl: string | null;
  correlationId: string | null;
}

/** The e-mail log's reads (outgoing_emails, newest first). */
const SORT_COLUMNS: Record<(typeof ADMIN_EMAIL_SORTS)[number], string> = {
  created_at: 'created_at',
  recipient: 'recipient',
  template: 'template',
  status: 'status',
  attempts: 'attempts',
};

@Injectable()
export class AdminEmailsRepository {
  async page(
    manager: EntityManager,
    filter: AdminEmailListQuery,
  ): Promise<{ items: AdminEmailLogEntry[]; total: number }> {
    const where = `($1::text IS NULL OR status = $1)
      AND ($2::text IS NULL OR template = $2)
      AND ($3::text IS NULL OR recipient ILIKE '%' || $3 || '%' OR subject ILIKE '%' || $3 || '%')`;
    const params = [filter.status ?? null, filter.template || null, escapeLike(filter.q) || null];
    const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
    const rows = await manager.query<LogRow[]>(
      `SELECT id, template, user_id, recipient, recipient_name, subject, status, attempts, last_error,
              (html_body IS NOT NULL AND text_body IS NOT NULL) AS has_bodies, resent_from, created_at, sent_at
       FROM outgoing_emails WHERE ${where}
       ORDER BY ${SORT_COLUMNS[filter.sort]} ${direction}, created_at ${direction}, id ${direction}
       LIMIT $4 OFFSET $5`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    );
    const [count] = await manager.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM outgoing_emails WHERE ${where}`,
      params,
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        template: row.template,
        user_id: row.user_id,
        recipient: row.recipient,
        recipient_name: row.recipient_name,
        subject: row.subject,
        status: row.status,
        attempts: row.attempts,
        last_error: row.last_error,
        can_resend: row.has_bodies && row.status !== 'pending',
        resent_from: row.resent_from,
        created_at: row.created_at.toISOString(),
        sent_at: row.sent_at ? row.sent_at.toISOString() : null,
      })),
      total: count?.total ?? 0,
    };
  }

  async find(manager: EntityManager, id: string): Promise<(StoredEmail & { status: OutgoingEmailStatus }) | undefined> {
    const rows = await manager.query<
      {
        id: string;
        template: string;
        user_id: string | null;
        recipient: string;
        recipient_name: string;
        subject: string;
        html_body: string | null;
        text_body: string | null;
        list_unsubscribe_url: string | null;
        correlation_id: string | null;
        status: OutgoingEmailStatus;
      }[]
    >(
      `SELECT id, template, user_id, recipient, recipient_name, subject, html_body, text_body, list_unsubscribe_url,
              correlation_id, status
       FROM outgoing_emails WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      id: row.id,
      template: row.template,
      userId: row.user_id,
      recipient: row.recipient,
      recipientName: row.recipient_name,
      subject: row.subject,
      html: row.html_body,
      text: row.text_body,
      listUnsubscribeUrl: row.list_unsubscribe_url,
      correlationId: row.correlation_id,
      status: row.status,
    };
  }

  async templatesInLog(manager: EntityManager): Promise<string[]> {
    const rows = await manager.query<{ template: string }[]>(
      `SELECT DISTINCT template FROM outgoing_emails ORDER BY template`,
    );
    return rows.map((row) => row.template);
  }
}

/** A search term is matched literally: % and _ lose their LIKE meaning. */
function escapeLike(term: string | undefined): string | undefined {
  return term?.replace(/[\\%_]/g, (character) => `\\${character}`);
}
