import { Injectable } from '@nestjs/common';
import type { ApiList, CourseDetailResponse, CourseListQuery, CourseResponse } from '@studyhub/contracts';
import { UniversitiesService } from '../universities/universities.service';
import { courseDetailResponseOf, courseResponseOf } from './course.dto';
import { courseNotFound } from './courses.errors';
import { CoursesRepository } from './courses.repository';

/** Public reads of courses: active courses of approved universities. */
@Injectable()
export class CoursesService {
  constructor(
    private readonly universities: UniversitiesService,
    private readonly repository: CoursesRepository,
  ) {}

  async listCourses(universityIdOrSlug: string, page: CourseListQuery): Promise<ApiList<CourseResponse>> {
    const university = await this.universities.requireApprovedUniversity(universityIdOrSlug);
    const { courses, total } = await this.repository.findActivePage(university.id, page);
    return { data: courses.map(courseResponseOf), meta: { page: page.page, limit: page.limit, total } };
  }

  async getCourse(universityIdOrSlug: string, courseIdOrSlug: string): Promise<CourseDetailResponse> {
    const university = await this.universities.requireApprovedUniversity(universityIdOrSlug);
    const course = await this.repository.findActiveByIdOrSlug(university.id, courseIdOrSlug);
    if (!course) throw courseNotFound();
    return courseDetailResponseOf(course, university);
  }
}
