import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  BlogAuthorInput,
  BlogAuthorResponse,
  BlogCategoryInput,
  BlogCategoryResponse,
  BlogTagInput,
  BlogTagResponse,
} from '@studyhub/contracts';
import { BlogCache } from '../shared/blog-cache';
import { blogSlugOf } from '../shared/blog-slug';
import { BlogErrors } from '../shared/blog.errors';
import { isForeignKeyViolation, isUniqueViolation } from '../shared/postgres-errors';

const CATEGORY_SELECT = `SELECT c.id, c.name, c.slug, c.description,
  (SELECT count(*)::int FROM blog_posts p WHERE p.category_id = c.id) AS post_count FROM blog_categories c`;
const TAG_SELECT = `SELECT t.id, t.name, t.slug,
  (SELECT count(*)::int FROM blog_post_tags pt WHERE pt.tag_id = t.id) AS post_count FROM blog_tags t`;
const AUTHOR_SELECT = `SELECT a.id, a.name, a.slug, a.bio, a.avatar_url FROM blog_authors a`;

/**
 * Categories, tags and authors of the blog. Counts here include drafts (the admin's view). A
 * rename keeps the slug unless a new one is given, so links to the old name keep working.
 * Deleting a category leaves its posts without one; deleting a tag unlinks it; an author with
 * posts cannot be deleted.
 */
@Injectable()
export class AdminBlogTaxonomyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: BlogCache,
  ) {}

  categories(): Promise<BlogCategoryResponse[]> {
    return this.dataSource.query(`${CATEGORY_SELECT} ORDER BY c.name`);
  }

  async createCategory(input: BlogCategoryInput): Promise<BlogCategoryResponse> {
    const id = await this.insert(
      `INSERT INTO blog_categories (name, slug, description) VALUES ($1, $2, $3) RETURNING id`,
      [input.name, input.slug ?? blogSlugOf(input.name), input.description],
    );
    return this.one(`${CATEGORY_SELECT} WHERE c.id = $1`, id, BlogErrors.CATEGORY_NOT_FOUND);
  }

  async updateCategory(id: string, input: BlogCategoryInput): Promise<BlogCategoryResponse> {
    await this.change(
      `UPDATE blog_categories SET name = $2, slug = coalesce($3, slug), description = $4, updated_at = now() WHERE id = $1`,
      [id, input.name, input.slug ?? null, input.description],
      BlogErrors.CATEGORY_NOT_FOUND,
    );
    return this.one(`${CATEGORY_SELECT} WHERE c.id = $1`, id, BlogErrors.CATEGORY_NOT_FOUND);
  }

  deleteCategory(id: string): Promise<void> {
    return this.change(`DELETE FROM blog_categories WHERE id = $1`, [id], BlogErrors.CATEGORY_NOT_FOUND);
  }

  tags(): Promise<BlogTagResponse[]> {
    return this.dataSource.query(`${TAG_SELECT} ORDER BY t.name`);
  }

  async createTag(input: BlogTagInput): Promise<BlogTagResponse> {
    const id = await this.insert(`INSERT INTO blog_tags (name, slug) VALUES ($1, $2) RETURNING id`, [
      input.name,
      input.slug ?? blogSlugOf(input.name),
    ]);
    return this.one(`${TAG_SELECT} WHERE t.id = $1`, id, BlogErrors.TAG_NOT_FOUND);
  }

  async updateTag(id: string, input: BlogTagInput): Promise<BlogTagResponse> {
    await this.change(
      `UPDATE blog_tags SET name = $2, slug = coalesce($3, slug) WHERE id = $1`,
      [id, input.name, input.slug ?? null],
      BlogErrors.TAG_NOT_FOUND,
    );
    return this.one(`${TAG_SELECT} WHERE t.id = $1`, id, BlogErrors.TAG_NOT_FOUND);
  }

  deleteTag(id: string): Promise<void> {
    return this.change(`DELETE FROM blog_tags WHERE id = $1`, [id], BlogErrors.TAG_NOT_FOUND);
  }

  authors(): Promise<BlogAuthorResponse[]> {
    return this.dataSource.query(`${AUTHOR_SELECT} ORDER BY a.name`);
  }

  async createAuthor(input: BlogAuthorInput): Promise<BlogAuthorResponse> {
    const id = await this.insert(
      `INSERT INTO blog_authors (name, slug, bio, avatar_url) VALUES ($1, $2, $3, $4) RETURNING id`,
      [input.name, input.slug ?? blogSlugOf(input.name), input.bio, input.avatar_url ?? null],
    );
    return this.one(`${AUTHOR_SELECT} WHERE a.id = $1`, id, BlogErrors.AUTHOR_NOT_FOUND);
  }

  async updateAuthor(id: string, input: BlogAuthorInput): Promise<BlogAuthorResponse> {
    await this.change(
      `UPDATE blog_authors SET name = $2, slug = coalesce($3, slug), bio = $4,
         avatar_url = CASE WHEN $6 THEN $5 ELSE avatar_url END, updated_at = now()
       WHERE id = $1`,
      [id, input.name, input.slug ?? null, input.bio, input.avatar_url ?? null, input.avatar_url !== undefined],
      BlogErrors.AUTHOR_NOT_FOUND,
    );
    return this.one(`${AUTHOR_SELECT} WHERE a.id = $1`, id, BlogErrors.AUTHOR_NOT_FOUND);
  }

  async deleteAuthor(id: string): Promise<void> {
    try {
      await this.change(`DELETE FROM blog_authors WHERE id = $1`, [id], BlogErrors.AUTHOR_NOT_FOUND);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw BlogErrors.AUTHOR_HAS_POSTS();
      throw error;
    }
  }

  private async insert(sql: string, params: unknown[]): Promise<string> {
    try {
      const [row] = await this.dataSource.query<{ id: string }[]>(sql, params);
      await this.cache.invalidate();
      return row!.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw BlogErrors.DUPLICATE_SLUG();
      throw error;
    }
  }

  /** An UPDATE or DELETE of one row by id; `notFound` when there is none. */
  private async change(sql: string, params: unknown[], notFound: () => Error): Promise<void> {
    let affected: number;
    try {
      [, affected] = await this.dataSource.query<[unknown[], number]>(sql, params);
    } catch (error) {
      if (isUniqueViolation(error)) throw BlogErrors.DUPLICATE_SLUG();
      throw error;
    }
    if (affected === 0) throw notFound();
    await this.cache.invalidate();
  }

  private async one<T>(sql: string, id: string, notFound: () => Error): Promise<T> {
    const [row] = await this.dataSource.query<T[]>(sql, [id]);
    if (!row) throw notFound();
    return row;
  }
}
