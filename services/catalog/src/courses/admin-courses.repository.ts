import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminCourseListQuery, AdminCourseResponse, AdminCourseSort, TaxonomyUsage } from '@studyhub/contracts';
import { containsPattern } from '../common/like-pattern';
import { updateColumns } from '../common/update-columns';

const SORT_COLUMNS: Record<AdminCourseSort, string> = {
  name: 'c.name',
  level: 'c.level',
  is_active: 'c.is_active',
  created_at: 'c.created_at',
};

interface CourseRow {
  id: string;
  name: string;
  slug: string;
  university_id: string;
  level: AdminCourseResponse['level'];
  is_active: boolean;
  created_at: Date;
  university_name: string;
  university_slug: string;
}

const SELECT = `SELECT c.id, c.name, c.slug, c.university_id, c.level, c.is_active, c.created_at,
                       u.name AS university_name, u.slug AS university_slug
                  FROM courses c JOIN universities u ON u.id = c.university_id`;

function responseOf(row: CourseRow): AdminCourseResponse {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    university_id: row.university_id,
    level: row.level,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    university: { id: row.university_id, name: row.university_name, slug: row.university_slug },
  };
}

/** Courses of every university, active or not, as the back office sees and changes them. */
@Injectable()
export class AdminCoursesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findPage(query: AdminCourseListQuery): Promise<{ courses: AdminCourseResponse[]; total: number }> {
    const where = `($1::uuid IS NULL OR c.university_id = $1)
               AND ($2::text IS NULL OR c.name ILIKE $2)
               AND ($3::boolean IS NULL OR c.is_active = $3)`;
    const parameters = [
      query.university_id ?? null,
      query.search === undefined ? null : containsPattern(query.search),
      query.is_active ?? null,
    ];
    const [count] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM courses c WHERE ${where}`,
      parameters,
    );
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    const rows = await this.dataSource.query<CourseRow[]>(
      `${SELECT} WHERE ${where}
        ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, c.name ASC, u.name ASC, c.id ASC
        LIMIT $4 OFFSET $5`,
      [...parameters, query.limit, (query.page - 1) * query.limit],
    );
    return { courses: rows.map(responseOf), total: count?.total ?? 0 };
  }

  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminCourseResponse | null> {
    const [row] = await manager.query<CourseRow[]>(`${SELECT} WHERE c.id = $1`, [id]);
    return row ? responseOf(row) : null;
  }

  async lock(manager: EntityManager, id: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(`SELECT 1 FROM courses WHERE id = $1 FOR UPDATE`, [id]);
    return rows.length > 0;
  }

  async universityExists(id: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(`SELECT 1 FROM universities WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  async insert(
    manager: EntityManager,
    course: { university_id: string; name: string; slug: string; level: string; is_active: boolean },
  ): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO courses (university_id, name, slug, level, is_active) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [course.university_id, course.name, course.slug, course.level, course.is_active],
    );
    return row!.id;
  }

  update(manager: EntityManager, id: string, columns: Record<string, unknown>): Promise<boolean> {
    return updateColumns(manager, 'courses', id, columns);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM courses WHERE id = $1`, [id]);
  }

  /** Documents that name the course, whatever their status. */
  async usage(id: string, manager: EntityManager = this.dataSource.manager): Promise<TaxonomyUsage> {
    const [row] = await manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM documents WHERE course_id = $1`,
      [id],
    );
    return { documents: row?.n ?? 0 };
  }
}
