import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  SLUG_PATTERN,
  isUnused,
  isUuid,
  type AdminCourseListQuery,
  type AdminCourseResponse,
  type ApiList,
  type CreateCourseInput,
  type TaxonomyUsage,
  type UpdateCourseInput,
} from '@studyhub/contracts';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors';
import { slugify } from '../common/slugify';
import { TaxonomyAudit, type AdminActor } from '../taxonomy-admin/taxonomy-audit';
import { AdminCoursesRepository } from './admin-courses.repository';
import { CourseAdminErrors, courseInUse, courseNotFound, courseSlugTaken, unknownUniversity } from './courses.errors';

/** The course id of an admin path, or 'Invalid course ID'. */
export function courseIdOf(id: string): string {
  if (!isUuid(id)) throw CourseAdminErrors.INVALID_COURSE_ID();
  return id.toLowerCase();
}

/**
 * The back office's courses: active and inactive, slug from the name (spec section 5) and unique
 * within the university; deleted only when no document names them. Each write is audited in its
 * transaction.
 */
@Injectable()
export class AdminCoursesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: AdminCoursesRepository,
    private readonly audit: TaxonomyAudit,
  ) {}

  async list(query: AdminCourseListQuery): Promise<ApiList<AdminCourseResponse>> {
    const { courses, total } = await this.repository.findPage(query);
    return { data: courses, meta: { page: query.page, limit: query.limit, total } };
  }

  async get(id: string, manager?: EntityManager): Promise<AdminCourseResponse> {
    const course = await this.repository.findById(id, manager);
    if (!course) throw courseNotFound();
    return course;
  }

  async usage(id: string): Promise<TaxonomyUsage> {
    await this.get(id);
    return this.repository.usage(id);
  }

  async create(actor: AdminActor, input: CreateCourseInput): Promise<AdminCourseResponse> {
    const slug = slugify(input.name);
    if (!SLUG_PATTERN.test(slug)) throw CourseAdminErrors.INVALID_COURSE_SLUG();
    if (!(await this.repository.universityExists(input.university_id))) throw unknownUniversity();
    return this.writing(slug, () =>
      this.dataSource.transaction(async (manager) => {
        const id = await this.repository.insert(manager, { ...input, slug });
        const after = await this.get(id, manager);
        await this.audit.record(manager, actor, { action: 'course.created', targetId: id, before: null, after });
        return after;
      }),
    );
  }

  /** The slug stays as it was unless one is given: renaming does not break existing links. */
  update(actor: AdminActor, id: string, input: UpdateCourseInput): Promise<AdminCourseResponse> {
    return this.writing(input.slug ?? '', () =>
      this.dataSource.transaction(async (manager) => {
        if (!(await this.repository.lock(manager, id))) throw courseNotFound();
        const before = await this.get(id, manager);
        await this.repository.update(manager, id, { ...input });
        const after = await this.get(id, manager);
        await this.audit.record(manager, actor, { action: 'course.updated', targetId: id, before, after });
        return after;
      }),
    );
  }

  /** Refused while any document (whatever its status) names the course, counted under the row's lock. */
  async delete(actor: AdminActor, id: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        if (!(await this.repository.lock(manager, id))) throw courseNotFound();
        const usage = await this.repository.usage(id, manager);
        if (!isUnused(usage)) throw courseInUse(usage);
        const before = await this.get(id, manager);
        await this.repository.delete(manager, id);
        await this.audit.record(manager, actor, { action: 'course.deleted', targetId: id, before, after: null });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw courseInUse(await this.repository.usage(id));
      throw error;
    }
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
