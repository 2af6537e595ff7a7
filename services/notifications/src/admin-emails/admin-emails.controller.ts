import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  adminEmailListQuerySchema,
  type AdminEmailLog,
  type ApiData,
  type EmailTemplatePreview,
  type ResendResult,
} from '@studyhub/contracts';
import { Roles, parseInput } from '@studyhub/platform';
import { AdminEmailsService } from './admin-emails.service';

/** /admin/emails: the e-mail log, template previews and resend (role admin, active). */
@Controller('admin/emails')
@Roles('admin')
export class AdminEmailsController {
  constructor(private readonly emails: AdminEmailsService) {}

  /** Newest first; `status`, `template` and `q` (recipient or subject) filter it. */
  @Get()
  async list(@Query() query: unknown): Promise<AdminEmailLog> {
    return this.emails.list(parseInput(adminEmailListQuerySchema, query));
  }

  @Get('templates')
  templates(): ApiData<EmailTemplatePreview[]> {
    return { data: this.emails.previews() };
  }

  @Post(':id/resend')
  @HttpCode(202)
  async resend(@Param('id', new ParseUUIDPipe()) id: string): Promise<ApiData<ResendResult>> {
    return { data: await this.emails.resend(id) };
  }
}
