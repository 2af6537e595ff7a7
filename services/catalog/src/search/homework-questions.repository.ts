import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HomeworkQuestionResponse } from '@studyhub/contracts';
import { SearchIndexService } from './index/search-index.service';
import { correctTerms } from './term-corrector';
import {
  minimumSharedTerms,
  queryTermsOf,
  similarQuestionTermsOf,
  stemOf,
  tsqueryOf,
  type QueryTerm,
} from './search-terms';

interface QuestionRow {
  id: string;
  slug: string;
  question: string;
  formatted_question: HomeworkQuestionResponse['formatted_question'];
  is_public: boolean;
  created_at: Date;
  subject_id: string | null;
  subject_name: string | null;
  subject_slug: string | null;
  user_id: string | null;
  user_name: string | null;
}

const COLUMNS = `
  h.id, h.slug, h.question, h.formatted_question, h.is_public, h.created_at,
  s.id AS subject_id, s.name AS subject_name, s.slug AS subject_slug,
  h.user_id, p.full_name AS user_name`;

const JOINS = `
  LEFT JOIN subjects s ON s.id = h.subject_id
  LEFT JOIN user_profiles p ON p.user_id = h.user_id`;

function toResponse(row: QuestionRow): HomeworkQuestionResponse {
  return {
    id: row.id,
    slug: row.slug,
    question: row.question,
    formatted_question: row.formatted_question,
    is_public: row.is_public,
    created_at: row.created_at.toISOString(),
    subject:
      row.subject_id === null
        ? null
        : { id: row.subject_id, name: row.subject_name ?? '', slug: row.subject_slug ?? '' },
    user: row.user_id === null ? null : { id: row.user_id, full_name: row.user_name ?? '' },
  };
}

export interface QuestionSuggestion {
  id: string;
  slug: string;
  question: string;
  subject: string | null;
}

export interface QuestionListQuery {
  q?: string | undefined;
  subject_id?: string | undefined;
  page: number;
  limit: number;
}

/**
 * Public homework questions only: full-text search with an exact total (in-process index, or
 * PostgreSQL while it warms up), the newest first without text, and one by slug.
 */
@Injectable()
export class HomeworkQuestionsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly index: SearchIndexService,
  ) {}

  async search(query: QuestionListQuery): Promise<{ questions: HomeworkQuestionResponse[]; total: number }> {
    const offset = (query.page - 1) * query.limit;
    const live = await this.index.current();
    if (query.q === undefined) {
      const total = live === null ? await this.countPublic(query.subject_id) : live.questions.count(query.subject_id);
      if (offset >= total) return { questions: [], total };
      return { questions: await this.newest(query.subject_id, offset, query.limit), total };
    }
    // A whole question (the homework helper's "similar questions first") matches on any of its words.
    const similar = similarQuestionTermsOf(query.q);
    if (similar !== null) {
      if (live === null) return this.searchSimilarInPostgres(similar, query.subject_id, offset, query.limit);
      const hits = live.questions.searchSimilar({
        words: similar,
        subjectId: query.subject_id,
        offset,
        limit: query.limit,
      });
      return { questions: await this.byIds(hits.ids), total: hits.total };
    }
    const terms = queryTermsOf(query.q);
    if (terms.length === 0) return { questions: [], total: 0 };
    if (live === null) return this.searchInPostgres(terms, query.subject_id, offset, query.limit);
    const hits = live.questions.search({ terms, subjectId: query.subject_id, offset, limit: query.limit });
    return { questions: await this.byIds(hits.ids), total: hits.total };
  }

  /** PostgreSQL's own suggestions, while the index warms up. */
  async suggest(terms: readonly QueryTerm[], limit: number): Promise<QuestionSuggestion[]> {
    const tsquery = tsqueryOf(await correctTerms(this.dataSource.manager, terms));
    if (tsquery === null) return [];
    return this.dataSource.query<QuestionSuggestion[]>(
      `SELECT h.id, h.slug, h.question, s.name AS subject
         FROM homework_questions h LEFT JOIN subjects s ON s.id = h.subject_id
        CROSS JOIN to_tsquery('simple', $1) AS query(q)
        WHERE h.is_public AND h.search_vector @@ query.q
        ORDER BY ts_rank_cd(h.search_vector, query.q) DESC, h.created_at DESC, h.id
        LIMIT $2`,
      [tsquery, limit],
    );
  }

  async findPublicBySlug(slug: string): Promise<HomeworkQuestionResponse | null> {
    const [row] = await this.dataSource.query<QuestionRow[]>(
      `SELECT ${COLUMNS} FROM homework_questions h ${JOINS} WHERE h.slug = $1 AND h.is_public`,
      [slug.toLowerCase()],
    );
    return row ? toResponse(row) : null;
  }

  /** Public questions in the order of `ids`; any no longer public is left out. */
  private async byIds(ids: readonly string[]): Promise<HomeworkQuestionResponse[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource.query<QuestionRow[]>(
      `SELECT ${COLUMNS}
         FROM unnest($1::uuid[]) WITH ORDINALITY AS pick(id, position)
         JOIN homework_questions h ON h.id = pick.id AND h.is_public ${JOINS}
        ORDER BY pick.position`,
      [ids],
    );
    return rows.map(toResponse);
  }

  private async newest(subjectId: string | undefined, offset: number, limit: number) {
    const rows = await this.dataSource.query<QuestionRow[]>(
      `SELECT ${COLUMNS} FROM homework_questions h ${JOINS}
        WHERE h.is_public AND ($1::uuid IS NULL OR h.subject_id = $1::uuid)
        ORDER BY h.created_at DESC, h.id LIMIT $2 OFFSET $3`,
      [subjectId ?? null, limit, offset],
    );
    return rows.map(toResponse);
  }

  private async countPublic(subjectId: string | undefined): Promise<number> {
    const [row] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM homework_questions h
        WHERE h.is_public AND ($1::uuid IS NULL OR h.subject_id = $1::uuid)`,
      [subjectId ?? null],
    );
    return row?.total ?? 0;
  }

  /**
   * The in-process index's similar-question ranking in SQL, while the index warms up: each word
   * (its inflections through a prefix of its stem) weighs its BM25 idf over public questions; a
   * question needs a third of the words; the score is normalised by the question's length.
   */
  private async searchSimilarInPostgres(
    words: readonly string[],
    subjectId: string | undefined,
    offset: number,
    limit: number,
  ): Promise<{ questions: HomeworkQuestionResponse[]; total: number }> {
    // Short stems would match too much as prefixes; they match as whole words.
    const tsqueries = words.map((word) => {
      const stem = stemOf(word);
      return stem.length >= 4 ? `${word} | ${stem}:*` : word;
    });
    const [row] = await this.dataSource.query<{ total: number; ids: string[] }[]>(
      `WITH public_questions AS (
         SELECT count(*)::float8 AS n, coalesce(avg(length(search_vector)), 1)::float8 AS average_length
           FROM homework_questions WHERE is_public),
       terms AS (
         SELECT term.q, ln(1 + (p.n - df.n + 0.5) / (df.n + 0.5)) AS idf
           FROM unnest($1::text[]) AS raw(text)
           CROSS JOIN LATERAL to_tsquery('simple', raw.text) AS term(q)
           CROSS JOIN public_questions p
           CROSS JOIN LATERAL (SELECT count(*)::float8 AS n FROM homework_questions h
                                WHERE h.is_public AND h.search_vector @@ term.q) AS df),
       matches AS MATERIALIZED (
         SELECT h.id, h.created_at, sum(t.idf) * (1.2 + 1)
                / (1 + 1.2 * (0.25 + 0.75 * length(h.search_vector) / p.average_length)) AS score
           FROM homework_questions h
           JOIN terms t ON h.search_vector @@ t.q
           CROSS JOIN public_questions p
          WHERE h.is_public AND ($2::uuid IS NULL OR h.subject_id = $2::uuid)
          GROUP BY h.id, h.created_at, h.search_vector, p.average_length
         HAVING count(*) >= $3)
       SELECT (SELECT count(*)::int FROM matches) AS total,
              ARRAY(SELECT id FROM matches ORDER BY score DESC, created_at DESC, id LIMIT $4 OFFSET $5) AS ids`,
      [tsqueries, subjectId ?? null, minimumSharedTerms(words.length), limit, offset],
    );
    return { questions: await this.byIds(row?.ids ?? []), total: row?.total ?? 0 };
  }

  private async searchInPostgres(
    terms: readonly QueryTerm[],
    subjectId: string | undefined,
    offset: number,
    limit: number,
  ): Promise<{ questions: HomeworkQuestionResponse[]; total: number }> {
    const tsquery = tsqueryOf(await correctTerms(this.dataSource.manager, terms));
    if (tsquery === null) return { questions: [], total: 0 };
    const where = `h.is_public AND h.search_vector @@ query.q AND ($2::uuid IS NULL OR h.subject_id = $2::uuid)`;
    const [countRow] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM homework_questions h CROSS JOIN to_tsquery('simple', $1) AS query(q)
        WHERE ${where}`,
      [tsquery, subjectId ?? null],
    );
    const rows = await this.dataSource.query<QuestionRow[]>(
      `SELECT ${COLUMNS} FROM homework_questions h ${JOINS} CROSS JOIN to_tsquery('simple', $1) AS query(q)
        WHERE ${where}
        ORDER BY ts_rank_cd(h.search_vector, query.q) DESC, h.created_at DESC, h.id LIMIT $3 OFFSET $4`,
      [tsquery, subjectId ?? null, limit, offset],
    );
    return { questions: rows.map(toResponse), total: countRow?.total ?? 0 };
  }
}
