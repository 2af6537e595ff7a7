import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  adminScholarshipListQuerySchema,
  scholarshipWriteSchema,
  type AdminScholarshipListItem,
  type ApiData,
  type ApiList,
  type ScholarshipResponse,
} from '@studyhub/contracts';
import {
  collectAllPages,
  CurrentContext,
  CurrentPrincipal,
  parseInput,
  Roles,
  sendCsv,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { SCHOLARSHIP_CSV_COLUMNS } from './admin-scholarships-csv';
import { AdminScholarshipsService } from './admin-scholarships.service';
import { scholarshipIdOf } from './scholarship-slug';

/** /api/admin/scholarships (role admin and status active, checked here as well as in the gateway). */
@Controller('admin/scholarships')
@Roles('admin')
export class AdminScholarshipsController {
  constructor(private readonly scholarships: AdminScholarshipsService) {}

  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<AdminScholarshipListItem> | string> {
    const input = parseInput(adminScholarshipListQuerySchema, query);
    if (input.format === 'csv') {
      const collected = await collectAllPages((page, limit) => this.scholarships.list({ ...input, page, limit }));
      return sendCsv(reply, 'scholarships', SCHOLARSHIP_CSV_COLUMNS, collected);
    }
    return this.scholarships.list(input);
  }

  @Get(':id')
  async get(@Param('id') id: string): Promise<ApiData<ScholarshipResponse>> {
    return { data: await this.scholarships.get(scholarshipIdOf(id)) };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<ScholarshipResponse>> {
    const input = parseInput(scholarshipWriteSchema, body);
    const scholarship = await this.scholarships.create(input, { principal, context });
    return { data: scholarship };
  }

  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<ScholarshipResponse>> {
    const scholarshipId = scholarshipIdOf(id);
    const input = parseInput(scholarshipWriteSchema, body);
    const scholarship = await this.scholarships.update(scholarshipId, input, { principal, context });
    return { data: scholarship };
  }

  @Post(':id/publish')
  @HttpCode(200)
  async publish(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<ScholarshipResponse>> {
    const scholarshipId = scholarshipIdOf(id);
    const scholarship = await this.scholarships.setPublished(scholarshipId, true, { principal, context });
    return { data: scholarship };
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  async unpublish(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<ScholarshipResponse>> {
    const scholarshipId = scholarshipIdOf(id);
    const scholarship = await this.scholarships.setPublished(scholarshipId, false, { principal, context });
    return { data: scholarship };
  }

  @Delete(':id')
  async delete(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const scholarshipId = scholarshipIdOf(id);
    await this.scholarships.delete(scholarshipId, { principal, context });
    return { data: { id: scholarshipId } };
  }
}
