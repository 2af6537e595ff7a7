import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DOCUMENT_STATUS_IDS, isUuid, type DocumentReviewResponse } from '@studyhub/contracts';
import { SUMMARY_JOINS, SUMMARY_SELECT, type SummaryRow } from './document-summaries';

export interface DetailRow extends SummaryRow {
  preview_file_path: string | null;
  preview_page_count: number | null;
  approved_at: Date | null;
  updated_at: Date;
  moderation_reason: string | null;
  university_type: 'public' | 'private' | null;
}

interface ReviewRow {
  id: string;
  rating: number;
  comment: string;
  created_at: Date;
  user_id: string;
  full_name: string | null;
  avatar_url: string | null;
  deleted: boolean | null;
}

export function toReviewResponse(row: ReviewRow): DocumentReviewResponse {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    created_at: row.created_at.toISOString(),
    user: {
      id: row.user_id,
      full_name: row.deleted ? 'Deleted user' : (row.full_name ?? ''),
      avatar_url: row.deleted ? null : row.avatar_url,
    },
  };
}

const REVIEW_SELECT = `SELECT r.id, r.rating, r.comment, r.created_at, r.user_id, p.full_name, p.avatar_url, p.deleted
  FROM document_reviews r LEFT JOIN user_profiles p ON p.user_id = r.user_id`;

@Injectable()
export class DocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findDetail(key: string, manager: EntityManager = this.dataSource.manager): Promise<DetailRow | null> {
    const byId = isUuid(key);
    const [row] = await manager.query<DetailRow[]>(
      `SELECT ${SUMMARY_SELECT}, d.preview_file_path, d.preview_page_count, d.approved_at, d.updated_at,
              d.moderation_reason, u.type AS university_type
         FROM documents d ${SUMMARY_JOINS}
        WHERE ${byId ? 'd.id = $1' : 'd.slug = $1'}`,
      [byId ? key : key.toLowerCase()],
    );
    return row ?? null;
  }

  async holds(userId: string, documentId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM user_documents WHERE user_id = $1 AND document_id = $2`,
      [userId, documentId],
    );
    return rows.length > 0;
  }

  async isBookmarked(userId: string, documentId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM document_bookmarks WHERE user_id = $1 AND document_id = $2`,
      [userId, documentId],
    );
    return rows.length > 0;
  }

  async findReviewBy(userId: string, documentId: string): Promise<DocumentReviewResponse | null> {
    const [row] = await this.dataSource.query<ReviewRow[]>(
      `${REVIEW_SELECT} WHERE r.user_id = $1 AND r.document_id = $2`,
      [userId, documentId],
    );
    return row ? toReviewResponse(row) : null;
  }

  async listReviews(
    documentId: string,
    page: number,
    limit: number,
  ): Promise<{ reviews: DocumentReviewResponse[]; total: number }> {
    const [count] = await this.dataSource.query<{ total: number }[]>(
      `SELECT review_count AS total FROM documents WHERE id = $1`,
      [documentId],
    );
    const rows = await this.dataSource.query<ReviewRow[]>(
      `${REVIEW_SELECT} WHERE r.document_id = $1 ORDER BY r.created_at DESC, r.id LIMIT $2 OFFSET $3`,
      [documentId, limit, (page - 1) * limit],
    );
    return { reviews: rows.map(toReviewResponse), total: count?.total ?? 0 };
  }

  /** Spec section 7: same course first, else same textbook, then same subject; approved, at most `limit`. */
  async relatedIds(
    document: { id: string; course_id: string | null; textbook_id: string | null; subject_id: string | null },
    limit: number,
  ): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT r.id FROM documents r
        WHERE r.status_id = $1 AND r.id <> $2
          AND (r.course_id = $3 OR r.textbook_id = $4 OR r.subject_id = $5)
        ORDER BY CASE WHEN r.course_id = $3 THEN 0 WHEN r.textbook_id = $4 THEN 1 ELSE 2 END,
                 r.download_count DESC, r.average_rating DESC, r.id
        LIMIT $6`,
      [DOCUMENT_STATUS_IDS.APPROVED, document.id, document.course_id, document.textbook_id, document.subject_id, limit],
    );
    return rows.map((row) => row.id);
  }

  async featuredIds(limit: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM documents WHERE status_id = $1 ORDER BY download_count DESC, average_rating DESC, id LIMIT $2`,
      [DOCUMENT_STATUS_IDS.APPROVED, limit],
    );
    return rows.map((row) => row.id);
  }

  async ownIds(userId: string, limit: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM documents WHERE user_id = $1 AND status_id <> $2 ORDER BY created_at DESC, id LIMIT $3`,
      [userId, DOCUMENT_STATUS_IDS.DELETED, limit],
    );
    return rows.map((row) => row.id);
  }
}
