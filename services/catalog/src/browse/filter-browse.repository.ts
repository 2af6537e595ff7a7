import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DOCUMENT_STATUS_IDS, type DocumentSort } from '@studyhub/contracts';
import { filterKeyOf, type BrowseFilters } from './filter-key';

/**
 * Each order matches an approved-only index (migrations 1764000000000 and 1764000200000) and
 * ends on the id, so pages never overlap.
 */
const ORDER_BY: Record<Exclude<DocumentSort, 'relevance'>, string> = {
  newest: 'd.published_at DESC, d.id',
  price_asc: 'd.price_cents, d.published_at DESC, d.id',
  price_desc: 'd.price_cents DESC, d.published_at DESC, d.id',
  rating: 'd.average_rating DESC, d.review_count DESC, d.id',
  downloads: 'd.download_count DESC, d.id',
};

const COLUMNS: Record<keyof BrowseFilters, string> = {
  document_type_id: 'document_type_id',
  subject_id: 'subject_id',
  university_id: 'university_id',
  course_id: 'course_id',
  textbook_id: 'textbook_id',
};

export interface FilterPage {
  ids: string[];
  total: number;
}

/**
 * Approved documents by filters alone (no text): the exact total comes from the counts the
 * trigger keeps per filter combination, so no request counts a large set. The combinations not
 * kept always include a course or a textbook, whose sets are small, and are counted on demand.
 */
@Injectable()
export class FilterBrowseRepository {
  constructor(private readonly dataSource: DataSource) {}

  async page(filters: BrowseFilters, sort: DocumentSort, offset: number, limit: number): Promise<FilterPage> {
    const params: unknown[] = [DOCUMENT_STATUS_IDS.APPROVED];
    const where = ['d.status_id = $1'];
    for (const name of Object.keys(COLUMNS) as (keyof BrowseFilters)[]) {
      const value = filters[name];
      if (value === undefined) continue;
      params.push(value);
      where.push(`d.${COLUMNS[name]} = $${params.length}`);
    }
    const whereSql = where.join(' AND ');
    const key = filterKeyOf(filters);
    let total: string;
    if (key === null) {
      total = `(SELECT count(*)::int FROM documents d WHERE ${whereSql})`;
    } else {
      params.push(key);
      total = `coalesce((SELECT approved_count FROM document_filter_counts WHERE filter_key = $${params.length}), 0)`;
    }
    params.push(limit, offset);
    const limitAt = params.length - 1;
    const offsetAt = params.length;
    const order = ORDER_BY[sort === 'relevance' ? 'newest' : sort];
    // The page is only read when the offset is inside the total (a one-time filter in the plan).
    const [row] = await this.dataSource.query<{ total: number; ids: string[] }[]>(
      `WITH total AS MATERIALIZED (SELECT ${total} AS n)
       SELECT (SELECT n FROM total) AS total,
              ARRAY(SELECT d.id FROM documents d
                     WHERE ${whereSql} AND $${offsetAt}::int < (SELECT n FROM total)
                     ORDER BY ${order} LIMIT $${limitAt} OFFSET $${offsetAt}) AS ids`,
      params,
    );
    return { ids: row?.ids ?? [], total: row?.total ?? 0 };
  }
}
