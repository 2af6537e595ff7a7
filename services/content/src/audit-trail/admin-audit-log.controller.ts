import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  auditLogQuerySchema,
  type ApiData,
  type ApiList,
  type AuditLogEntry,
  type AuditLogEntrySummary,
  type AuditLogFacets,
} from '@studyhub/contracts';
import { collectAllPages, parseInput, Roles, sendCsv, type CsvColumn } from '@studyhub/platform';
import { AuditLogService, filtersOf } from './audit-log.service';

const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditLogEntrySummary>[] = [
  { header: 'When', value: (entry) => entry.occurred_at },
  { header: 'Admin', value: (entry) => entry.actor_email ?? entry.actor_id },
  { header: 'Admin id', value: (entry) => entry.actor_id },
  { header: 'Service', value: (entry) => entry.service },
  { header: 'Action', value: (entry) => entry.action },
  { header: 'Target type', value: (entry) => entry.target_type },
  { header: 'Target id', value: (entry) => entry.target_id },
  { header: 'Summary', value: (entry) => entry.summary },
  { header: 'Entry id', value: (entry) => entry.id },
];

/** /api/admin/audit-log: every admin write of every service (role admin and status active). */
@Controller('admin/audit-log')
@Roles('admin')
export class AdminAuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  /** A page of JSON, or with `format=csv` every matching entry as a download. */
  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<AuditLogEntrySummary> | string> {
    const input = parseInput(auditLogQuerySchema, query);
    const filters = filtersOf(input);
    const page = async (page: number, limit: number): Promise<ApiList<AuditLogEntrySummary>> => {
      const { items, total } = await this.auditLog.list(filters, page, limit);
      return { data: items, meta: { page, limit, total } };
    };
    if (input.format === 'json') return page(input.page, input.limit);
    return sendCsv(reply, 'audit-log', AUDIT_CSV_COLUMNS, await collectAllPages(page));
  }

  /** The actions and target types recorded so far, for the filter form. */
  @Get('facets')
  async facets(): Promise<ApiData<AuditLogFacets>> {
    return { data: await this.auditLog.facets() };
  }

  @Get(':id')
  async entry(@Param('id', new ParseUUIDPipe()) id: string): Promise<ApiData<AuditLogEntry>> {
    return { data: await this.auditLog.entry(id) };
  }
}
