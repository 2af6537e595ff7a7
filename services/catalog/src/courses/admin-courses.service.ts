import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  SLUG_PATTERN,
  isUuid,
  type AdminCourseListQuery,
  type ApiList,
  type CourseResponse,
  type CreateCourseInput,
  type UpdateCourseInput,
} from '@studyhub/contracts';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors';
import { containsPattern } from '../common/like-pattern';
import { slugify } from '../common/slugify';
import { updateColumns } from '../common/update-columns';
import { courseResponseOf } from './course.dto';
import { CourseEntity } from './course.entity';
import { CourseAdminErrors, courseInUse, courseNotFound, courseSlugTaken, unknownUniversity } from './courses.errors';

/** The course id of an admin path, or 'Invalid course ID'. */
export function courseIdOf(id: string): string {
  if (!isUuid(id)) throw CourseAdminErrors.INVALID_COURSE_ID();
  return id.toLowerCase();
}

/**
 * The back office's courses: active and inactive, slug from the name (spec section 5) and unique
 * within the university; deleted only when no document names them.
 */
@Injectable()
export class AdminCoursesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: AdminCourseListQuery): Promise<ApiList<CourseResponse>> {
    const builder = this.dataSource.getRepository(CourseEntity).createQueryBuilder('course');
    if (query.university_id !== undefined) {
      builder.andWhere('course.university_id = :universityId', { universityId: query.university_id });
    }
    if (query.search !== undefined) {
      builder.andWhere('course.name ILIKE :pattern', { pattern: containsPattern(query.search) });
    }
    const [courses, total] = await builder
      .orderBy('course.name', 'ASC')
      .addOrderBy('course.id', 'ASC')
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
      .getManyAndCount();
    return { data: courses.map(courseResponseOf), meta: { page: query.page, limit: query.limit, total } };
  }

  async get(id: string): Promise<CourseResponse> {
    const course = await this.dataSource.getRepository(CourseEntity).findOneBy({ id });
    if (!course) throw courseNotFound();
    return courseResponseOf(course);
  }

  async create(input: CreateCourseInput): Promise<CourseResponse> {
    const slug = slugify(input.name);
    if (!SLUG_PATTERN.test(slug)) throw CourseAdminErrors.INVALID_COURSE_SLUG();
    const university = await this.dataSource.query<unknown[]>(`SELECT 1 FROM universities WHERE id = $1`, [
      input.university_id,
    ]);
    if (university.length === 0) throw unknownUniversity();
    const [row] = await this.writing(slug, () =>
      this.dataSource.query<{ id: string }[]>(
        `INSERT INTO courses (university_id, name, slug, level, is_active) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [input.university_id, input.name, slug, input.level, input.is_active],
      ),
    );
    return this.get(row!.id);
  }

  /** The slug stays as it was unless one is given: renaming does not break existing links. */
  async update(id: string, input: UpdateCourseInput): Promise<CourseResponse> {
    const updated = await this.writing(input.slug ?? '', () =>
      updateColumns(this.dataSource.manager, 'courses', id, { ...input }),
    );
    if (!updated) throw courseNotFound();
    return this.get(id);
  }

  /** Refused while any document (whatever its status) names the course. */
  async delete(id: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const [locked] = await manager.query<unknown[]>(`SELECT 1 FROM courses WHERE id = $1 FOR UPDATE`, [id]);
        if (!locked) throw courseNotFound();
        const documents = await this.documentsUsing(id, manager);
        if (documents > 0) throw courseInUse(documents);
        await manager.query(`DELETE FROM courses WHERE id = $1`, [id]);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw courseInUse(await this.documentsUsing(id));
      throw error;
    }
  }

  private async documentsUsing(id: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row] = await manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM documents WHERE course_id = $1`,
      [id],
    );
    return row?.n ?? 0;
  }

  private async writing<T>(slug: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw courseSlugTaken(slug);
      throw error;
    }
  }
}
