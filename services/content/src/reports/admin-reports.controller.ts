import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import {
  adminReportsQuerySchema,
  reportAssignSchema,
  reportResolveSchema,
  type AdminReport,
  type AdminReportSummary,
  type ApiData,
  type ApiList,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  parseInput,
  Roles,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { ReportResolutionService } from './report-resolution.service';
import { ReportsService } from './reports.service';

/** /api/admin/reports: user reports, copyright notices and plagiarism flags in one queue. */
@Controller('admin/reports')
@Roles('admin')
export class AdminReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly resolution: ReportResolutionService,
  ) {}

  @Get()
  async list(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<ApiList<AdminReportSummary>> {
    const input = parseInput(adminReportsQuerySchema, query);
    const { items, total } = await this.reports.list(input, principal.userId, {
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
    });
    return { data: items, meta: { page: input.page, limit: input.limit, total } };
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
