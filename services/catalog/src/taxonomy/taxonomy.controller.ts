import { Controller, Get, Param, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  textbookListQuerySchema,
  type ApiData,
  type ApiList,
  type DocumentTypeResponse,
  type SubjectResponse,
  type TextbookResponse,
} from '@studyhub/contracts';
import { AppError, Public, parseInput } from '@studyhub/platform';
import { TaxonomyRepository } from './taxonomy.repository';

const subjectListQuerySchema = z.object({
  sort: z.enum(['name', 'popular'], { message: 'Must be one of name, popular.' }).default('name'),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

@Controller()
export class TaxonomyController {
  constructor(private readonly taxonomy: TaxonomyRepository) {}

  @Public()
  @Get('document-types')
  async documentTypes(): Promise<ApiData<DocumentTypeResponse[]>> {
    return { data: await this.taxonomy.documentTypes() };
  }

  /** By name, or `sort=popular` by approved documents (the landing's 12, the header's 12). */
  @Public()
  @Get('subjects')
  async subjects(@Query() query: unknown): Promise<ApiData<SubjectResponse[]>> {
    const { sort, limit } = parseInput(subjectListQuerySchema, query);
    return { data: await this.taxonomy.subjects(sort, limit) };
  }

  @Public()
  @Get('subjects/:key')
  async subject(@Param('key') key: string): Promise<ApiData<SubjectResponse>> {
    const subject = await this.taxonomy.subject(key);
    if (!subject) throw AppError.of('NOT_FOUND', 'Subject not found');
    return { data: subject };
  }

  @Public()
  @Get('textbooks')
  async textbooks(@Query() query: unknown): Promise<ApiList<TextbookResponse>> {
    const filter = parseInput(textbookListQuerySchema, query);
    const { textbooks, total } = await this.taxonomy.textbooks(filter);
    return { data: textbooks, meta: { page: filter.page, limit: filter.limit, total } };
  }

  @Public()
  @Get('textbooks/:key')
  async textbook(@Param('key') key: string): Promise<ApiData<TextbookResponse>> {
    const textbook = await this.taxonomy.textbook(key);
    if (!textbook) throw AppError.of('NOT_FOUND', 'Textbook not found');
    return { data: textbook };
  }
}
