import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { documentReportRequestSchema, type ApiData, type DocumentReportReceipt } from '@studyhub/contracts';
import { CurrentPrincipal, parseInput, SignedIn, type Principal } from '@studyhub/platform';
import { ReportsService } from './reports.service';

/** POST /api/documents/{id}/reports: a signed-in member reports an approved document. */
@Controller('documents/:id/reports')
@SignedIn()
export class DocumentReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @HttpCode(201)
  async report(
    @Param('id', new ParseUUIDPipe()) documentId: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<DocumentReportReceipt>> {
    const input = parseInput(documentReportRequestSchema, body);
    return { data: await this.reports.report(principal, documentId, input) };
  }
}
