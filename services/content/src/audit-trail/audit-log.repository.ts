import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminActionRecordedData, AuditLogQuery, AuditLogSortColumn } from '@studyhub/contracts';

export interface NewAuditEntry extends AdminActionRecordedData {
  id: string;
  occurredAt: string;
  service: string;
  correlationId: string;
}

export interface AuditEntryRow {
  id: string;
  occurredAt: Date;
  service: string;
  actorId: string;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
}

export interface AuditEntryDetailRow extends AuditEntryRow {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  correlationId: string;
  recordedAt: Date;
}

export type AuditLogFilters = Omit<AuditLogQuery, 'page' | 'limit' | 'format'>;

const SORT_EXPRESSIONS: Record<AuditLogSortColumn, string> = {
  occurred_at: 'occurred_at',
  action: 'action',
  service: 'service',
  actor: 'coalesce(actor_email, actor_id)',
  target_type: 'target_type',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SUMMARY_COLUMNS = `id, occurred_at AS "occurredAt", service, actor_id AS "actorId", actor_email AS "actorEmail",
  action, target_type AS "targetType", target_id AS "targetId", summary`;

/** The audit trail's table: appended by the consumer, read by the admin list. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, entry: NewAuditEntry): Promise<void> {
    await manager.query(
      `INSERT INTO admin_audit_entries
         (id, occurred_at, service, actor_id, actor_email, action, target_type, target_id, summary, before, after,
          correlation_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (id) DO NOTHING`,
      [
        entry.id,
        entry.occurredAt,
        entry.service,
        entry.actorId,
        entry.actorEmail,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.summary,
        entry.before === null ? null : JSON.stringify(entry.before),
        entry.after === null ? null : JSON.stringify(entry.after),
        entry.correlationId,
      ],
    );
  }

  async list(filters: AuditLogFilters, page: number, limit: number): Promise<{ rows: AuditEntryRow[]; total: number }> {
    const { where, params } = whereOf(filters);
    const direction = filters.order === 'asc' ? 'ASC' : 'DESC';
    const order = `${SORT_EXPRESSIONS[filters.sort]} ${direction}, occurred_at ${direction}, id ${direction}`;
    const [rows, counted] = await Promise.all([
      this.dataSource.query<AuditEntryRow[]>(
        `SELECT ${SUMMARY_COLUMNS} FROM admin_audit_entries ${where}
          ORDER BY ${order}
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, (page - 1) * limit],
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM admin_audit_entries ${where}`,
        params,
      ),
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  }

  async entry(id: string): Promise<AuditEntryDetailRow | null> {
    const rows = await this.dataSource.query<AuditEntryDetailRow[]>(
      `SELECT ${SUMMARY_COLUMNS}, before, after, correlation_id AS "correlationId", recorded_at AS "recordedAt"
         FROM admin_audit_entries WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async facets(): Promise<{ actions: string[]; targetTypes: string[] }> {
    const [actions, targetTypes] = await Promise.all([
      this.dataSource.query<{ value: string }[]>(
        'SELECT DISTINCT action AS value FROM admin_audit_entries ORDER BY action',
      ),
      this.dataSource.query<{ value: string }[]>(
        'SELECT DISTINCT target_type AS value FROM admin_audit_entries ORDER BY target_type',
      ),
    ]);
    return { actions: actions.map((row) => row.value), targetTypes: targetTypes.map((row) => row.value) };
  }
}

function whereOf(filters: AuditLogFilters): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filters.actor) {
    conditions.push(
      UUID.test(filters.actor)
        ? `actor_id = $${params.push(filters.actor.toLowerCase())}`
        : `actor_email ILIKE $${params.push(`%${escapeLike(filters.actor)}%`)} ESCAPE '\\'`,
    );
  }
  if (filters.service) conditions.push(`service = $${params.push(filters.service)}`);
  if (filters.action) conditions.push(`action = $${params.push(filters.action)}`);
  if (filters.target_type) conditions.push(`target_type = $${params.push(filters.target_type)}`);
  if (filters.target_id) conditions.push(`target_id = $${params.push(filters.target_id)}`);
  if (filters.from)
    conditions.push(`occurred_at >= ($${params.push(filters.from)}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (filters.to)
    conditions.push(`occurred_at < ($${params.push(filters.to)}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  if (filters.q) conditions.push(`summary ILIKE $${params.push(`%${escapeLike(filters.q)}%`)} ESCAPE '\\'`);
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
