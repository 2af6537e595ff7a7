import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  SLUG_PATTERN,
  isUuid,
  type ApiList,
  type CreateSubjectInput,
  type PaginationQuery,
  type SubjectResponse,
  type UpdateSubjectInput,
} from '@studyhub/contracts';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors';
import { containsPattern } from '../common/like-pattern';
import { slugify } from '../common/slugify';
import { updateColumns } from '../common/update-columns';
import { SubjectErrors, subjectInUse } from './subjects.errors';

const SUBJECT_COLUMNS = `id, name, acronym, slug, icon_name, color, description, document_count, download_count`;

/** The subject id of an admin path, or 'Invalid subject ID'. */
export function subjectIdOf(id: string): string {
  if (!isUuid(id)) throw SubjectErrors.INVALID_SUBJECT_ID();
  return id.toLowerCase();
}

/**
 * The back office's subjects. Deleting one is refused while documents name it; its textbooks and
 * homework questions are kept, without a subject.
 */
@Injectable()
export class AdminSubjectsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: PaginationQuery & { search?: string | undefined }): Promise<ApiList<SubjectResponse>> {
    const pattern = query.search === undefined ? null : containsPattern(query.search);
    const where = `$1::text IS NULL OR name ILIKE $1 OR acronym ILIKE $1`;
    const [count] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM subjects WHERE ${where}`,
      [pattern],
    );
    const subjects = await this.dataSource.query<SubjectResponse[]>(
      `SELECT ${SUBJECT_COLUMNS} FROM subjects WHERE ${where} ORDER BY name, id LIMIT $2 OFFSET $3`,
      [pattern, query.limit, (query.page - 1) * query.limit],
    );
    return { data: subjects, meta: { page: query.page, limit: query.limit, total: count?.total ?? 0 } };
  }

  async get(id: string): Promise<SubjectResponse> {
    const [subject] = await this.dataSource.query<SubjectResponse[]>(
      `SELECT ${SUBJECT_COLUMNS} FROM subjects WHERE id = $1`,
      [id],
    );
    if (!subject) throw SubjectErrors.SUBJECT_NOT_FOUND();
    return subject;
  }

  async create(input: CreateSubjectInput): Promise<SubjectResponse> {
    const slug = input.slug ?? slugify(input.name);
    if (!SLUG_PATTERN.test(slug)) throw SubjectErrors.INVALID_SUBJECT_SLUG();
    const [row] = await this.writing(() =>
      this.dataSource.query<{ id: string }[]>(
        `INSERT INTO subjects (name, acronym, slug, icon_name, color, description)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [input.name, input.acronym, slug, input.icon_name, input.color, input.description],
      ),
    );
    return this.get(row!.id);
  }

  async update(id: string, input: UpdateSubjectInput): Promise<SubjectResponse> {
    const updated = await this.writing(() => updateColumns(this.dataSource.manager, 'subjects', id, { ...input }));
    if (!updated) throw SubjectErrors.SUBJECT_NOT_FOUND();
    return this.get(id);
  }

  /** Refused while any document (whatever its status) names the subject. */
  async delete(id: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const [locked] = await manager.query<unknown[]>(`SELECT 1 FROM subjects WHERE id = $1 FOR UPDATE`, [id]);
        if (!locked) throw SubjectErrors.SUBJECT_NOT_FOUND();
        const documents = await this.documentsUsing(id, manager);
        if (documents > 0) throw subjectInUse(documents);
        await manager.query(`DELETE FROM subjects WHERE id = $1`, [id]);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw subjectInUse(await this.documentsUsing(id));
      throw error;
    }
  }

  private async documentsUsing(id: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row] = await manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM documents WHERE subject_id = $1`,
      [id],
    );
    return row?.n ?? 0;
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
