import type { CourseDetailResponse, CourseResponse } from '@studyhub/contracts';
import type { UniversityEntity } from '../universities/university.entity';
import type { CourseEntity } from './course.entity';

export function courseResponseOf(course: CourseEntity): CourseResponse {
  return {
    id: course.id,
    name: course.name,
    slug: course.slug,
    university_id: course.universityId,
    level: course.level,
    is_active: course.isActive,
  };
}

export function courseDetailResponseOf(course: CourseEntity, university: UniversityEntity): CourseDetailResponse {
  return {
    ...courseResponseOf(course),
    university: { id: university.id, name: university.name, slug: university.slug, logo_url: university.logoUrl },
  };
}
