import { Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import {
  SCHOLARSHIP_FIELD_LABELS,
  SCHOLARSHIP_LEVEL_LABELS,
  type ScholarshipFacetsResponse,
  type ScholarshipFieldOfStudy,
  type ScholarshipLevel,
  type ScholarshipListQuery,
} from '@studyhub/contracts';
import { SavedScholarshipEntity } from './saved-scholarship.entity';
import { ScholarshipEntity } from './scholarship.entity';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** Reads of published scholarships and of students' saved ones. */
@Injectable()
export class ScholarshipsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async listPublished(query: ScholarshipListQuery, today: string): Promise<Page<ScholarshipEntity>> {
    const builder = this.published(today, query.include_closed === true);
    if (query.q) {
      builder.andWhere("(s.title ILIKE :q ESCAPE '\\' OR s.provider ILIKE :q ESCAPE '\\')", {
        q: `%${escapeLike(query.q)}%`,
      });
    }
    // A scholarship open to every field lists none, and matches every field.
    if (query.field_of_study) {
      builder.andWhere('(:field = ANY (s.fields_of_study) OR cardinality(s.fields_of_study) = 0)', {
        field: query.field_of_study,
      });
    }
    if (query.level) builder.andWhere(':level = ANY (s.levels)', { level: query.level });
    if (query.country) builder.andWhere('s.country_code = :country', { country: query.country });
    if (query.university) builder.andWhere('s.university_slug = :university', { university: query.university });
    if (query.min_amount !== undefined) {
      builder.andWhere('COALESCE(s.amount_max_cents, s.amount_min_cents) >= :minCents', {
        minCents: query.min_amount * 100,
      });
    }
    if (query.deadline_before) builder.andWhere('s.deadline <= :before', { before: query.deadline_before });

    if (query.sort === 'amount') {
      builder.orderBy('COALESCE(s.amount_max_cents, s.amount_min_cents)', 'DESC').addOrderBy('s.deadline', 'ASC');
    } else if (query.sort === 'newest') {
      builder.orderBy('s.published_at', 'DESC', 'NULLS LAST');
    } else {
      builder.orderBy('s.deadline', 'ASC');
    }
    builder
      .addOrderBy('s.id', 'ASC')
      .offset((query.page - 1) * query.limit)
      .limit(query.limit);
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total };
  }

  async findPublishedBySlug(slug: string): Promise<ScholarshipEntity | null> {
    return this.dataSource.getRepository(ScholarshipEntity).findOne({ where: { slug, isPublished: true } });
  }

  async findPublishedById(id: string): Promise<ScholarshipEntity | null> {
    return this.dataSource.getRepository(ScholarshipEntity).findOne({ where: { id, isPublished: true } });
  }

  /** Counts per filter value over the scholarships open today. */
  async facets(today: string): Promise<ScholarshipFacetsResponse> {
    const open = `FROM scholarships WHERE is_published AND deadline >= $1::date`;
    const [fields, levels, countries, universities] = await Promise.all([
      this.dataSource.query<{ value: string; count: number }[]>(
        `SELECT field AS value, count(*)::int AS count
         FROM scholarships, unnest(fields_of_study) AS field
         WHERE is_published AND deadline >= $1::date GROUP BY field`,
        [today],
      ),
      this.dataSource.query<{ value: string; count: number }[]>(
        `SELECT level AS value, count(*)::int AS count
         FROM scholarships, unnest(levels) AS level
         WHERE is_published AND deadline >= $1::date GROUP BY level`,
        [today],
      ),
      this.dataSource.query<{ value: string; label: string; count: number }[]>(
        `SELECT country_code AS value, min(country_name) AS label, count(*)::int AS count ${open}
         GROUP BY country_code ORDER BY label`,
        [today],
      ),
      this.dataSource.query<{ value: string; label: string; count: number }[]>(
        `SELECT university_slug AS value, min(university_name) AS label, count(*)::int AS count ${open}
         AND university_slug IS NOT NULL GROUP BY university_slug ORDER BY label`,
        [today],
      ),
    ]);
    const fieldCounts = new Map(fields.map((row) => [row.value, row.count]));
    const levelCounts = new Map(levels.map((row) => [row.value, row.count]));
    return {
      fields_of_study: (Object.keys(SCHOLARSHIP_FIELD_LABELS) as ScholarshipFieldOfStudy[]).map((value) => ({
        value,
        label: SCHOLARSHIP_FIELD_LABELS[value],
        count: fieldCounts.get(value) ?? 0,
      })),
      levels: (Object.keys(SCHOLARSHIP_LEVEL_LABELS) as ScholarshipLevel[]).map((value) => ({
        value,
        label: SCHOLARSHIP_LEVEL_LABELS[value],
        count: levelCounts.get(value) ?? 0,
      })),
      countries,
      universities,
    };
  }

  /** Which of these scholarships the user saved. */
  async savedAmong(userId: string, scholarshipIds: string[]): Promise<Set<string>> {
    if (scholarshipIds.length === 0) return new Set();
    const rows = await this.dataSource.query<{ scholarship_id: string }[]>(
      `SELECT scholarship_id FROM saved_scholarships WHERE user_id = $1 AND scholarship_id = ANY ($2::uuid[])`,
      [userId, scholarshipIds],
    );
    return new Set(rows.map((row) => row.scholarship_id));
  }

  /** Saving twice keeps the first save. */
  async save(userId: string, scholarshipId: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(SavedScholarshipEntity)
      .values({ userId, scholarshipId })
      .orIgnore()
      .execute();
  }

  async unsave(userId: string, scholarshipId: string): Promise<void> {
    await this.dataSource.getRepository(SavedScholarshipEntity).delete({ userId, scholarshipId });
  }

  /** The user's saved scholarships that are still published, closest deadline first (passed ones last). */
  async listSaved(userId: string, page: number, limit: number, today: string): Promise<Page<ScholarshipEntity>> {
    const [rows, total] = await this.dataSource
      .getRepository(ScholarshipEntity)
      .createQueryBuilder('s')
      .innerJoin(SavedScholarshipEntity, 'saved', 'saved.scholarship_id = s.id AND saved.user_id = :userId', {
        userId,
      })
      .where('s.is_published')
      .orderBy('(s.deadline < CAST(:today AS date))', 'ASC')
      .addOrderBy('s.deadline', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .setParameter('today', today)
      .offset((page - 1) * limit)
      .limit(limit)
      .getManyAndCount();
    return { rows, total };
  }

  private published(today: string, includeClosed: boolean): SelectQueryBuilder<ScholarshipEntity> {
    const builder = this.dataSource.getRepository(ScholarshipEntity).createQueryBuilder('s').where('s.is_published');
    if (!includeClosed) builder.andWhere('s.deadline >= CAST(:today AS date)', { today });
    return builder;
  }
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
