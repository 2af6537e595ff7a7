import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  ADMIN_BLOG_POST_SORTS,
  AdminBlogPostListItem,
  AdminBlogPostListQuery,
  AdminBlogPostResponse,
  ApiList,
  BlogPostStatus,
  CreateBlogPostInput,
  UpdateBlogPostInput,
} from '@studyhub/contracts';
import { AdminAudit, type AdminActor, type AdminWrite } from '@studyhub/platform';
import { BlogCache } from '../shared/blog-cache';
import { plainTextOf, sanitizeBlogHtml } from '../shared/blog-html';
import { blogSlugOf } from '../shared/blog-slug';
import { BlogErrors } from '../shared/blog.errors';
import { isForeignKeyViolation, isUniqueViolation } from '../shared/postgres-errors';

type AdminBlogPostSort = (typeof ADMIN_BLOG_POST_SORTS)[number];
type PostCounts = Pick<AdminBlogPostListItem, 'comment_count' | 'like_count'>;

const POST_COLUMNS = `
  p.id, p.title, p.slug, p.excerpt, p.content, p.featured_image, p.status, p.published_at, p.view_count,
  p.author_id, a.name AS author_name, p.category_id, c.name AS category_name, p.created_at, p.updated_at,
  CASE WHEN p.status = 'draft' THEN 'draft' WHEN p.published_at > now() THEN 'scheduled' ELSE 'published' END AS state,
  COALESCE((SELECT array_agg(pt.tag_id ORDER BY pt.tag_id) FROM blog_post_tags pt WHERE pt.post_id = p.id), '{}') AS tag_ids`;

const POST_FROM = `FROM blog_posts p JOIN blog_authors a ON a.id = p.author_id LEFT JOIN blog_categories c ON c.id = p.category_id`;

/** ORDER BY of each allowed sort (never the query's own text); drafts without a date sit at their last change. */
const SORT_EXPRESSIONS: Record<AdminBlogPostSort, string> = {
  published_at: 'coalesce(p.published_at, p.updated_at)',
  title: 'lower(p.title)',
  status: `CASE WHEN p.status = 'draft' THEN 0 WHEN p.published_at > now() THEN 1 ELSE 2 END`,
  view_count: 'p.view_count',
  updated_at: 'p.updated_at',
};

const STATE_CONDITION = {
  draft: `p.status = 'draft'`,
  scheduled: `p.status = 'published' AND p.published_at > now()`,
  published: `p.status = 'published' AND p.published_at <= now()`,
} as const;

/**
 * Publishing without a date publishes now, by the database's clock (the one that decides what is
 * public), not the API process's.
 */
const PUBLISHED_AT = (status: string, publishedAt: string): string =>
  `coalesce(${publishedAt}::timestamptz, CASE WHEN ${status} = 'published' THEN now() END)`;

interface PostRow extends Omit<AdminBlogPostResponse, 'published_at' | 'created_at' | 'updated_at'> {
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface PostValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featured_image: string | null;
  status: BlogPostStatus;
  published_at: string | null;
  author_id: string;
  category_id: string | null;
  tag_ids: string[];
}

const toResponse = (row: PostRow): AdminBlogPostResponse => ({
  ...row,
  published_at: row.published_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * The back office's posts: drafts, scheduled posts (published with a future date) and published
 * ones. Content is sanitised before it is stored; every change empties the public cache.
 */
@Injectable()
export class AdminBlogPostsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: BlogCache,
    private readonly audit: AdminAudit,
  ) {}

  async list(query: AdminBlogPostListQuery): Promise<ApiList<AdminBlogPostListItem>> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.status) conditions.push(STATE_CONDITION[query.status]);
    if (query.q) {
      params.push(`%${query.q.replace(/[\\%_]/g, '\\$&')}%`);
      conditions.push(
        `(p.title ILIKE $${params.length} OR p.slug ILIKE $${params.length} OR a.name ILIKE $${params.length})`,
      );
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const [count] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total ${POST_FROM} ${where}`,
      params,
    );
    const rows = await this.dataSource.query<(PostRow & PostCounts)[]>(
      `SELECT ${POST_COLUMNS},
         (SELECT count(*)::int FROM blog_comments m WHERE m.post_id = p.id) AS comment_count,
         (SELECT count(*)::int FROM blog_post_likes l WHERE l.post_id = p.id) AS like_count
       ${POST_FROM} ${where}
       ORDER BY ${SORT_EXPRESSIONS[query.sort]} ${direction}, p.id ${direction}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    return {
      data: rows.map((row) => ({ ...toResponse(row), comment_count: row.comment_count, like_count: row.like_count })),
      meta: { page: query.page, limit: query.limit, total: count?.total ?? 0 },
    };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminBlogPostResponse> {
    const [row] = await manager.query<PostRow[]>(`SELECT ${POST_COLUMNS} ${POST_FROM} WHERE p.id = $1`, [id]);
    if (!row) throw BlogErrors.POST_NOT_FOUND();
    return toResponse(row);
  }

  async create(input: CreateBlogPostInput, actor: AdminActor): Promise<AdminBlogPostResponse> {
    const values = this.prepare({
      title: input.title,
      slug: input.slug ?? (await this.freeSlug(blogSlugOf(input.title))),
      excerpt: input.excerpt,
      content: input.content,
      featured_image: input.featured_image ?? null,
      status: input.status,
      published_at: input.published_at ?? null,
      author_id: input.author_id,
      category_id: input.category_id ?? null,
      tag_ids: input.tag_ids,
    });
    const post = await this.writing(() =>
      this.dataSource.transaction(async (manager) => {
        const [row] = await manager.query<{ id: string }[]>(
          `INSERT INTO blog_posts (title, slug, excerpt, content, featured_image, status, published_at, author_id, category_id)
           VALUES ($1, $2, $3, $4, $5, $6, ${PUBLISHED_AT('$6', '$7')}, $8, $9) RETURNING id`,
          [
            values.title,
            values.slug,
            values.excerpt,
            values.content,
            values.featured_image,
            values.status,
            values.published_at,
            values.author_id,
            values.category_id,
          ],
        );
        await this.replaceTags(manager, row!.id, values.tag_ids);
        const created = await this.get(row!.id, manager);
        await this.audit.recordFor(manager, actor, postWrite('created', null, created));
        return created;
      }),
    );
    await this.cache.invalidate();
    return post;
  }

  async update(id: string, input: UpdateBlogPostInput, actor: AdminActor): Promise<AdminBlogPostResponse> {
    const post = await this.writing(() =>
      this.dataSource.transaction(async (manager) => {
        const [locked] = await manager.query<unknown[]>(`SELECT 1 FROM blog_posts WHERE id = $1 FOR UPDATE`, [id]);
        if (!locked) throw BlogErrors.POST_NOT_FOUND();
        const current = await this.get(id, manager);
        const values = this.prepare({
          title: input.title ?? current.title,
          slug: input.slug ?? current.slug,
          excerpt: input.excerpt ?? current.excerpt,
          content: input.content ?? current.content,
          featured_image: input.featured_image === undefined ? current.featured_image : input.featured_image,
          status: input.status ?? current.status,
          published_at: input.published_at === undefined ? current.published_at : input.published_at,
          author_id: input.author_id ?? current.author_id,
          category_id: input.category_id === undefined ? current.category_id : input.category_id,
          tag_ids: input.tag_ids ?? current.tag_ids,
        });
        await manager.query(
          `UPDATE blog_posts SET title = $2, slug = $3, excerpt = $4, content = $5, featured_image = $6, status = $7,
             published_at = ${PUBLISHED_AT('$7', '$8')}, author_id = $9, category_id = $10, updated_at = now()
           WHERE id = $1`,
          [
            id,
            values.title,
            values.slug,
            values.excerpt,
            values.content,
            values.featured_image,
            values.status,
            values.published_at,
            values.author_id,
            values.category_id,
          ],
        );
        if (input.tag_ids) await this.replaceTags(manager, id, values.tag_ids);
        const updated = await this.get(id, manager);
        await this.audit.recordFor(manager, actor, postWrite('updated', current, updated));
        return updated;
      }),
    );
    await this.cache.invalidate();
    return post;
  }

  async delete(id: string, actor: AdminActor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [locked] = await manager.query<unknown[]>(`SELECT 1 FROM blog_posts WHERE id = $1 FOR UPDATE`, [id]);
      if (!locked) throw BlogErrors.POST_NOT_FOUND();
      const before = await this.get(id, manager);
      await manager.query(`DELETE FROM blog_posts WHERE id = $1`, [id]);
      await this.audit.recordFor(manager, actor, postWrite('deleted', before, null));
    });
    await this.cache.invalidate();
  }

  /** Sanitises the content; PUBLISHED_AT settles the date. */
  private prepare(values: PostValues): PostValues {
    const content = sanitizeBlogHtml(values.content);
    if (plainTextOf(content) === '' && !/<img\b/.test(content)) throw BlogErrors.EMPTY_CONTENT();
    return { ...values, content, tag_ids: [...new Set(values.tag_ids)] };
  }

  private async replaceTags(manager: EntityManager, postId: string, tagIds: string[]): Promise<void> {
    await manager.query(`DELETE FROM blog_post_tags WHERE post_id = $1`, [postId]);
    if (tagIds.length === 0) return;
    await manager.query(
      `INSERT INTO blog_post_tags (post_id, tag_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
      [postId, tagIds],
    );
  }

  /** `slug`, or `slug-2`, `slug-3`, ... whichever no post has yet. */
  private async freeSlug(base: string): Promise<string> {
    const rows = await this.dataSource.query<{ slug: string }[]>(
      `SELECT slug FROM blog_posts WHERE slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')`,
      [base],
    );
    const taken = new Set(rows.map((row) => row.slug));
    if (!taken.has(base)) return base;
    let suffix = 2;
    while (taken.has(`${base}-${suffix}`)) suffix += 1;
    return `${base}-${suffix}`;
  }

  private async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw BlogErrors.DUPLICATE_SLUG();
      if (isForeignKeyViolation(error)) throw BlogErrors.UNKNOWN_REFERENCE();
      throw error;
    }
  }
}

/** The audit trail's record of an admin writing a blog post (the body is cut to a preview there). */
function postWrite(
  verb: 'created' | 'updated' | 'deleted',
  before: AdminBlogPostResponse | null,
  after: AdminBlogPostResponse | null,
): AdminWrite {
  const post = (after ?? before)!;
  return {
    action: `blog-post.${verb}`,
    targetType: 'blog-post',
    targetId: post.id,
    summary: `${verb.charAt(0).toUpperCase()}${verb.slice(1)} the blog post “${post.title}”`,
    before,
    after,
  };
}
