import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  adminUniversityListQuerySchema,
  createUniversitySchema,
  updateUniversitySchema,
  type ApiData,
  type ApiList,
  type UniversityResponse,
} from '@studyhub/contracts';
import { AdminAudit, CurrentContext, CurrentPrincipal, parseInput, type Principal, type RequestContext, Roles } from '@studyhub/platform';
import { AdminUniversitiesService, universityIdOf } from './admin-universities.service';

/** /api/admin/universities (role admin and status active, checked here as well as in the gateway). */
@Controller('admin/universities')
@Roles('admin')
export class AdminUniversitiesController {
  constructor(
    private readonly universities: AdminUniversitiesService,
    private readonly audit: AdminAudit,
  ) {}

  @Get()
  list(@Query() query: unknown): Promise<ApiList<UniversityResponse>> {
    return this.universities.list(parseInput(adminUniversityListQuerySchema, query));
  }

  /** By id or slug, whatever its status. */
  @Get(':university')
  async get(@Param('university') key: string): Promise<ApiData<UniversityResponse>> {
    return { data: await this.universities.get(key) };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<UniversityResponse>> {
    const input = parseInput(createUniversitySchema, body);
    const university = await this.universities.create(input);
    this.audit.record(principal, context, { action: 'university.created', targetId: university.id, changes: input });
    return { data: university };
  }

  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<UniversityResponse>> {
    const universityId = universityIdOf(id);
    const input = parseInput(updateUniversitySchema, body);
    const university = await this.universities.update(universityId, input);
    this.audit.record(principal, context, { action: 'university.updated', targetId: universityId, changes: input });
    return { data: university };
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<UniversityResponse>> {
    const universityId = universityIdOf(id);
    const university = await this.universities.setStatus(universityId, 'approved');
    this.audit.record(principal, context, { action: 'university.approved', targetId: universityId });
    return { data: university };
  }

  @Post(':id/reject')
  @HttpCode(200)
  async reject(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<UniversityResponse>> {
    const universityId = universityIdOf(id);
    const university = await this.universities.setStatus(universityId, 'rejected');
    this.audit.record(principal, context, { action: 'university.rejected', targetId: universityId });
    return { data: university };
  }

  @Delete(':id')
  async delete(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const universityId = universityIdOf(id);
    await this.universities.delete(universityId);
    this.audit.record(principal, context, { action: 'university.deleted', targetId: universityId });
    return { data: { id: universityId } };
  }
}
