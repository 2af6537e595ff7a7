import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid, type CourseListQuery } from '@studyhub/contracts';
import { CourseEntity } from './course.entity';

export interface CoursePage {
  courses: CourseEntity[];
  total: number;
}

@Injectable()
export class CoursesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of a university's active courses by name, with the exact number of them. */
  async findActivePage(universityId: string, page: CourseListQuery): Promise<CoursePage> {
    const [courses, total] = await this.dataSource
      .getRepository(CourseEntity)
      .createQueryBuilder('course')
      .where('course.university_id = :universityId AND course.is_active', { universityId })
      .orderBy('course.name', 'ASC')
      .addOrderBy('course.id', 'ASC')
      .offset((page.page - 1) * page.limit)
      .limit(page.limit)
      .getManyAndCount();
    return { courses, total };
  }

  /** The university's active course with this id or slug. */
  async findActiveByIdOrSlug(universityId: string, key: string): Promise<CourseEntity | null> {
    const builder = this.dataSource
      .getRepository(CourseEntity)
      .createQueryBuilder('course')
      .where('course.university_id = :universityId AND course.is_active', { universityId });
    if (isUuid(key)) {
      builder.andWhere('(course.id = :id OR course.slug = :slug)', { id: key, slug: key.toLowerCase() });
    } else {
      builder.andWhere('course.slug = :slug', { slug: key.toLowerCase() });
    }
    return builder.getOne();
  }
}
