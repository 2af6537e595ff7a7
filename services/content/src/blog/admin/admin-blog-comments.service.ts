import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  ADMIN_BLOG_COMMENT_SORTS,
  AdminBlogCommentListQuery,
  AdminBlogCommentResponse,
  ApiList,
  BlogCommentStatus,
} from '@studyhub/contracts';
import { AdminAudit, type AdminActor } from '@studyhub/platform';
import { BlogCache } from '../shared/blog-cache';
import { BlogErrors } from '../shared/blog.errors';

type CommentRow = Omit<AdminBlogCommentResponse, 'created_at'> & { created_at: Date };

interface AuditedComment {
  id: string;
  post_id: string;
  post_title: string;
  parent_id: string | null;
  user_id: string | null;
  author_name: string;
  content: string;
  status: BlogCommentStatus;
}

const VERBS: Record<BlogCommentStatus, string> = { approved: 'Approved', rejected: 'Rejected', pending: 'Reopened' };

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
    private readonly audit: AdminAudit,
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

  approve(id: string, actor: AdminActor): Promise<void> {
    return this.setStatus(id, 'approved', actor);
  }

  reject(id: string, actor: AdminActor): Promise<void> {
    return this.setStatus(id, 'rejected', actor);
  }

  /** Removes the comment and its replies. */
  async delete(id: string, actor: AdminActor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.locked(manager, id);
      await manager.query(`DELETE FROM blog_comments WHERE id = $1`, [id]);
      await this.audit.recordFor(manager, actor, {
        action: 'blog-comment.deleted',
        targetType: 'blog-comment',
        targetId: id,
        summary: `Deleted a comment by ${before.author_name} on “${before.post_title}”`,
        before,
        after: null,
      });
    });
    await this.cache.invalidate();
  }

  private async setStatus(id: string, status: BlogCommentStatus, actor: AdminActor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.locked(manager, id);
      await manager.query(`UPDATE blog_comments SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
      await this.audit.recordFor(manager, actor, {
        action: `blog-comment.${status}`,
        targetType: 'blog-comment',
        targetId: id,
        summary: `${VERBS[status]} a comment by ${before.author_name} on “${before.post_title}”`,
        before,
        after: { ...before, status },
      });
    });
    await this.cache.invalidate();
  }

  private async locked(manager: EntityManager, id: string): Promise<AuditedComment> {
    const [row] = await manager.query<AuditedComment[]>(
      `SELECT m.id, m.post_id, p.title AS post_title, m.parent_id, m.user_id, m.author_name, m.content, m.status
         FROM blog_comments m JOIN blog_posts p ON p.id = m.post_id
        WHERE m.id = $1 FOR UPDATE OF m`,
      [id],
    );
    if (!row) throw BlogErrors.COMMENT_NOT_FOUND();
    return row;
  }
}
