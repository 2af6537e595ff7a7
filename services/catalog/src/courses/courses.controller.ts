import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  courseListQuerySchema,
  type ApiData,
  type ApiList,
  type CourseDetailResponse,
  type CourseResponse,
} from '@studyhub/contracts';
import { Public, parseInput } from '@studyhub/platform';
import { CoursesService } from './courses.service';

/** Courses live under their university, named by its slug or id. */
@Controller('universities/:university/courses')
export class CoursesController {
  constructor(private readonly courses: CoursesService) {}

  @Public()
  @Get()
  async list(@Param('university') university: string, @Query() query: unknown): Promise<ApiList<CourseResponse>> {
    return this.courses.listCourses(university, parseInput(courseListQuerySchema, query));
  }

  @Public()
  @Get(':course')
  async get(
    @Param('university') university: string,
    @Param('course') course: string,
  ): Promise<ApiData<CourseDetailResponse>> {
    return { data: await this.courses.getCourse(university, course) };
  }
}
