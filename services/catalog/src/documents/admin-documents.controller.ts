import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  DOCUMENT_STATUSES,
  DOCUMENT_STATUS_IDS,
  moderationSchema,
  paginationQuerySchema,
  rejectionSchema,
  type ApiData,
  type ApiList,
  type DocumentSimilarityFlag,
  type DocumentSummary,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  Roles,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { DataSource } from 'typeorm';
import { loadDocumentSummaries } from './document-summaries';
import { salesCountsOf } from './document-sales';
import { ModerationService } from './moderation.service';
import { similarityFlagsOf } from './similarity-flags';

const queueQuerySchema = paginationQuerySchema.extend({
  status: z.enum(DOCUMENT_STATUSES, { message: `Must be one of ${DOCUMENT_STATUSES.join(', ')}.` }).optional(),
  /** One seller's uploads (the back office's user detail). */
  seller_id: z.uuid({ message: 'Seller must be a user id.' }).optional(),
});

/** Moderation (role admin and status active, checked here as well as in the gateway). */
@Controller('admin/documents')
@Roles('admin')
export class AdminDocumentsController {
  constructor(
    private readonly moderation: ModerationService,
    private readonly dataSource: DataSource,
  ) {}

  /** The moderation queue: any status (PENDING by default is the usual view), oldest pending first. */
  @Get()
  async list(@Query() query: unknown): Promise<
    ApiList<
      DocumentSummary & {
        moderation_reason?: string | null;
        similarity_flag: DocumentSimilarityFlag | null;
        sales_count: number;
      }
    >
  > {
    const filter = parseInput(queueQuerySchema, query);
    const statusId = filter.status === undefined ? null : DOCUMENT_STATUS_IDS[filter.status];
    const where = `($1::smallint IS NULL OR status_id = $1) AND ($2::uuid IS NULL OR user_id = $2)`;
    const [count] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM documents WHERE ${where}`,
      [statusId, filter.seller_id ?? null],
    );
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM documents WHERE ${where}
        ORDER BY CASE WHEN status_id = ${DOCUMENT_STATUS_IDS.PENDING} THEN created_at END ASC NULLS LAST, created_at DESC, id
        LIMIT $3 OFFSET $4`,
      [statusId, filter.seller_id ?? null, filter.limit, (filter.page - 1) * filter.limit],
    );
    const documents = await loadDocumentSummaries(
      this.dataSource.manager,
      rows.map((row) => row.id),
    );
    const ids = documents.map((document) => document.id);
    const [flags, sales] = await Promise.all([
      similarityFlagsOf(this.dataSource.manager, ids),
      salesCountsOf(this.dataSource.manager, ids),
    ]);
    return {
      data: documents.map((document) => ({
        ...document,
        similarity_flag: flags.get(document.id) ?? null,
        sales_count: sales.get(document.id) ?? 0,
      })),
      meta: { page: filter.page, limit: filter.limit, total: count?.total ?? 0 },
    };
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
