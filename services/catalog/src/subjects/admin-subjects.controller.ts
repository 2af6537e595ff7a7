import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  adminSubjectListQuerySchema,
  createSubjectSchema,
  updateSubjectSchema,
  type ApiData,
  type ApiList,
  type SubjectResponse,
} from '@studyhub/contracts';
import { AdminAudit, CurrentContext, CurrentPrincipal, parseInput, type Principal, type RequestContext, Roles } from '@studyhub/platform';
import { AdminSubjectsService, subjectIdOf } from './admin-subjects.service';

/** /api/admin/subjects (role admin and status active). */
@Controller('admin/subjects')
@Roles('admin')
export class AdminSubjectsController {
  constructor(
    private readonly subjects: AdminSubjectsService,
    private readonly audit: AdminAudit,
  ) {}

  @Get()
  list(@Query() query: unknown): Promise<ApiList<SubjectResponse>> {
    return this.subjects.list(parseInput(adminSubjectListQuerySchema, query));
  }

  @Get(':id')
  async get(@Param('id') id: string): Promise<ApiData<SubjectResponse>> {
    return { data: await this.subjects.get(subjectIdOf(id)) };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<SubjectResponse>> {
    const input = parseInput(createSubjectSchema, body);
    const subject = await this.subjects.create(input);
    this.audit.record(principal, context, { action: 'subject.created', targetId: subject.id, changes: input });
    return { data: subject };
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
    const subject = await this.subjects.update(subjectId, input);
    this.audit.record(principal, context, { action: 'subject.updated', targetId: subjectId, changes: input });
    return { data: subject };
  }

  @Delete(':id')
  async delete(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const subjectId = subjectIdOf(id);
    await this.subjects.delete(subjectId);
    this.audit.record(principal, context, { action: 'subject.deleted', targetId: subjectId });
    return { data: { id: subjectId } };
  }
}
