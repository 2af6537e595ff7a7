import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  adminCourseListQuerySchema,
  createCourseSchema,
  updateCourseSchema,
  type AdminCourseResponse,
  type ApiData,
  type ApiList,
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
import { AdminCoursesService, courseIdOf } from './admin-courses.service';

const COURSE_CSV_COLUMNS: readonly CsvColumn<AdminCourseResponse>[] = [
  { header: 'Name', value: (course) => course.name },
  { header: 'Slug', value: (course) => course.slug },
  { header: 'University', value: (course) => course.university.name },
  { header: 'Level', value: (course) => course.level },
  { header: 'Active', value: (course) => (course.is_active ? 'yes' : 'no') },
  { header: 'Created', value: (course) => course.created_at },
];

/** /api/admin/courses (role admin and status active). */
@Controller('admin/courses')
@Roles('admin')
export class AdminCoursesController {
  constructor(private readonly courses: AdminCoursesService) {}

  /** A page of JSON, or with `format=csv` every matching row as a download. */
  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<AdminCourseResponse> | string> {
    const filter = parseInput(adminCourseListQuerySchema, query);
    if (filter.format === 'json') return this.courses.list(filter);
    const collected = await collectAllPages((page, limit) => this.courses.list({ ...filter, page, limit }));
    return sendCsv(reply, 'courses', COURSE_CSV_COLUMNS, collected);
  }

  @Get(':id')
  async get(@Param('id') id: string): Promise<ApiData<AdminCourseResponse>> {
    return { data: await this.courses.get(courseIdOf(id)) };
  }

  /** What a deletion would be refused for, for the confirmation dialog. */
  @Get(':id/usage')
  async usage(@Param('id') id: string): Promise<ApiData<TaxonomyUsage>> {
    return { data: await this.courses.usage(courseIdOf(id)) };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminCourseResponse>> {
    const input = parseInput(createCourseSchema, body);
    return { data: await this.courses.create(actorOf(principal, context), input) };
  }

  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminCourseResponse>> {
    const courseId = courseIdOf(id);
    const input = parseInput(updateCourseSchema, body);
    return { data: await this.courses.update(actorOf(principal, context), courseId, input) };
  }

  @Delete(':id')
  async delete(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const courseId = courseIdOf(id);
    await this.courses.delete(actorOf(principal, context), courseId);
    return { data: { id: courseId } };
  }
}
