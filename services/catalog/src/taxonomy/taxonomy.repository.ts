import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid, type DocumentTypeResponse, type SubjectResponse, type TextbookResponse } from '@studyhub/contracts';
import { containsPattern } from '../common/like-pattern';

const SUBJECT_COLUMNS = `id, name, acronym, slug, icon_name, color, description, document_count, download_count`;

interface TextbookRow extends Omit<TextbookResponse, 'rating' | 'created_at' | 'subject'> {
  rating: string | null;
  created_at: Date;
  subject_name: string | null;
  subject_slug: string | null;
}

const TEXTBOOK_SELECT = `SELECT b.id, b.slug, b.title, b.author, b.publisher, b.edition, b.rating, b.description, b.isbn,
    b.publication_year, b.cover_image, b.subject_id, b.document_count, b.created_at,
    s.name AS subject_name, s.slug AS subject_slug
  FROM textbooks b LEFT JOIN subjects s ON s.id = b.subject_id`;

function toTextbook(row: TextbookRow): TextbookResponse {
  const { subject_name, subject_slug, ...rest } = row;
  return {
    ...rest,
    rating: row.rating === null ? null : Number(row.rating),
    created_at: row.created_at.toISOString(),
    subject:
      row.subject_id === null ? null : { id: row.subject_id, name: subject_name ?? '', slug: subject_slug ?? '' },
  };
}

/** Document types, subjects and textbooks; counts are approved-only, kept by the documents trigger. */
@Injectable()
export class TaxonomyRepository {
  constructor(private readonly dataSource: DataSource) {}

  documentTypes(): Promise<DocumentTypeResponse[]> {
    return this.dataSource.query(`SELECT id, name, slug, description, document_count FROM document_types ORDER BY id`);
  }

  subjects(sort: 'name' | 'popular', limit: number | undefined): Promise<SubjectResponse[]> {
    const order = sort === 'popular' ? 'document_count DESC, name' : 'name';
    return this.dataSource.query(`SELECT ${SUBJECT_COLUMNS} FROM subjects ORDER BY ${order} LIMIT $1`, [limit ?? null]);
  }

  async subject(key: string): Promise<SubjectResponse | null> {
    const [row] = await this.dataSource.query<SubjectResponse[]>(
      `SELECT ${SUBJECT_COLUMNS} FROM subjects WHERE ${isUuid(key) ? 'id = $1' : 'slug = $1'}`,
      [isUuid(key) ? key : key.toLowerCase()],
    );
    return row ?? null;
  }

  async textbooks(query: {
    q?: string | undefined;
    subject_id?: string | undefined;
    sort: 'title' | 'popular';
    page: number;
    limit: number;
  }): Promise<{ textbooks: TextbookResponse[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = ['true'];
    if (query.q !== undefined) {
      params.push(containsPattern(query.q));
      where.push(
        `(b.title ILIKE $${params.length} OR b.author ILIKE $${params.length} OR b.description ILIKE $${params.length})`,
      );
    }
    if (query.subject_id !== undefined) {
      params.push(query.subject_id);
      where.push(`b.subject_id = $${params.length}`);
    }
    const whereSql = where.join(' AND ');
    const [count] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM textbooks b WHERE ${whereSql}`,
      params,
    );
    const order =
      query.sort === 'popular' ? 'b.document_count DESC, b.download_count DESC, b.title, b.id' : 'b.title, b.id';
    params.push(query.limit, (query.page - 1) * query.limit);
    const rows = await this.dataSource.query<TextbookRow[]>(
      `${TEXTBOOK_SELECT} WHERE ${whereSql} ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { textbooks: rows.map(toTextbook), total: count?.total ?? 0 };
  }

  async textbook(key: string): Promise<TextbookResponse | null> {
    const [row] = await this.dataSource.query<TextbookRow[]>(
      `${TEXTBOOK_SELECT} WHERE ${isUuid(key) ? 'b.id = $1' : 'b.slug = $1'}`,
      [isUuid(key) ? key : key.toLowerCase()],
    );
    return row ? toTextbook(row) : null;
  }
}
