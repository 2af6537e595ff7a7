import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminTextbookListQuery, AdminTextbookSort, TaxonomyUsage, TextbookResponse } from '@studyhub/contracts';
import { containsPattern } from '../common/like-pattern';
import { updateColumns } from '../common/update-columns';

interface TextbookRow extends Omit<TextbookResponse, 'rating' | 'created_at' | 'subject'> {
  rating: string | null;
  created_at: Date;
  subject_name: string | null;
  subject_slug: string | null;
}

const SELECT = `SELECT b.id, b.slug, b.title, b.author, b.publisher, b.edition, b.rating, b.description, b.isbn,
    b.publication_year, b.cover_image, b.subject_id, b.document_count, b.created_at,
    s.name AS subject_name, s.slug AS subject_slug
  FROM textbooks b LEFT JOIN subjects s ON s.id = b.subject_id`;

const SORT_COLUMNS: Record<AdminTextbookSort, string> = {
  title: 'b.title',
  author: 'b.author',
  publication_year: 'b.publication_year',
  document_count: 'b.document_count',
  created_at: 'b.created_at',
};

function responseOf(row: TextbookRow): TextbookResponse {
  const { subject_name, subject_slug, ...rest } = row;
  return {
    ...rest,
    rating: row.rating === null ? null : Number(row.rating),
    created_at: row.created_at.toISOString(),
    subject:
      row.subject_id === null ? null : { id: row.subject_id, name: subject_name ?? '', slug: subject_slug ?? '' },
  };
}

/** The columns an admin write sets, by their table names. */
export type TextbookColumns = Record<string, unknown>;

/** Textbooks as the back office finds and changes them. */
@Injectable()
export class AdminTextbooksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Title, author or ISBN (typed with or without hyphens), optionally within one subject. */
  async findPage(query: AdminTextbookListQuery): Promise<{ textbooks: TextbookResponse[]; total: number }> {
    const where = `($1::text IS NULL OR b.title ILIKE $1 OR b.author ILIKE $1 OR b.isbn ILIKE $2)
               AND ($3::uuid IS NULL OR b.subject_id = $3)`;
    const parameters = [
      query.search === undefined ? null : containsPattern(query.search),
      query.search === undefined ? null : containsPattern(query.search.replace(/[\s-]/g, '')),
      query.subject_id ?? null,
    ];
    const [count] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM textbooks b WHERE ${where}`,
      parameters,
    );
    const direction = query.order === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST';
    const rows = await this.dataSource.query<TextbookRow[]>(
      `${SELECT} WHERE ${where}
        ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, b.title ASC, b.id ASC LIMIT $4 OFFSET $5`,
      [...parameters, query.limit, (query.page - 1) * query.limit],
    );
    return { textbooks: rows.map(responseOf), total: count?.total ?? 0 };
  }

  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<TextbookResponse | null> {
    const [row] = await manager.query<TextbookRow[]>(`${SELECT} WHERE b.id = $1`, [id]);
    return row ? responseOf(row) : null;
  }

  async lock(manager: EntityManager, id: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(`SELECT 1 FROM textbooks WHERE id = $1 FOR UPDATE`, [id]);
    return rows.length > 0;
  }

  async subjectExists(id: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(`SELECT 1 FROM subjects WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  async insert(manager: EntityManager, columns: TextbookColumns & { slug: string }): Promise<string> {
    const names = Object.keys(columns);
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO textbooks (${names.join(', ')}) VALUES (${names.map((_, index) => `$${index + 1}`).join(', ')})
       RETURNING id`,
      Object.values(columns),
    );
    return row!.id;
  }

  update(manager: EntityManager, id: string, columns: TextbookColumns): Promise<boolean> {
    return updateColumns(manager, 'textbooks', id, columns);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM textbooks WHERE id = $1`, [id]);
  }

  /** Documents that name the textbook, whatever their status. */
  async usage(id: string, manager: EntityManager = this.dataSource.manager): Promise<TaxonomyUsage> {
    const [row] = await manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM documents WHERE textbook_id = $1`,
      [id],
    );
    return { documents: row?.n ?? 0 };
  }
}
