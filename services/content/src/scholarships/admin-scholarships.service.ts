import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type {
  ADMIN_SCHOLARSHIP_SORTS,
  AdminScholarshipListItem,
  AdminScholarshipListQuery,
  ApiList,
  ScholarshipResponse,
  ScholarshipWrite,
} from '@studyhub/contracts';
import { AdminAudit, type AdminActor, type AdminWrite } from '@studyhub/platform';
import { scholarshipNotFound, scholarshipSlugTaken } from './scholarship.errors';
import { columnsOf, toScholarshipResponse } from './scholarship.mapper';
import { scholarshipSlugOf } from './scholarship-slug';
import { ScholarshipEntity } from './scholarship.entity';

/** ORDER BY of each allowed sort (never the query's own text); `amount` is the most it may pay. */
const SORT_EXPRESSIONS: Record<(typeof ADMIN_SCHOLARSHIP_SORTS)[number], string> = {
  updated_at: 's.updated_at',
  created_at: 's.created_at',
  deadline: 's.deadline',
  amount: 'COALESCE(s.amount_max_cents, s.amount_min_cents)',
  title: 'lower(s.title)',
};

/** The admin's writes: every scholarship whatever its state, created, edited, published or removed. */
@Injectable()
export class AdminScholarshipsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AdminAudit,
  ) {}

  async list(query: AdminScholarshipListQuery): Promise<ApiList<AdminScholarshipListItem>> {
    const builder = this.repository().createQueryBuilder('s');
    if (query.status === 'published') builder.andWhere('s.is_published');
    if (query.status === 'draft') builder.andWhere('NOT s.is_published');
    if (query.q) {
      builder.andWhere(
        "(s.title ILIKE :q ESCAPE '\\' OR s.provider ILIKE :q ESCAPE '\\' OR s.slug ILIKE :q ESCAPE '\\')",
        {
          q: `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`,
        },
      );
    }
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const [rows, total] = await builder
      .orderBy(SORT_EXPRESSIONS[query.sort], direction)
      .addOrderBy('s.id', direction)
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
      .getManyAndCount();
    const saves = await this.savedCounts(rows.map((row) => row.id));
    return {
      data: rows.map((row) => ({ ...toScholarshipResponse(row, false), saved_count: saves.get(row.id) ?? 0 })),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  /** How many students saved each of these scholarships. */
  private async savedCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<{ scholarship_id: string; saves: number }[]>(
      `SELECT scholarship_id, count(*)::int AS saves FROM saved_scholarships
       WHERE scholarship_id = ANY ($1::uuid[]) GROUP BY scholarship_id`,
      [ids],
    );
    return new Map(rows.map((row) => [row.scholarship_id, row.saves]));
  }

  async get(id: string): Promise<ScholarshipResponse> {
    return toScholarshipResponse(await this.found(id), false);
  }

  async create(input: ScholarshipWrite, actor: AdminActor): Promise<ScholarshipResponse> {
    const slug = input.slug ?? scholarshipSlugOf(input.title);
    return this.saving(
      () => slug,
      (manager) =>
        this.audited(manager, actor, 'created', null, async () => {
          const entity = this.repository(manager).create({
            ...columnsOf(input),
            slug,
            publishedAt: input.is_published ? new Date() : null,
          });
          return this.repository(manager).save(entity);
        }),
    );
  }

  /** Replaces the whole scholarship; a slug left out keeps the current one, so links stay valid. */
  async update(id: string, input: ScholarshipWrite, actor: AdminActor): Promise<ScholarshipResponse> {
    let slug = input.slug ?? '';
    return this.saving(
      () => slug,
      async (manager) => {
        const current = await this.found(id, manager, true);
        const before = toScholarshipResponse(current, false);
        return this.audited(manager, actor, 'updated', before, async () => {
          slug = input.slug ?? current.slug;
          const publishedAt = input.is_published ? (current.isPublished ? current.publishedAt : new Date()) : null;
          Object.assign(current, columnsOf(input), { slug, publishedAt });
          return this.repository(manager).save(current);
        });
      },
    );
  }

  async setPublished(id: string, published: boolean, actor: AdminActor): Promise<ScholarshipResponse> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.found(id, manager, true);
      if (current.isPublished === published) return toScholarshipResponse(current, false);
      const before = toScholarshipResponse(current, false);
      return this.audited(manager, actor, published ? 'published' : 'unpublished', before, async () => {
        current.isPublished = published;
        current.publishedAt = published ? new Date() : null;
        return this.repository(manager).save(current);
      });
    });
  }

  /** Removes it with the students' saves and its reminders (cascade). */
  async delete(id: string, actor: AdminActor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const before = toScholarshipResponse(await this.found(id, manager, true), false);
      await this.repository(manager).delete({ id });
      await this.audit.recordFor(manager, actor, scholarshipWrite('deleted', before, null));
    });
  }

  /** Runs `write` and records the scholarship as it was and became, in the caller's transaction. */
  private async audited(
    manager: EntityManager,
    actor: AdminActor,
    verb: ScholarshipVerb,
    before: ScholarshipResponse | null,
    write: () => Promise<ScholarshipEntity>,
  ): Promise<ScholarshipResponse> {
    const after = toScholarshipResponse(await write(), false);
    await this.audit.recordFor(manager, actor, scholarshipWrite(verb, before, after));
    return after;
  }

  /** `forUpdate` inside a write's transaction, so two admins' writes take turns. */
  private async found(
    id: string,
    manager: EntityManager = this.dataSource.manager,
    forUpdate = false,
  ): Promise<ScholarshipEntity> {
    const scholarship = await this.repository(manager).findOne({
      where: { id },
      ...(forUpdate ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!scholarship) throw scholarshipNotFound();
    return scholarship;
  }

  /** A write in its own transaction; a slug another scholarship has is refused by name. */
  private async saving<T>(slugOf: () => string, write: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(write);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw scholarshipSlugTaken(slugOf());
      }
      throw error;
    }
  }

  private repository(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(ScholarshipEntity);
  }
}

type ScholarshipVerb = 'created' | 'updated' | 'published' | 'unpublished' | 'deleted';

/** The audit trail's record of an admin writing a scholarship. */
function scholarshipWrite(
  verb: ScholarshipVerb,
  before: ScholarshipResponse | null,
  after: ScholarshipResponse | null,
): AdminWrite {
  const scholarship = (after ?? before)!;
  return {
    action: `scholarship.${verb}`,
    targetType: 'scholarship',
    targetId: scholarship.id,
    summary: `${verb.charAt(0).toUpperCase()}${verb.slice(1)} the scholarship “${scholarship.title}”`,
    before,
    after,
  };
}
