import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid, type AdminUniversityListQuery } from '@studyhub/contracts';
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

/** Universities of every status, as the back office sees and changes them. */
@Injectable()
export class AdminUniversitiesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Pending first (the review queue), then by name. */
  async findPage(query: AdminUniversityListQuery): Promise<UniversityPage> {
    const builder = this.dataSource
      .getRepository(UniversityEntity)
      .createQueryBuilder('university')
      .innerJoinAndSelect('university.country', 'country');
    if (query.search !== undefined) {
      builder.andWhere('university.name ILIKE :pattern', { pattern: containsPattern(query.search) });
    }
    if (query.status !== undefined) builder.andWhere('university.status = :status', { status: query.status });
    const [universities, total] = await builder
      .orderBy(`CASE WHEN university.status = 'pending' THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy('university.name', 'ASC')
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

  async countryIdOf(key: string): Promise<string | null> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM countries WHERE ${isUuid(key) ? 'id = $1' : 'code = $1'}`,
      [key],
    );
    return row?.id ?? null;
  }

  async insert(columns: Required<Omit<UniversityColumns, 'logo_url'>> & { logo_url: string | null }): Promise<string> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
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
  update(id: string, columns: UniversityColumns): Promise<boolean> {
    return updateColumns(this.dataSource.manager, 'universities', id, { ...columns });
  }

  /** Documents that name the university or one of its courses, whatever their status. */
  async documentsUsing(manager: EntityManager, id: string): Promise<number> {
    const [row] = await manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM documents
        WHERE university_id = $1 OR course_id IN (SELECT c.id FROM courses c WHERE c.university_id = $1)`,
      [id],
    );
    return row?.n ?? 0;
  }
}
