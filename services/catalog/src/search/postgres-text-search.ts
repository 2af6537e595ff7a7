import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DOCUMENT_STATUS_IDS, type DocumentSort } from '@studyhub/contracts';
import type { BrowseFilters } from '../browse/filter-key';
import { correctTerms } from './term-corrector';
import { tsqueryOf, type QueryTerm } from './search-terms';

const APPROVED = DOCUMENT_STATUS_IDS.APPROVED;

/** Relevance first, then quality (rating, downloads); every order ends on the id so pages never overlap. */
const ORDER_BY: Record<DocumentSort, string> = {
  relevance: 'ts_rank_cd(d.search_vector, query.q) DESC, d.average_rating DESC, d.download_count DESC, d.id',
  newest: 'd.published_at DESC, d.id',
  price_asc: 'd.price_cents, d.published_at DESC, d.id',
  price_desc: 'd.price_cents DESC, d.published_at DESC, d.id',
  rating: 'd.average_rating DESC, d.review_count DESC, d.id',
  downloads: 'd.download_count DESC, d.id',
};

const FILTER_COLUMNS: Record<keyof BrowseFilters, string> = {
  document_type_id: 'document_type_id',
  subject_id: 'subject_id',
  university_id: 'university_id',
  course_id: 'course_id',
  textbook_id: 'textbook_id',
};

export interface InstantDocumentRow {
  id: string;
  slug: string;
  title: string;
  document_type: string;
  subject: string | null;
}

/**
 * Text search in PostgreSQL alone: the weighted `search_vector` (title A, taxonomy names B,
 * description C) with the last word as a prefix and unknown words corrected through
 * `search_terms` (trigrams, then edit distance). Answers while the in-process index warms up, or
 * when it is switched off; right at any size, fast only on small catalogs (ADR 0011).
 */
@Injectable()
export class PostgresTextSearch {
  constructor(private readonly dataSource: DataSource) {}

  async search(
    terms: readonly QueryTerm[],
    filters: BrowseFilters,
    sort: DocumentSort,
    offset: number,
    limit: number,
  ): Promise<{ ids: string[]; total: number }> {
    const tsquery = tsqueryOf(await correctTerms(this.dataSource.manager, terms));
    if (tsquery === null) return { ids: [], total: 0 };
    const params: unknown[] = [APPROVED, tsquery];
    const where = ['d.status_id = $1', 'd.search_vector @@ query.q'];
    for (const name of Object.keys(FILTER_COLUMNS) as (keyof BrowseFilters)[]) {
      const value = filters[name];
      if (value === undefined) continue;
      params.push(value);
      where.push(`d.${FILTER_COLUMNS[name]} = $${params.length}`);
    }
    params.push(limit, offset);
    const [row] = await this.dataSource.query<{ total: number; ids: string[] }[]>(
      `WITH matches AS MATERIALIZED (
         SELECT d.id, d.search_vector, d.published_at, d.price_cents, d.average_rating, d.review_count, d.download_count
           FROM documents d CROSS JOIN to_tsquery('simple', $2) AS query(q)
          WHERE ${where.join(' AND ')})
       SELECT (SELECT count(*)::int FROM matches) AS total,
              ARRAY(SELECT d.id FROM matches d CROSS JOIN to_tsquery('simple', $2) AS query(q)
                     ORDER BY ${ORDER_BY[sort]} LIMIT $${params.length - 1} OFFSET $${params.length}) AS ids`,
      params,
    );
    return { ids: row?.ids ?? [], total: row?.total ?? 0 };
  }

  /** At most `limit` approved documents for a typed query, best first. */
  async suggestDocuments(terms: readonly QueryTerm[], limit: number): Promise<InstantDocumentRow[]> {
    const tsquery = tsqueryOf(await correctTerms(this.dataSource.manager, terms));
    if (tsquery === null) return [];
    return this.dataSource.query<InstantDocumentRow[]>(
      `SELECT d.id, d.slug, d.title, t.name AS document_type, s.name AS subject
         FROM documents d
         JOIN document_types t ON t.id = d.document_type_id
         LEFT JOIN subjects s ON s.id = d.subject_id
         CROSS JOIN to_tsquery('simple', $2) AS query(q)
        WHERE d.status_id = $1 AND d.search_vector @@ query.q
        ORDER BY ts_rank_cd(d.search_vector, query.q) DESC, d.download_count DESC, d.average_rating DESC, d.id
        LIMIT $3`,
      [APPROVED, tsquery, limit],
    );
  }
}
