import type { DataSource, EntityManager } from 'typeorm';
import { sanitizeBlogHtml } from '../shared/blog-html';
import { BLOG_SEED, type BlogSeed } from './blog-seed.data';

export interface BlogSeedResult {
  authors: number;
  categories: number;
  tags: number;
  posts: number;
}

/**
 * The blog's first authors, categories, tags and posts, keyed by slug and never overwriting: an
 * admin's later edits (or deletions of tags) stay as they are, and a second run adds nothing.
 * Safe from several replicas at once (ON CONFLICT DO NOTHING in one transaction).
 */
export async function seedBlog(dataSource: DataSource, seed: BlogSeed = BLOG_SEED): Promise<BlogSeedResult> {
  return dataSource.transaction(async (manager) => {
    const authors = await countInserted(
      manager,
      `INSERT INTO blog_authors (name, slug, bio)
       SELECT name, slug, bio FROM jsonb_to_recordset($1::jsonb) AS seed (name text, slug text, bio text)
       ON CONFLICT (slug) DO NOTHING RETURNING id`,
      seed.authors,
    );
    const categories = await countInserted(
      manager,
      `INSERT INTO blog_categories (name, slug, description)
       SELECT name, slug, description FROM jsonb_to_recordset($1::jsonb) AS seed (name text, slug text, description text)
       ON CONFLICT (slug) DO NOTHING RETURNING id`,
      seed.categories,
    );
    const tags = await countInserted(
      manager,
      `INSERT INTO blog_tags (name, slug)
       SELECT name, slug FROM jsonb_to_recordset($1::jsonb) AS seed (name text, slug text)
       ON CONFLICT (slug) DO NOTHING RETURNING id`,
      seed.tags,
    );
    const posts = seed.posts.map((post) => ({
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: sanitizeBlogHtml(post.content),
      published_at: post.publishedAt,
      author_slug: post.author,
      category_slug: post.category,
      tag_slugs: post.tags,
    }));
    const inserted = await manager.query<{ id: string; slug: string }[]>(
      `INSERT INTO blog_posts (title, slug, excerpt, content, status, published_at, author_id, category_id)
       SELECT seed.title, seed.slug, seed.excerpt, seed.content, 'published', seed.published_at, author.id, category.id
       FROM jsonb_to_recordset($1::jsonb) AS seed (
         title text, slug text, excerpt text, content text, published_at timestamptz, author_slug text, category_slug text
       )
       JOIN blog_authors author ON author.slug = seed.author_slug
       LEFT JOIN blog_categories category ON category.slug = seed.category_slug
       ON CONFLICT (slug) DO NOTHING RETURNING id, slug`,
      [JSON.stringify(posts)],
    );
    // Tags only for the posts this run created: a tag an admin removed later stays removed.
    const newSlugs = new Set(inserted.map((row) => row.slug));
    const links = posts
      .filter((post) => newSlugs.has(post.slug))
      .flatMap((post) => post.tag_slugs.map((tag) => ({ post_slug: post.slug, tag_slug: tag })));
    if (links.length > 0) {
      await manager.query(
        `INSERT INTO blog_post_tags (post_id, tag_id)
         SELECT post.id, tag.id FROM jsonb_to_recordset($1::jsonb) AS seed (post_slug text, tag_slug text)
         JOIN blog_posts post ON post.slug = seed.post_slug JOIN blog_tags tag ON tag.slug = seed.tag_slug
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(links)],
      );
    }
    return { authors, categories, tags, posts: inserted.length };
  });
}

async function countInserted(manager: EntityManager, insertReturning: string, rows: object[]): Promise<number> {
  const inserted = await manager.query<unknown[]>(insertReturning, [JSON.stringify(rows)]);
  return inserted.length;
}
