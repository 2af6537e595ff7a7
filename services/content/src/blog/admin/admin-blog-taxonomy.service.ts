import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  BlogAuthorInput,
  BlogAuthorResponse,
  BlogCategoryInput,
  BlogCategoryResponse,
  BlogTagInput,
  BlogTagResponse,
} from '@studyhub/contracts';
import { AdminAudit, type AdminActor } from '@studyhub/platform';
import { BlogCache } from '../shared/blog-cache';
import { blogSlugOf } from '../shared/blog-slug';
import { BlogErrors } from '../shared/blog.errors';
import { isForeignKeyViolation, isUniqueViolation } from '../shared/postgres-errors';

const CATEGORY_SELECT = `SELECT c.id, c.name, c.slug, c.description,
  (SELECT count(*)::int FROM blog_posts p WHERE p.category_id = c.id) AS post_count FROM blog_categories c`;
const TAG_SELECT = `SELECT t.id, t.name, t.slug,
  (SELECT count(*)::int FROM blog_post_tags pt WHERE pt.tag_id = t.id) AS post_count FROM blog_tags t`;
const AUTHOR_SELECT = `SELECT a.id, a.name, a.slug, a.bio, a.avatar_url FROM blog_authors a`;

/** One kind of blog taxonomy row: how to read one, what its absence is called, how the trail names it. */
interface TaxonomyKind {
  select: string;
  notFound: () => Error;
  targetType: 'blog-category' | 'blog-tag' | 'blog-author';
  noun: string;
}

const CATEGORY: TaxonomyKind = {
  select: `${CATEGORY_SELECT} WHERE c.id = $1`,
  notFound: BlogErrors.CATEGORY_NOT_FOUND,
  targetType: 'blog-category',
  noun: 'blog category',
};
const TAG: TaxonomyKind = {
  select: `${TAG_SELECT} WHERE t.id = $1`,
  notFound: BlogErrors.TAG_NOT_FOUND,
  targetType: 'blog-tag',
  noun: 'blog tag',
};
const AUTHOR: TaxonomyKind = {
  select: `${AUTHOR_SELECT} WHERE a.id = $1`,
  notFound: BlogErrors.AUTHOR_NOT_FOUND,
  targetType: 'blog-author',
  noun: 'blog author',
};

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
    private readonly audit: AdminAudit,
  ) {}

  categories(): Promise<BlogCategoryResponse[]> {
    return this.dataSource.query(`${CATEGORY_SELECT} ORDER BY c.name`);
  }

  createCategory(input: BlogCategoryInput, actor: AdminActor): Promise<BlogCategoryResponse> {
    return this.create(
      CATEGORY,
      actor,
      `INSERT INTO blog_categories (name, slug, description) VALUES ($1, $2, $3) RETURNING id`,
      [input.name, input.slug ?? blogSlugOf(input.name), input.description],
    );
  }

  updateCategory(id: string, input: BlogCategoryInput, actor: AdminActor): Promise<BlogCategoryResponse> {
    return this.update(
      CATEGORY,
      id,
      actor,
      `UPDATE blog_categories SET name = $2, slug = coalesce($3, slug), description = $4, updated_at = now() WHERE id = $1`,
      [id, input.name, input.slug ?? null, input.description],
    );
  }

  deleteCategory(id: string, actor: AdminActor): Promise<void> {
    return this.delete(CATEGORY, id, actor, `DELETE FROM blog_categories WHERE id = $1`);
  }

  tags(): Promise<BlogTagResponse[]> {
    return this.dataSource.query(`${TAG_SELECT} ORDER BY t.name`);
  }

  createTag(input: BlogTagInput, actor: AdminActor): Promise<BlogTagResponse> {
    return this.create(TAG, actor, `INSERT INTO blog_tags (name, slug) VALUES ($1, $2) RETURNING id`, [
      input.name,
      input.slug ?? blogSlugOf(input.name),
    ]);
  }

  updateTag(id: string, input: BlogTagInput, actor: AdminActor): Promise<BlogTagResponse> {
    return this.update(TAG, id, actor, `UPDATE blog_tags SET name = $2, slug = coalesce($3, slug) WHERE id = $1`, [
      id,
      input.name,
      input.slug ?? null,
    ]);
  }

  deleteTag(id: string, actor: AdminActor): Promise<void> {
    return this.delete(TAG, id, actor, `DELETE FROM blog_tags WHERE id = $1`);
  }

  authors(): Promise<BlogAuthorResponse[]> {
    return this.dataSource.query(`${AUTHOR_SELECT} ORDER BY a.name`);
  }

  createAuthor(input: BlogAuthorInput, actor: AdminActor): Promise<BlogAuthorResponse> {
    return this.create(
      AUTHOR,
      actor,
      `INSERT INTO blog_authors (name, slug, bio, avatar_url) VALUES ($1, $2, $3, $4) RETURNING id`,
      [input.name, input.slug ?? blogSlugOf(input.name), input.bio, input.avatar_url ?? null],
    );
  }

  updateAuthor(id: string, input: BlogAuthorInput, actor: AdminActor): Promise<BlogAuthorResponse> {
    return this.update(
      AUTHOR,
      id,
      actor,
      `UPDATE blog_authors SET name = $2, slug = coalesce($3, slug), bio = $4,
         avatar_url = CASE WHEN $6 THEN $5 ELSE avatar_url END, updated_at = now()
       WHERE id = $1`,
      [id, input.name, input.slug ?? null, input.bio, input.avatar_url ?? null, input.avatar_url !== undefined],
    );
  }

  async deleteAuthor(id: string, actor: AdminActor): Promise<void> {
    try {
      await this.delete(AUTHOR, id, actor, `DELETE FROM blog_authors WHERE id = $1`);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw BlogErrors.AUTHOR_HAS_POSTS();
      throw error;
    }
  }

  /** Inserts one row and records it, in one transaction. */
  private async create<T extends { id: string; name: string }>(
    kind: TaxonomyKind,
    actor: AdminActor,
    sql: string,
    params: unknown[],
  ): Promise<T> {
    const created = await this.writing(() =>
      this.dataSource.transaction(async (manager) => {
        const [row] = await manager.query<{ id: string }[]>(sql, params);
        const after = await this.one<T>(manager, kind, row!.id);
        await this.record(manager, actor, kind, 'created', null, after);
        return after;
      }),
    );
    await this.cache.invalidate();
    return created;
  }

  /** Changes one row by id and records it as it was and became, in one transaction. */
  private async update<T extends { id: string; name: string }>(
    kind: TaxonomyKind,
    id: string,
    actor: AdminActor,
    sql: string,
    params: unknown[],
  ): Promise<T> {
    const updated = await this.writing(() =>
      this.dataSource.transaction(async (manager) => {
        const before = await this.one<T>(manager, kind, id, true);
        await manager.query(sql, params);
        const after = await this.one<T>(manager, kind, id);
        await this.record(manager, actor, kind, 'updated', before, after);
        return after;
      }),
    );
    await this.cache.invalidate();
    return updated;
  }

  /** Deletes one row by id and records it as it was, in one transaction. */
  private async delete(kind: TaxonomyKind, id: string, actor: AdminActor, sql: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.one<{ id: string; name: string }>(manager, kind, id, true);
      await manager.query(sql, [id]);
      await this.record(manager, actor, kind, 'deleted', before, null);
    });
    await this.cache.invalidate();
  }

  private record(
    manager: EntityManager,
    actor: AdminActor,
    kind: TaxonomyKind,
    verb: 'created' | 'updated' | 'deleted',
    before: { id: string; name: string } | null,
    after: { id: string; name: string } | null,
  ): Promise<void> {
    const row = (after ?? before)!;
    return this.audit.recordFor(manager, actor, {
      action: `${kind.targetType}.${verb}`,
      targetType: kind.targetType,
      targetId: row.id,
      summary: `${verb.charAt(0).toUpperCase()}${verb.slice(1)} the ${kind.noun} “${row.name}”`,
      before,
      after,
    });
  }

  private async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw BlogErrors.DUPLICATE_SLUG();
      throw error;
    }
  }

  private async one<T>(manager: EntityManager, kind: TaxonomyKind, id: string, lock = false): Promise<T> {
    const [row] = await manager.query<T[]>(lock ? `${kind.select} FOR UPDATE` : kind.select, [id]);
    if (!row) throw kind.notFound();
    return row;
  }
}
