import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  createTextbookSchema,
  textbookListQuerySchema,
  updateTextbookSchema,
  type ApiData,
  type ApiList,
  type TextbookResponse,
} from '@studyhub/contracts';
import { AdminAudit, CurrentContext, CurrentPrincipal, parseInput, type Principal, type RequestContext, Roles } from '@studyhub/platform';
import { TaxonomyRepository } from '../taxonomy/taxonomy.repository';
import { AdminTextbooksService, textbookIdOf } from './admin-textbooks.service';

/** /api/admin/textbooks (role admin and status active). */
@Controller('admin/textbooks')
@Roles('admin')
export class AdminTextbooksController {
  constructor(
    private readonly textbooks: AdminTextbooksService,
    private readonly taxonomy: TaxonomyRepository,
    private readonly audit: AdminAudit,
  ) {}

  /** The same filters as the public list (`q`, `subject_id`, `sort`), paged. */
  @Get()
  async list(@Query() query: unknown): Promise<ApiList<TextbookResponse>> {
    const filter = parseInput(textbookListQuerySchema, query);
    const { textbooks, total } = await this.taxonomy.textbooks(filter);
    return { data: textbooks, meta: { page: filter.page, limit: filter.limit, total } };
  }

  @Get(':id')
  async get(@Param('id') id: string): Promise<ApiData<TextbookResponse>> {
    return { data: await this.textbooks.get(textbookIdOf(id)) };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<TextbookResponse>> {
    const input = parseInput(createTextbookSchema, body);
    const textbook = await this.textbooks.create(input);
    this.audit.record(principal, context, { action: 'textbook.created', targetId: textbook.id, changes: input });
    return { data: textbook };
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
    const textbook = await this.textbooks.update(textbookId, input);
    this.audit.record(principal, context, { action: 'textbook.updated', targetId: textbookId, changes: input });
    return { data: textbook };
  }

  @Delete(':id')
  async delete(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const textbookId = textbookIdOf(id);
    await this.textbooks.delete(textbookId);
    this.audit.record(principal, context, { action: 'textbook.deleted', targetId: textbookId });
    return { data: { id: textbookId } };
  }
}
