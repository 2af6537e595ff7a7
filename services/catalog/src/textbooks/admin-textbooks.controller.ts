import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adminTextbookListQuerySchema,
  createTextbookSchema,
  updateTextbookSchema,
  type ApiData,
  type ApiList,
  type TaxonomyUsage,
  type TextbookResponse,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  collectAllPages,
  parseInput,
  type CsvColumn,
  type Principal,
  type RequestContext,
  Roles,
  sendCsv,
} from '@studyhub/platform';
import { actorOf } from '../taxonomy-admin/taxonomy-audit';
import { readImageUpload } from '../taxonomy-admin/taxonomy-upload';
import { AdminTextbooksService, textbookIdOf } from './admin-textbooks.service';

const TEXTBOOK_CSV_COLUMNS: readonly CsvColumn<TextbookResponse>[] = [
  { header: 'Title', value: (textbook) => textbook.title },
  { header: 'Author', value: (textbook) => textbook.author },
  { header: 'ISBN', value: (textbook) => textbook.isbn },
  { header: 'Publisher', value: (textbook) => textbook.publisher },
  { header: 'Edition', value: (textbook) => textbook.edition },
  { header: 'Publication year', value: (textbook) => textbook.publication_year },
  { header: 'Subject', value: (textbook) => textbook.subject?.name ?? null },
  { header: 'Approved documents', value: (textbook) => textbook.document_count },
  { header: 'Slug', value: (textbook) => textbook.slug },
  { header: 'Created', value: (textbook) => textbook.created_at },
];

/** /api/admin/textbooks (role admin and status active). */
@Controller('admin/textbooks')
@Roles('admin')
export class AdminTextbooksController {
  constructor(private readonly textbooks: AdminTextbooksService) {}

  /** A page of JSON, or with `format=csv` every matching row as a download. */
  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<TextbookResponse> | string> {
    const filter = parseInput(adminTextbookListQuerySchema, query);
    if (filter.format === 'json') return this.textbooks.list(filter);
    const collected = await collectAllPages((page, limit) => this.textbooks.list({ ...filter, page, limit }));
    return sendCsv(reply, 'textbooks', TEXTBOOK_CSV_COLUMNS, collected);
  }

  @Get(':id')
  async get(@Param('id') id: string): Promise<ApiData<TextbookResponse>> {
    return { data: await this.textbooks.get(textbookIdOf(id)) };
  }

  /** What a deletion would be refused for, for the confirmation dialog. */
  @Get(':id/usage')
  async usage(@Param('id') id: string): Promise<ApiData<TaxonomyUsage>> {
    return { data: await this.textbooks.usage(textbookIdOf(id)) };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<TextbookResponse>> {
    const input = parseInput(createTextbookSchema, body);
    return { data: await this.textbooks.create(actorOf(principal, context), input) };
  }

  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<TextbookResponse>> {
    const textbookId = textbookIdOf(id);
    const input = parseInput(updateTextbookSchema, body);
    return { data: await this.textbooks.update(actorOf(principal, context), textbookId, input) };
  }

  /** Multipart field `file`: a JPEG, PNG, WebP or GIF, stored as WebP; answers the textbook. */
  @Post(':id/cover')
  @HttpCode(200)
  async uploadCover(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<TextbookResponse>> {
    const textbookId = textbookIdOf(id);
    const bytes = await readImageUpload(request);
    return { data: await this.textbooks.setCover(actorOf(principal, context), textbookId, bytes) };
  }

  @Delete(':id/cover')
  async removeCover(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<TextbookResponse>> {
    return { data: await this.textbooks.removeCover(actorOf(principal, context), textbookIdOf(id)) };
  }

  @Delete(':id')
  async delete(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const textbookId = textbookIdOf(id);
    await this.textbooks.delete(actorOf(principal, context), textbookId);
    return { data: { id: textbookId } };
  }
}
