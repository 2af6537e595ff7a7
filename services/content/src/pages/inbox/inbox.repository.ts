import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { INBOX_SORTS, InboxKind, InboxQuery, InboxStatus, InboxUpdate } from '@studyhub/contracts';

export interface InboxRow {
  id: string;
  kind: InboxKind;
  name: string;
  email: string;
  subject: string;
  status: InboxStatus;
  userId: string | null;
  createdAt: Date;
}

/** A list row; the message's text and note only when asked for (the export). */
export interface InboxListRow extends InboxRow {
  message?: string;
  internalNote?: string;
  updatedAt?: Date;
}

export interface InboxDetailRow extends InboxRow {
  message: string;
  details: Record<string, unknown>;
  internalNote: string;
  updatedAt: Date;
}

// Contact messages and legal submissions seen as one list; a contact message's topic is its detail.
const INBOX_SOURCE = `(
  SELECT id, 'contact'::text AS kind, name, email, subject, message, jsonb_build_object('topic', topic) AS details,
         user_id, status, internal_note, created_at, updated_at
    FROM contact_messages
  UNION ALL
  SELECT id, kind, name, email, subject, message, details, user_id, status, internal_note, created_at, updated_at
    FROM legal_submissions
) inbox`;

/** ORDER BY of each allowed sort (never the query's own text); status follows the work. */
const SORT_EXPRESSIONS: Record<(typeof INBOX_SORTS)[number], string> = {
  created_at: 'created_at',
  status: `CASE status WHEN 'open' THEN 0 WHEN 'in_progress' THEN 1 ELSE 2 END`,
  kind: 'kind',
  subject: 'lower(subject)',
};

const SUMMARY_COLUMNS = `id, kind, name, email, subject, status, user_id AS "userId", created_at AS "createdAt"`;

@Injectable()
export class InboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of the filtered inbox in the asked order; `withText` adds each message's text and note (the export). */
  async list(query: InboxQuery, withText = false): Promise<{ rows: InboxListRow[]; total: number }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.kind) conditions.push(`kind = $${params.push(query.kind)}`);
    if (query.status) conditions.push(`status = $${params.push(query.status)}`);
    if (query.q) {
      const pattern = `$${params.push(`%${query.q.replace(/[\\%_]/g, '\\$&')}%`)}`;
      conditions.push(`(subject ILIKE ${pattern} OR name ILIKE ${pattern} OR email ILIKE ${pattern})`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const columns = withText
      ? `${SUMMARY_COLUMNS}, message, internal_note AS "internalNote", updated_at AS "updatedAt"`
      : SUMMARY_COLUMNS;
    const [rows, counted] = await Promise.all([
      this.dataSource.query<InboxListRow[]>(
        `SELECT ${columns} FROM ${INBOX_SOURCE} ${where}
          ORDER BY ${SORT_EXPRESSIONS[query.sort]} ${direction}, created_at ${direction}, id ${direction}
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, (query.page - 1) * query.limit],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM ${INBOX_SOURCE} ${where}`, params),
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  }

  /** `forUpdate` locks the message's row until the caller's transaction ends. */
  async item(
    kind: InboxKind,
    id: string,
    manager: EntityManager = this.dataSource.manager,
    options: { forUpdate?: boolean } = {},
  ): Promise<InboxDetailRow | null> {
    if (options.forUpdate) await manager.query(`SELECT 1 FROM ${tableOf(kind)} WHERE id = $1 FOR UPDATE`, [id]);
    const rows = await manager.query<InboxDetailRow[]>(
      `SELECT ${SUMMARY_COLUMNS}, message, details, internal_note AS "internalNote", updated_at AS "updatedAt"
         FROM ${INBOX_SOURCE} WHERE kind = $1 AND id = $2`,
      [kind, id],
    );
    return rows[0] ?? null;
  }

  /** Returns false when no such item exists. */
  async update(
    kind: InboxKind,
    id: string,
    update: InboxUpdate,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const table = tableOf(kind);
    const kindCondition = kind === 'contact' ? '' : ' AND kind = $4';
    const params: unknown[] = [id, update.status ?? null, update.internal_note ?? null];
    if (kind !== 'contact') params.push(kind);
    const rows = await manager.query<unknown[]>(
      `UPDATE ${table}
          SET status = COALESCE($2, status), internal_note = COALESCE($3, internal_note), updated_at = now()
        WHERE id = $1${kindCondition}
        RETURNING id`,
      params,
    );
    return rows.length > 0;
  }
}

function tableOf(kind: InboxKind): 'contact_messages' | 'legal_submissions' {
  return kind === 'contact' ? 'contact_messages' : 'legal_submissions';
}
