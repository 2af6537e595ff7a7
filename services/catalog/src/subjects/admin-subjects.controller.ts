import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  adminSubjectListQuerySchema,
  createSubjectSchema,
  updateSubjectSchema,
  type ApiData,
  type ApiList,
  type SubjectResponse,
  type TaxonomyUsage,
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
import { AdminSubjectsService, subjectIdOf } from './admin-subjects.service';

const SUBJECT_CSV_COLUMNS: readonly CsvColumn<SubjectResponse>[] = [
  { header: 'Name', value: (subject) => subject.name },
  { header: 'Acronym', value: (subject) => subject.acronym },
  { header: 'Slug', value: (subject) => subject.slug },
  { header: 'Icon', value: (subject) => subject.icon_name },
  { header: 'Colour', value: (subject) => subject.color },
  { header: 'Approved documents', value: (subject) => subject.document_count },
  { header: 'Downloads', value: (subject) => subject.download_count },
  { header: 'Description', value: (subject) => subject.description },
];

/** /api/admin/subjects (role admin and status active). */
@Controller('admin/subjects')
@Roles('admin')
export class AdminSubjectsController {
  constructor(private readonly subjects: AdminSubjectsService) {}

  /** A page of JSON, or with `format=csv` every matching row as a download. */
  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<SubjectResponse> | string> {
    const filter = parseInput(adminSubjectListQuerySchema, query);
    if (filter.format === 'json') return this.subjects.list(filter);
    const collected = await collectAllPages((page, limit) => this.subjects.list({ ...filter, page, limit }));
    return sendCsv(reply, 'subjects', SUBJECT_CSV_COLUMNS, collected);
  }

  @Get(':id')
  async get(@Param('id') id: string): Promise<ApiData<SubjectResponse>> {
    return { data: await this.subjects.get(subjectIdOf(id)) };
  }

  /** What a deletion would be refused for, for the confirmation dialog. */
  @Get(':id/usage')
  async usage(@Param('id') id: string): Promise<ApiData<TaxonomyUsage>> {
    return { data: await this.subjects.usage(subjectIdOf(id)) };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<SubjectResponse>> {
    const input = parseInput(createSubjectSchema, body);
    return { data: await this.subjects.create(actorOf(principal, context), input) };
  }

  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<SubjectResponse>> {
    const subjectId = subjectIdOf(id);
    const input = parseInput(updateSubjectSchema, body);
    return { data: await this.subjects.update(actorOf(principal, context), subjectId, input) };
  }

  @Delete(':id')
  async delete(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const subjectId = subjectIdOf(id);
    await this.subjects.delete(actorOf(principal, context), subjectId);
    return { data: { id: subjectId } };
  }
}
