import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adminUniversityListQuerySchema,
  createUniversitySchema,
  updateUniversitySchema,
  type ApiData,
  type ApiList,
  type TaxonomyUsage,
  type UniversityResponse,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  collectAllPages,
  parseInput,
  type Principal,
  type RequestContext,
  Roles,
  sendCsv,
} from '@studyhub/platform';
import { actorOf } from '../taxonomy-admin/taxonomy-audit';
import { readImageUpload } from '../taxonomy-admin/taxonomy-upload';
import { AdminUniversitiesService, universityIdOf } from './admin-universities.service';
import { UNIVERSITY_CSV_COLUMNS } from './university-csv';

/** /api/admin/universities (role admin and status active, checked here as well as in the gateway). */
@Controller('admin/universities')
@Roles('admin')
export class AdminUniversitiesController {
  constructor(private readonly universities: AdminUniversitiesService) {}

  /** A page of JSON, or with `format=csv` every matching row as a download. */
  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<UniversityResponse> | string> {
    const filter = parseInput(adminUniversityListQuerySchema, query);
    if (filter.format === 'json') return this.universities.list(filter);
    const collected = await collectAllPages((page, limit) => this.universities.list({ ...filter, page, limit }));
    return sendCsv(reply, 'universities', UNIVERSITY_CSV_COLUMNS, collected);
  }

  /** By id or slug, whatever its status. */
  @Get(':university')
  async get(@Param('university') key: string): Promise<ApiData<UniversityResponse>> {
    return { data: await this.universities.get(key) };
  }

  /** What a deletion would be refused for, for the confirmation dialog. */
  @Get(':id/usage')
  async usage(@Param('id') id: string): Promise<ApiData<TaxonomyUsage>> {
    return { data: await this.universities.usage(universityIdOf(id)) };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<UniversityResponse>> {
    const input = parseInput(createUniversitySchema, body);
    return { data: await this.universities.create(actorOf(principal, context), input) };
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
    return { data: await this.universities.update(actorOf(principal, context), universityId, input) };
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<UniversityResponse>> {
    return { data: await this.universities.setStatus(actorOf(principal, context), universityIdOf(id), 'approved') };
  }

  @Post(':id/reject')
  @HttpCode(200)
  async reject(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<UniversityResponse>> {
    return { data: await this.universities.setStatus(actorOf(principal, context), universityIdOf(id), 'rejected') };
  }

  /** Multipart field `file`: a JPEG, PNG, WebP or GIF, stored as WebP; answers the university. */
  @Post(':id/logo')
  @HttpCode(200)
  async uploadLogo(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<UniversityResponse>> {
    const universityId = universityIdOf(id);
    const bytes = await readImageUpload(request);
    return { data: await this.universities.setLogo(actorOf(principal, context), universityId, bytes) };
  }

  @Delete(':id/logo')
  async removeLogo(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<UniversityResponse>> {
    return { data: await this.universities.removeLogo(actorOf(principal, context), universityIdOf(id)) };
  }

  @Delete(':id')
  async delete(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const universityId = universityIdOf(id);
    await this.universities.delete(actorOf(principal, context), universityId);
    return { data: { id: universityId } };
  }
}
