import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  BlogAuthorResponse,
  BlogCategoryResponse,
  BlogPostListQuery,
  BlogPostSummaryResponse,
  BlogTagResponse,
} from '@studyhub/contracts';
import { BLOG_LIMITS } from '@studyhub/contracts';
import { readingMinutesOf } from '../shared/blog-html';

/** Only these rows are public: published, and their publication time has come. */
export const PUBLIC_POST = `p.status = 'published' AND p.published_at <= now()`;

const POST_SELECT = `
  SELECT p.id, p.title, p.slug, p.excerpt, p.featured_image, p.published_at, p.view_count, p.content,
    json_build_object('id', a.id, 'name', a.name, 'slug', a.slug, 'bio', a.bio, 'avatar_url', a.avatar_url) AS author,
    CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) END AS category,
    COALESCE((
      SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) ORDER BY t.name)
      FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id
    ), '[]'::json) AS tags
  FROM blog_posts p
  JOIN blog_authors a ON a.id = p.author_id
  LEFT JOIN blog_categories c ON c.id = p.category_id`;

interface PostRow {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  featured_image: string | null;
  published_at: Date;
  view_count: number;
  content: string;
  author: BlogAuthorResponse;
  category: BlogPostSummaryResponse['category'];
  tags: BlogPostSummaryResponse['tags'];
}

export interface PublicPost extends BlogPostSummaryResponse {
  content: string;
}

const ORDER_BY = {
  newest: 'p.published_at DESC, p.id',
  oldest: 'p.published_at ASC, p.id',
  popular: 'p.view_count DESC, p.published_at DESC, p.id',
} as const;

function toPost(row: PostRow): PublicPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    featured_image: row.featured_image,
    published_at: row.published_at.toISOString(),
    reading_minutes: readingMinutesOf(row.content),
    view_count: row.view_count,
    author: row.author,
    category: row.category,
    tags: row.tags,
    content: row.content,
  };
}

export function summaryOf(post: PublicPost): BlogPostSummaryResponse {
  const { content: _content, ...summary } = post;
  return summary;
}

/** The public reads of the blog: published posts only (PUBLIC_POST in every query). */
@Injectable()
export class BlogPostsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: BlogPostListQuery): Promise<{ posts: BlogPostSummaryResponse[]; total: number }> {
    const conditions = [PUBLIC_POST];
    const params: unknown[] = [];
    const bind = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.category) conditions.push(`c.slug = ${bind(query.category)}`);
    if (query.author) conditions.push(`a.slug = ${bind(query.author)}`);
    if (query.tag) {
      conditions.push(
        `EXISTS (SELECT 1 FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id AND t.slug = ${bind(query.tag)})`,
      );
    }
    let order: string = ORDER_BY[query.sort];
    if (query.q) {
      const tsQuery = `websearch_to_tsquery('english', ${bind(query.q)})`;
      conditions.push(`p.search_vector @@ ${tsQuery}`);
      if (query.sort === 'newest') order = `ts_rank(p.search_vector, ${tsQuery}) DESC, ${order}`;
    }
    const where = conditions.join(' AND ');
    const [count] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM blog_posts p JOIN blog_authors a ON a.id = p.author_id
       LEFT JOIN blog_categories c ON c.id = p.category_id WHERE ${where}`,
      params,
    );
    const rows = await this.dataSource.query<PostRow[]>(
      `${POST_SELECT} WHERE ${where} ORDER BY ${order} LIMIT ${bind(BLOG_LIMITS.perPage)} OFFSET ${bind(
        (query.page - 1) * BLOG_LIMITS.perPage,
      )}`,
      params,
    );
    return { posts: rows.map((row) => summaryOf(toPost(row))), total: count?.total ?? 0 };
  }

  /** The most read posts. */
  async featured(): Promise<BlogPostSummaryResponse[]> {
    return this.many(`WHERE ${PUBLIC_POST} ORDER BY ${ORDER_BY.popular} LIMIT $1`, [BLOG_LIMITS.featured]);
  }

  async recent(): Promise<BlogPostSummaryResponse[]> {
    return this.many(`WHERE ${PUBLIC_POST} ORDER BY ${ORDER_BY.newest} LIMIT $1`, [BLOG_LIMITS.recent]);
  }

  /** Newest first, for the RSS feed. */
  async latestWithContent(limit: number): Promise<PublicPost[]> {
    const rows = await this.dataSource.query<PostRow[]>(
      `${POST_SELECT} WHERE ${PUBLIC_POST} ORDER BY ${ORDER_BY.newest} LIMIT $1`,
      [limit],
    );
    return rows.map(toPost);
  }

  async byId(id: string): Promise<PublicPost | null> {
    const [row] = await this.dataSource.query<PostRow[]>(`${POST_SELECT} WHERE ${PUBLIC_POST} AND p.id = $1`, [id]);
    return row ? toPost(row) : null;
  }

  /** Other public posts of the same category, newest first. */
  async related(post: { id: string; category: { id: string } | null }): Promise<BlogPostSummaryResponse[]> {
    if (!post.category) return [];
    return this.many(
      `WHERE ${PUBLIC_POST} AND p.category_id = $1 AND p.id <> $2 ORDER BY ${ORDER_BY.newest} LIMIT $3`,
      [post.category.id, post.id, BLOG_LIMITS.related],
    );
  }

  /** Counts one view of a public post; null when no public post has this slug. */
  async countView(slug: string): Promise<{ id: string; view_count: number } | null> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [rows] = await this.dataSource.query<[{ id: string; view_count: number }[], number]>(
      `UPDATE blog_posts p SET view_count = view_count + 1 WHERE p.slug = $1 AND ${PUBLIC_POST}
       RETURNING p.id, p.view_count`,
      [slug],
    );
    return rows[0] ?? null;
  }

  async isPublic(id: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM blog_posts p WHERE p.id = $1 AND ${PUBLIC_POST}`,
      [id],
    );
    return rows.length > 0;
  }

  async categories(): Promise<BlogCategoryResponse[]> {
    return this.dataSource.query<BlogCategoryResponse[]>(
      `SELECT c.id, c.name, c.slug, c.description,
         (SELECT count(*)::int FROM blog_posts p WHERE p.category_id = c.id AND ${PUBLIC_POST}) AS post_count
       FROM blog_categories c ORDER BY c.name`,
    );
  }

  async popularTags(): Promise<BlogTagResponse[]> {
    return this.dataSource.query<BlogTagResponse[]>(
      `SELECT t.id, t.name, t.slug, count(*)::int AS post_count
       FROM blog_tags t JOIN blog_post_tags pt ON pt.tag_id = t.id JOIN blog_posts p ON p.id = pt.post_id
       WHERE ${PUBLIC_POST}
       GROUP BY t.id ORDER BY post_count DESC, t.name LIMIT $1`,
      [BLOG_LIMITS.popularTags],
    );
  }

  async authors(): Promise<BlogAuthorResponse[]> {
    return this.dataSource.query<BlogAuthorResponse[]>(
      `SELECT id, name, slug, bio, avatar_url FROM blog_authors ORDER BY name`,
    );
  }

  private async many(tail: string, params: unknown[]): Promise<BlogPostSummaryResponse[]> {
    const rows = await this.dataSource.query<PostRow[]>(`${POST_SELECT} ${tail}`, params);
    return rows.map((row) => summaryOf(toPost(row)));
  }
}
