import { Controller, Get, Query, Res } from '@nestjs/common';
import { overviewQuerySchema, type AdminOverview, type ApiData } from '@studyhub/contracts';
import { Roles, parseInput, sendCsv } from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { overviewCsvOf } from './overview-csv';
import { OverviewService } from './overview.service';

/** /api/admin/overview: the back office's key figures and series (`format=csv`: the series as a file). */
@Controller('admin/overview')
@Roles('admin')
export class AdminOverviewController {
  constructor(private readonly overview: OverviewService) {}

  @Get()
  async read(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<AdminOverview> | string> {
    const input = parseInput(overviewQuerySchema, query);
    const overview = await this.overview.overview(input);
    if (input.format === 'csv') {
      const { columns, rows } = overviewCsvOf(overview);
      return sendCsv(reply, `overview-${overview.range.from}-to-${overview.range.to}`, columns, {
        rows,
        truncated: false,
      });
    }
    return { data: overview };
  }
}
