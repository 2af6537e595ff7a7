import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  SLUG_PATTERN,
  isUnused,
  isUuid,
  type AdminSubjectListQuery,
  type AdminSubjectSort,
  type ApiList,
  type CreateSubjectInput,
  type SubjectResponse,
  type TaxonomyUsage,
  type UpdateSubjectInput,
} from '@studyhub/contracts';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors';
import { containsPattern } from '../common/like-pattern';
import { slugify } from '../common/slugify';
import { updateColumns } from '../common/update-columns';
import { TaxonomyAudit, type AdminActor } from '../taxonomy-admin/taxonomy-audit';
import { SubjectErrors, subjectInUse } from './subjects.errors';

const SUBJECT_COLUMNS = `id, name, acronym, slug, icon_name, color, description, document_count, download_count`;

/** Sort columns by the list's names; never a request's text in SQL. */
const SORT_COLUMNS: Record<AdminSubjectSort, string> = {
  name: 'name',
  acronym: 'acronym',
  document_count: 'document_count',
  download_count: 'download_count',
};

/** The subject id of an admin path, or 'Invalid subject ID'. */
export function subjectIdOf(id: string): string {
  if (!isUuid(id)) throw SubjectErrors.INVALID_SUBJECT_ID();
  return id.toLowerCase();
}

/**
 * The back office's subjects. Deleting one is refused while documents, textbooks or homework
 * questions name it. Each write is audited in its transaction.
 */
@Injectable()
export class AdminSubjectsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: TaxonomyAudit,
  ) {}

  async list(query: AdminSubjectListQuery): Promise<ApiList<SubjectResponse>> {
    const pattern = query.search === undefined ? null : containsPattern(query.search);
    const where = `$1::text IS NULL OR name ILIKE $1 OR acronym ILIKE $1`;
    const [count] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM subjects WHERE ${where}`,
      [pattern],
    );
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    const subjects = await this.dataSource.query<SubjectResponse[]>(
      `SELECT ${SUBJECT_COLUMNS} FROM subjects WHERE ${where}
        ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, name ASC, id ASC LIMIT $2 OFFSET $3`,
      [pattern, query.limit, (query.page - 1) * query.limit],
    );
    return { data: subjects, meta: { page: query.page, limit: query.limit, total: count?.total ?? 0 } };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<SubjectResponse> {
    const [subject] = await manager.query<SubjectResponse[]>(`SELECT ${SUBJECT_COLUMNS} FROM subjects WHERE id = $1`, [
      id,
    ]);
    if (!subject) throw SubjectErrors.SUBJECT_NOT_FOUND();
    return subject;
  }

  async usage(id: string): Promise<TaxonomyUsage> {
    await this.get(id);
    return this.usageOf(id);
  }

  async create(actor: AdminActor, input: CreateSubjectInput): Promise<SubjectResponse> {
    const slug = input.slug ?? slugify(input.name);
    if (!SLUG_PATTERN.test(slug)) throw SubjectErrors.INVALID_SUBJECT_SLUG();
    return this.writing(() =>
      this.dataSource.transaction(async (manager) => {
        const [row] = await manager.query<{ id: string }[]>(
          `INSERT INTO subjects (name, acronym, slug, icon_name, color, description)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [input.name, input.acronym, slug, input.icon_name, input.color, input.description],
        );
        const after = await this.get(row!.id, manager);
        await this.audit.record(manager, actor, { action: 'subject.created', targetId: after.id, before: null, after });
        return after;
      }),
    );
  }

  update(actor: AdminActor, id: string, input: UpdateSubjectInput): Promise<SubjectResponse> {
    return this.writing(() =>
      this.dataSource.transaction(async (manager) => {
        if (!(await this.lock(manager, id))) throw SubjectErrors.SUBJECT_NOT_FOUND();
        const before = await this.get(id, manager);
        await updateColumns(manager, 'subjects', id, { ...input });
        const after = await this.get(id, manager);
        await this.audit.record(manager, actor, { action: 'subject.updated', targetId: id, before, after });
        return after;
      }),
    );
  }

  /** Refused while anything names the subject, counted under the row's lock. */
  async delete(actor: AdminActor, id: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        if (!(await this.lock(manager, id))) throw SubjectErrors.SUBJECT_NOT_FOUND();
        const usage = await this.usageOf(id, manager);
        if (!isUnused(usage)) throw subjectInUse(usage);
        const before = await this.get(id, manager);
        await manager.query(`DELETE FROM subjects WHERE id = $1`, [id]);
        await this.audit.record(manager, actor, { action: 'subject.deleted', targetId: id, before, after: null });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw subjectInUse(await this.usageOf(id));
      throw error;
    }
  }

  private async lock(manager: EntityManager, id: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(`SELECT 1 FROM subjects WHERE id = $1 FOR UPDATE`, [id]);
    return rows.length > 0;
  }

  /** Documents of any status, textbooks and homework questions that name the subject. */
  private async usageOf(id: string, manager: EntityManager = this.dataSource.manager): Promise<TaxonomyUsage> {
    const [row] = await manager.query<{ documents: number; textbooks: number; homework_questions: number }[]>(
      `SELECT (SELECT count(*)::int FROM documents WHERE subject_id = $1) AS documents,
              (SELECT count(*)::int FROM textbooks WHERE subject_id = $1) AS textbooks,
              (SELECT count(*)::int FROM homework_questions WHERE subject_id = $1) AS homework_questions`,
      [id],
    );
    return {
      documents: row?.documents ?? 0,
      textbooks: row?.textbooks ?? 0,
      homework_questions: row?.homework_questions ?? 0,
    };
  }

  private async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw SubjectErrors.DUPLICATE();
      throw error;
    }
  }
}
