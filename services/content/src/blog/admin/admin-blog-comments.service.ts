import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  ADMIN_BLOG_COMMENT_SORTS,
  AdminBlogCommentListQuery,
  AdminBlogCommentResponse,
  ApiList,
  BlogCommentStatus,
} from '@studyhub/contracts';
import { BlogCache } from '../shared/blog-cache';
import { BlogErrors } from '../shared/blog.errors';

type CommentRow = Omit<AdminBlogCommentResponse, 'created_at'> & { created_at: Date };

/** ORDER BY of each allowed sort (never the query's own text). */
const SORT_EXPRESSIONS: Record<(typeof ADMIN_BLOG_COMMENT_SORTS)[number], string> = {
  created_at: 'm.created_at',
  author_name: 'lower(m.author_name)',
  post_title: 'lower(p.title)',
};

/** Comment moderation: the queue by status, approve (it appears), reject (it stays hidden), delete. */
@Injectable()
export class AdminBlogCommentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: BlogCache,
  ) {}

  async list(query: AdminBlogCommentListQuery): Promise<ApiList<AdminBlogCommentResponse>> {
    const params: unknown[] = [query.status];
    let where = 'm.status = $1';
    if (query.q) {
      params.push(`%${query.q.replace(/[\\%_]/g, '\\$&')}%`);
      where += ` AND (m.content ILIKE $${params.length} OR m.author_name ILIKE $${params.length})`;
    }
    const order = query.order ?? (query.status === 'pending' ? 'asc' : 'desc');
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    const [count] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM blog_comments m WHERE ${where}`,
      params,
    );
    const rows = await this.dataSource.query<CommentRow[]>(
      `SELECT m.id, m.post_id, p.title AS post_title, p.slug AS post_slug, m.parent_id, m.user_id, m.author_name,
         m.content, m.status, m.created_at
       FROM blog_comments m JOIN blog_posts p ON p.id = m.post_id
       WHERE ${where} ORDER BY ${SORT_EXPRESSIONS[query.sort]} ${direction}, m.id ${direction}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    return {
      data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      meta: { page: query.page, limit: query.limit, total: count?.total ?? 0 },
    };
  }

  approve(id: string): Promise<void> {
    return this.setStatus(id, 'approved');
  }

  reject(id: string): Promise<void> {
    return this.setStatus(id, 'rejected');
  }

  /** Removes the comment and its replies. */
  async delete(id: string): Promise<void> {
    const [, deleted] = await this.dataSource.query<[unknown[], number]>(`DELETE FROM blog_comments WHERE id = $1`, [
      id,
    ]);
    if (deleted === 0) throw BlogErrors.COMMENT_NOT_FOUND();
    await this.cache.invalidate();
  }

  private async setStatus(id: string, status: BlogCommentStatus): Promise<void> {
    const [, updated] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE blog_comments SET status = $2, updated_at = now() WHERE id = $1`,
      [id, status],
    );
    if (updated === 0) throw BlogErrors.COMMENT_NOT_FOUND();
    await this.cache.invalidate();
  }
}
