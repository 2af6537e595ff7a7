import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  isUuid,
  type AdminUniversityListQuery,
  type AdminUniversitySort,
  type TaxonomyUsage,
} from '@studyhub/contracts';
import { containsPattern } from '../common/like-pattern';
import { updateColumns } from '../common/update-columns';
import type { UniversityPage } from './universities.repository';
import { UniversityEntity } from './university.entity';

/** The columns an admin write sets, by their table names. */
export interface UniversityColumns {
  name?: string;
  slug?: string;
  type?: string;
  country_id?: string;
  categories?: string[];
  logo_url?: string | null;
  status?: string;
}

const SORT_COLUMNS: Record<AdminUniversitySort, string> = {
  name: 'university.name',
  status: 'university.status',
  document_count: 'university.documentCount',
  courses_count: 'university.coursesCount',
  created_at: 'university.createdAt',
};

/** Universities of every status, as the back office sees and changes them. */
@Injectable()
export class AdminUniversitiesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One page matching the filters in the requested order (ties by name, then id: pages never overlap). */
  async findPage(query: AdminUniversityListQuery): Promise<UniversityPage> {
    const builder = this.dataSource
      .getRepository(UniversityEntity)
      .createQueryBuilder('university')
      .innerJoinAndSelect('university.country', 'country');
    if (query.search !== undefined) {
      builder.andWhere('university.name ILIKE :pattern', { pattern: containsPattern(query.search) });
    }
    if (query.status !== undefined) builder.andWhere('university.status = :status', { status: query.status });
    if (query.country !== undefined) {
      const column = isUuid(query.country) ? 'country.id' : 'country.code';
      builder.andWhere(`${column} = :country`, { country: query.country });
    }
    if (query.category !== undefined) {
      builder.andWhere('university.categories @> ARRAY[:category]::text[]', { category: query.category });
    }
    builder.orderBy(SORT_COLUMNS[query.sort], query.order === 'desc' ? 'DESC' : 'ASC');
    // The builder keys order by column: adding `name` again when sorting by it would undo the direction.
    if (query.sort !== 'name') builder.addOrderBy('university.name', 'ASC');
    const [universities, total] = await builder
      .addOrderBy('university.id', 'ASC')
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
      .getManyAndCount();
    return { universities, total };
  }

  findByIdOrSlug(key: string, manager: EntityManager = this.dataSource.manager): Promise<UniversityEntity | null> {
    return manager.getRepository(UniversityEntity).findOne({
      where: isUuid(key) ? { id: key.toLowerCase() } : { slug: key },
      relations: { country: true },
    });
  }

  /** Locks the row for the rest of the transaction (a write or a deletion); false when there is none. */
  async lock(manager: EntityManager, id: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(`SELECT 1 FROM universities WHERE id = $1 FOR UPDATE`, [id]);
    return rows.length > 0;
  }

  async countryIdOf(key: string): Promise<string | null> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM countries WHERE ${isUuid(key) ? 'id = $1' : 'code = $1'}`,
      [key],
    );
    return row?.id ?? null;
  }

  async insert(
    manager: EntityManager,
    columns: Required<Omit<UniversityColumns, 'logo_url'>> & { logo_url: string | null },
  ): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO universities (name, slug, type, country_id, categories, logo_url, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        columns.name,
        columns.slug,
        columns.type,
        columns.country_id,
        columns.categories,
        columns.logo_url,
        columns.status,
      ],
    );
    return row!.id;
  }

  /** Sets the given columns; false when there is no such university. */
  update(manager: EntityManager, id: string, columns: UniversityColumns): Promise<boolean> {
    return updateColumns(manager, 'universities', id, { ...columns });
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM universities WHERE id = $1`, [id]);
  }

  /**
   * What still names the university, whatever its status: documents (of the university or one of its
   * courses) and its courses, which a deletion would take with it.
   */
  async usage(id: string, manager: EntityManager = this.dataSource.manager): Promise<TaxonomyUsage> {
    const [row] = await manager.query<{ documents: number; courses: number }[]>(
      `SELECT (SELECT count(*)::int FROM documents
                WHERE university_id = $1
                   OR course_id IN (SELECT c.id FROM courses c WHERE c.university_id = $1)) AS documents,
              (SELECT count(*)::int FROM courses WHERE university_id = $1) AS courses`,
      [id],
    );
    return { documents: row?.documents ?? 0, courses: row?.courses ?? 0 };
  }
}
