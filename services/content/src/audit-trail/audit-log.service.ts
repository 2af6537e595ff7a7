import { Injectable } from '@nestjs/common';
import type {
  AuditLogEntry,
  AuditLogEntrySummary,
  AuditLogFacets,
  AuditLogQuery,
  ServiceName,
} from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';
import { AuditLogRepository, type AuditEntryRow, type AuditLogFilters } from './audit-log.repository';

export const AuditLogErrors = defineErrors({
  AUDIT_ENTRY_NOT_FOUND: { status: 'NOT_FOUND', message: 'This audit entry does not exist.' },
});

function toSummary(row: AuditEntryRow): AuditLogEntrySummary {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    service: row.service as ServiceName,
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    summary: row.summary,
  };
}

/** The back office's audit trail: what admins changed, in any service. */
@Injectable()
export class AuditLogService {
  constructor(private readonly repository: AuditLogRepository) {}

  async list(
    filters: AuditLogFilters,
    page: number,
    limit: number,
  ): Promise<{ items: AuditLogEntrySummary[]; total: number }> {
    const { rows, total } = await this.repository.list(filters, page, limit);
    return { items: rows.map(toSummary), total };
  }

  async entry(id: string): Promise<AuditLogEntry> {
    const row = await this.repository.entry(id);
    if (!row) throw AuditLogErrors.AUDIT_ENTRY_NOT_FOUND();
    return {
      ...toSummary(row),
      before: row.before,
      after: row.after,
      correlation_id: row.correlationId,
      recorded_at: row.recordedAt.toISOString(),
    };
  }

  async facets(): Promise<AuditLogFacets> {
    const { actions, targetTypes } = await this.repository.facets();
    return { actions, target_types: targetTypes };
  }
}

export function filtersOf(query: AuditLogQuery): AuditLogFilters {
  const { page: _page, limit: _limit, format: _format, ...filters } = query;
  return filters;
}
