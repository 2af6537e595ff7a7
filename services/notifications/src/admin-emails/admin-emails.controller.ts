import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import {
  adminEmailListQuerySchema,
  type AdminEmailLog,
  type AdminEmailLogEntry,
  type ApiData,
  type EmailTemplatePreview,
  type ResendResult,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  Roles,
  collectAllPages,
  parseInput,
  sendCsv,
  type CsvColumn,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { AdminEmailsService } from './admin-emails.service';

const CSV_COLUMNS: readonly CsvColumn<AdminEmailLogEntry>[] = [
  { header: 'E-mail id', value: (row) => row.id },
  { header: 'Created at', value: (row) => row.created_at },
  { header: 'Template', value: (row) => row.template },
  { header: 'User id', value: (row) => row.user_id },
  { header: 'Recipient', value: (row) => row.recipient },
  { header: 'Recipient name', value: (row) => row.recipient_name },
  { header: 'Subject', value: (row) => row.subject },
  { header: 'Status', value: (row) => row.status },
  { header: 'Attempts', value: (row) => row.attempts },
  { header: 'Last error', value: (row) => row.last_error },
  { header: 'Sent at', value: (row) => row.sent_at },
  { header: 'Resent from', value: (row) => row.resent_from },
];

/** /admin/emails: the e-mail log, template previews and resend (role admin, active). */
@Controller('admin/emails')
@Roles('admin')
export class AdminEmailsController {
  constructor(private readonly emails: AdminEmailsService) {}

  /** Newest first unless asked otherwise; `status`, `template` and `q` (recipient or subject) filter it; CSV too. */
  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminEmailLog | string> {
    const input = parseInput(adminEmailListQuerySchema, query);
    if (input.format === 'csv') {
      const collected = await collectAllPages((page, limit) => this.emails.list({ ...input, page, limit }));
      return sendCsv(reply, 'emails', CSV_COLUMNS, collected);
    }
    return this.emails.list(input);
  }

  @Get('templates')
  templates(): ApiData<EmailTemplatePreview[]> {
    return { data: this.emails.previews() };
  }

  @Post(':id/resend')
  @HttpCode(202)
  async resend(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<ResendResult>> {
    return { data: await this.emails.resend(id, { principal, context }) };
  }
}
