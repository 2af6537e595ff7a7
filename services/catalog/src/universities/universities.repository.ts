import { Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { isUuid, type UniversityListQuery, type UniversitySortField } from '@studyhub/contracts';
import { containsPattern } from '../common/like-pattern';
import { UniversityEntity } from './university.entity';

const SORT_COLUMNS: Record<UniversitySortField, string> = {
  name: 'university.name',
  document_count: 'university.documentCount',
  courses_count: 'university.coursesCount',
};

export interface UniversityPage {
  universities: UniversityEntity[];
  total: number;
}

@Injectable()
export class UniversitiesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of approved universities matching the filters, with the exact number of matches. */
  async findApprovedPage(query: UniversityListQuery): Promise<UniversityPage> {
    const builder = this.approved();
    if (query.search !== undefined) {
      builder.andWhere('university.name ILIKE :pattern', { pattern: containsPattern(query.search) });
    }
    if (query.country !== undefined) {
      const column = isUuid(query.country) ? 'country.id' : 'country.code';
      builder.andWhere(`${column} = :country`, { country: query.country });
    }
    if (query.category !== undefined) {
      builder.andWhere('university.categories @> ARRAY[:category]::text[]', { category: query.category });
    }
    builder.orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder === 'desc' ? 'DESC' : 'ASC');
    // Ties break by name, then id, so pages never overlap; the builder keys order by column, so
    // adding `name` again when sorting by name would replace the requested direction.
    if (query.sortBy !== 'name') builder.addOrderBy('university.name', 'ASC');
    builder
      .addOrderBy('university.id', 'ASC')
      .offset((query.page - 1) * query.limit)
      .limit(query.limit);
    const [universities, total] = await builder.getManyAndCount();
    return { universities, total };
  }

  /** The approved university with this id or slug. */
  async findApprovedByIdOrSlug(key: string): Promise<UniversityEntity | null> {
    const builder = this.approved();
    if (isUuid(key)) {
      builder.andWhere('(university.id = :id OR university.slug = :slug)', { id: key, slug: key.toLowerCase() });
    } else {
      builder.andWhere('university.slug = :slug', { slug: key.toLowerCase() });
    }
    return builder.getOne();
  }

  private approved(): SelectQueryBuilder<UniversityEntity> {
    return this.dataSource
      .getRepository(UniversityEntity)
      .createQueryBuilder('university')
      .innerJoinAndSelect('university.country', 'country')
      .where('university.status = :status', { status: 'approved' });
  }
}
