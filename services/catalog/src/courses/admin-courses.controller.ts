import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  adminCourseListQuerySchema,
  createCourseSchema,
  updateCourseSchema,
  type ApiData,
  type ApiList,
  type CourseResponse,
} from '@studyhub/contracts';
import { AdminAudit, CurrentContext, CurrentPrincipal, parseInput, type Principal, type RequestContext, Roles } from '@studyhub/platform';
import { AdminCoursesService, courseIdOf } from './admin-courses.service';

/** /api/admin/courses (role admin and status active). */
@Controller('admin/courses')
@Roles('admin')
export class AdminCoursesController {
  constructor(
    private readonly courses: AdminCoursesService,
    private readonly audit: AdminAudit,
  ) {}

  @Get()
  list(@Query() query: unknown): Promise<ApiList<CourseResponse>> {
    return this.courses.list(parseInput(adminCourseListQuerySchema, query));
  }

  @Get(':id')
  async get(@Param('id') id: string): Promise<ApiData<CourseResponse>> {
    return { data: await this.courses.get(courseIdOf(id)) };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<CourseResponse>> {
    const input = parseInput(createCourseSchema, body);
    const course = await this.courses.create(input);
    this.audit.record(principal, context, { action: 'course.created', targetId: course.id, changes: input });
    return { data: course };
  }

  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<CourseResponse>> {
    const courseId = courseIdOf(id);
    const input = parseInput(updateCourseSchema, body);
    const course = await this.courses.update(courseId, input);
    this.audit.record(principal, context, { action: 'course.updated', targetId: courseId, changes: input });
    return { data: course };
  }

  @Delete(':id')
  async delete(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const courseId = courseIdOf(id);
    await this.courses.delete(courseId);
    this.audit.record(principal, context, { action: 'course.deleted', targetId: courseId });
    return { data: { id: courseId } };
  }
}
