import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import type {
  ADMIN_SCHOLARSHIP_SORTS,
  AdminScholarshipListQuery,
  ApiList,
  ScholarshipResponse,
  ScholarshipWrite,
} from '@studyhub/contracts';
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
  constructor(private readonly dataSource: DataSource) {}

  async list(query: AdminScholarshipListQuery): Promise<ApiList<ScholarshipResponse>> {
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
    return {
      data: rows.map((row) => toScholarshipResponse(row, false)),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  async get(id: string): Promise<ScholarshipResponse> {
    return toScholarshipResponse(await this.found(id), false);
  }

  async create(input: ScholarshipWrite): Promise<ScholarshipResponse> {
    const slug = input.slug ?? scholarshipSlugOf(input.title);
    const entity = this.repository().create({
      ...columnsOf(input),
      slug,
      publishedAt: input.is_published ? new Date() : null,
    });
    return toScholarshipResponse(await this.saved(entity, slug), false);
  }

  /** Replaces the whole scholarship; a slug left out keeps the current one, so links stay valid. */
  async update(id: string, input: ScholarshipWrite): Promise<ScholarshipResponse> {
    const current = await this.found(id);
    const slug = input.slug ?? current.slug;
    const publishedAt = input.is_published ? (current.isPublished ? current.publishedAt : new Date()) : null;
    Object.assign(current, columnsOf(input), { slug, publishedAt });
    return toScholarshipResponse(await this.saved(current, slug), false);
  }

  async setPublished(id: string, published: boolean): Promise<ScholarshipResponse> {
    const current = await this.found(id);
    if (current.isPublished !== published) {
      current.isPublished = published;
      current.publishedAt = published ? new Date() : null;
      await this.repository().save(current);
    }
    return toScholarshipResponse(current, false);
  }

  /** Removes it with the students' saves and its reminders (cascade). */
  async delete(id: string): Promise<void> {
    const result = await this.repository().delete({ id });
    if (!result.affected) throw scholarshipNotFound();
  }

  private async found(id: string): Promise<ScholarshipEntity> {
    const scholarship = await this.repository().findOne({ where: { id } });
    if (!scholarship) throw scholarshipNotFound();
    return scholarship;
  }

  private async saved(entity: ScholarshipEntity, slug: string): Promise<ScholarshipEntity> {
    try {
      return await this.repository().save(entity);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw scholarshipSlugTaken(slug);
      }
      throw error;
    }
  }

  private repository() {
    return this.dataSource.getRepository(ScholarshipEntity);
  }
}
