import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  adminReportsQuerySchema,
  reportAssignSchema,
  reportResolveSchema,
  REPORT_REASON_LABELS,
  REPORT_SOURCE_LABELS,
  REPORT_STATUS_LABELS,
  type AdminReport,
  type AdminReportSummary,
  type ApiData,
  type ApiList,
} from '@studyhub/contracts';
import {
  collectAllPages,
  CurrentContext,
  CurrentPrincipal,
  parseInput,
  Roles,
  sendCsv,
  type CsvColumn,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { ReportResolutionService } from './report-resolution.service';
import { ReportsService } from './reports.service';

const CSV_COLUMNS: readonly CsvColumn<AdminReportSummary>[] = [
  { header: 'Report', value: (report) => report.id },
  { header: 'Received', value: (report) => report.created_at },
  { header: 'Source', value: (report) => REPORT_SOURCE_LABELS[report.source] },
  { header: 'Reason', value: (report) => REPORT_REASON_LABELS[report.reason] },
  { header: 'Status', value: (report) => REPORT_STATUS_LABELS[report.status] },
  { header: 'Document', value: (report) => report.document.title },
  { header: 'Document id', value: (report) => report.document.id },
  { header: 'Document status', value: (report) => report.document.status },
  { header: 'Reporter', value: (report) => report.reporter.name ?? report.reporter.email ?? report.reporter.user_id },
  { header: 'Assignee', value: (report) => report.assignee_id },
  { header: 'Updated', value: (report) => report.updated_at },
];

/** /api/admin/reports: user reports, copyright notices and plagiarism flags in one queue. */
@Controller('admin/reports')
@Roles('admin')
export class AdminReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly resolution: ReportResolutionService,
  ) {}

  /** A page of the queue, or with `format=csv` every report the filters match. */
  @Get()
  async list(
    @Query() query: unknown,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<AdminReportSummary> | string> {
    const input = parseInput(adminReportsQuerySchema, query);
    const page = async (pageNumber: number, limit: number): Promise<ApiList<AdminReportSummary>> => {
      const { items, total } = await this.reports.list(input, principal.userId, {
        limit,
        offset: (pageNumber - 1) * limit,
      });
      return { data: items, meta: { page: pageNumber, limit, total } };
    };
    if (input.format === 'csv') return sendCsv(reply, 'reports', CSV_COLUMNS, await collectAllPages(page));
    return page(input.page, input.limit);
  }

  @Get(':id')
  async detail(@Param('id', new ParseUUIDPipe()) id: string): Promise<ApiData<AdminReport>> {
    return { data: await this.reports.detail(id) };
  }

  @Put(':id/assignee')
  async assign(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminReport>> {
    const input = parseInput(reportAssignSchema, body);
    return { data: await this.resolution.assign(principal, id, input, context) };
  }

  @Post(':id/resolve')
  @HttpCode(200)
  async resolve(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminReport>> {
    const input = parseInput(reportResolveSchema, body);
    return { data: await this.resolution.resolve(principal, id, input, context) };
  }
}
