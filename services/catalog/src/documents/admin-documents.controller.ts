import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { moderationSchema, rejectionSchema, type ApiData, type ApiList } from '@studyhub/contracts';
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
import { DataSource } from 'typeorm';
import { moderationQueuePage, moderationQueueQuerySchema, type QueuedDocument } from './moderation-queue';
import { ModerationService } from './moderation.service';

const CSV_COLUMNS: readonly CsvColumn<QueuedDocument>[] = [
  { header: 'Document id', value: (row) => row.id },
  { header: 'Title', value: (row) => row.title },
  { header: 'Status', value: (row) => row.status },
  { header: 'Seller id', value: (row) => row.user.id },
  { header: 'Seller', value: (row) => row.user.full_name },
  { header: 'Type', value: (row) => row.document_type.name },
  { header: 'Subject', value: (row) => row.subject?.name },
  { header: 'University', value: (row) => row.university?.name },
  { header: 'Points price', value: (row) => row.points_price },
  { header: 'Pages', value: (row) => row.page_count },
  { header: 'Sales', value: (row) => row.sales_count },
  { header: 'Similarity flag', value: (row) => (row.similarity_flag ? 'yes' : '') },
  { header: 'Uploaded at', value: (row) => row.created_at },
  { header: 'Published at', value: (row) => row.published_at },
];

/** Moderation (role admin and status active, checked here as well as in the gateway). */
@Controller('admin/documents')
@Roles('admin')
export class AdminDocumentsController {
  constructor(
    private readonly moderation: ModerationService,
    private readonly dataSource: DataSource,
  ) {}

  /** The moderation queue: any status, searched by title, oldest pending first unless asked otherwise; CSV too. */
  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<QueuedDocument> | string> {
    const input = parseInput(moderationQueueQuerySchema, query);
    if (input.format === 'csv') {
      const collected = await collectAllPages((page, limit) =>
        moderationQueuePage(this.dataSource.manager, { ...input, page, limit }),
      );
      return sendCsv(reply, 'documents', CSV_COLUMNS, collected);
    }
    return moderationQueuePage(this.dataSource.manager, input);
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ status: string }>> {
    const { reason } = parseInput(moderationSchema, body ?? {});
    return {
      data: {
        status: await this.moderation.move(id, { to: 'APPROVED', reason, moderator: principal }, context),
      },
    };
  }

  @Post(':id/reject')
  @HttpCode(200)
  async reject(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ status: string }>> {
    const { reason, soft } = parseInput(rejectionSchema, body ?? {});
    const to = soft ? 'SOFT_REJECT' : 'REJECTED';
    return { data: { status: await this.moderation.move(id, { to, reason, moderator: principal }, context) } };
  }

  @Post(':id/delete')
  @HttpCode(200)
  async delete(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ status: string }>> {
    const { reason } = parseInput(rejectionSchema, body ?? {});
    return {
      data: {
        status: await this.moderation.move(id, { to: 'DELETED', reason, moderator: principal }, context),
      },
    };
  }
}
