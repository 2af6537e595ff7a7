import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { LegalPageSlug, PageVersionInput } from '@studyhub/contracts';

export interface PageVersionRow {
  id: string;
  pageSlug: LegalPageSlug;
  version: number;
  title: string;
  shortTitle: string;
  description: string;
  summary: string;
  body: string;
  authorId: string | null;
  restoredFrom: number | null;
  publishedAt: Date | null;
  createdAt: Date;
}

export type PageVersionContent = Pick<PageVersionInput, 'title' | 'short_title' | 'description' | 'summary' | 'body'>;

const COLUMNS = `
  id, page_slug AS "pageSlug", version, title, short_title AS "shortTitle", description, summary, body,
  author_id AS "authorId", restored_from AS "restoredFrom", published_at AS "publishedAt", created_at AS "createdAt"`;

/** Legal pages and their versions; a version's text never changes once published. */
@Injectable()
export class LegalPagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Each page's live version (publication time passed, most recent first), in the pages' order. */
  async liveVersions(): Promise<PageVersionRow[]> {
    return this.dataSource.query<PageVersionRow[]>(`
      SELECT live.* FROM legal_pages p
      CROSS JOIN LATERAL (
        SELECT ${COLUMNS} FROM legal_page_versions v
         WHERE v.page_slug = p.slug AND v.published_at <= now()
         ORDER BY v.published_at DESC, v.version DESC
         LIMIT 1
      ) live
      ORDER BY p.position`);
  }

  async liveVersion(slug: LegalPageSlug): Promise<PageVersionRow | null> {
    const rows = await this.dataSource.query<PageVersionRow[]>(
      `SELECT ${COLUMNS} FROM legal_page_versions
        WHERE page_slug = $1 AND published_at <= now()
        ORDER BY published_at DESC, version DESC
        LIMIT 1`,
      [slug],
    );
    return rows[0] ?? null;
  }

  async pageExists(slug: LegalPageSlug): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(`SELECT 1 FROM legal_pages WHERE slug = $1`, [slug]);
    return rows.length > 0;
  }

  async pageSlugs(): Promise<LegalPageSlug[]> {
    const rows = await this.dataSource.query<{ slug: LegalPageSlug }[]>(
      `SELECT slug FROM legal_pages ORDER BY position`,
    );
    return rows.map((row) => row.slug);
  }

  /** Every version of a page, newest number first. */
  async versions(slug: LegalPageSlug, manager: EntityManager = this.dataSource.manager): Promise<PageVersionRow[]> {
    return manager.query<PageVersionRow[]>(
      `SELECT ${COLUMNS} FROM legal_page_versions WHERE page_slug = $1 ORDER BY version DESC`,
      [slug],
    );
  }

  async version(
    slug: LegalPageSlug,
    version: number,
    manager: EntityManager = this.dataSource.manager,
    options: { lock?: boolean } = {},
  ): Promise<PageVersionRow | null> {
    const rows = await manager.query<PageVersionRow[]>(
      `SELECT ${COLUMNS} FROM legal_page_versions WHERE page_slug = $1 AND version = $2${options.lock ? ' FOR UPDATE' : ''}`,
      [slug, version],
    );
    return rows[0] ?? null;
  }

  async databaseNow(manager: EntityManager = this.dataSource.manager): Promise<Date> {
    const rows = await manager.query<{ now: Date }[]>(`SELECT now() AS now`);
    return rows[0]!.now;
  }

  /** Appends the next version of a page; the page row is locked so two admins never get one number. */
  async insertVersion(
    manager: EntityManager,
    slug: LegalPageSlug,
    content: PageVersionContent,
    options: { authorId: string | null; publishedAt: Date | null; restoredFrom: number | null },
  ): Promise<PageVersionRow> {
    await manager.query(`SELECT 1 FROM legal_pages WHERE slug = $1 FOR UPDATE`, [slug]);
    const rows = await manager.query<PageVersionRow[]>(
      `INSERT INTO legal_page_versions
         (page_slug, version, title, short_title, description, summary, body, author_id, restored_from, published_at)
       SELECT $1, COALESCE(max(version), 0) + 1, $2, $3, $4, $5, $6, $7, $8, $9
         FROM legal_page_versions WHERE page_slug = $1
       RETURNING ${COLUMNS}`,
      [
        slug,
        content.title,
        content.short_title,
        content.description,
        content.summary,
        content.body,
        options.authorId,
        options.restoredFrom,
        options.publishedAt,
      ],
    );
    return rows[0]!;
  }

  async updateDraft(manager: EntityManager, id: string, content: PageVersionContent, authorId: string): Promise<void> {
    await manager.query(
      `UPDATE legal_page_versions
          SET title = $2, short_title = $3, description = $4, summary = $5, body = $6, author_id = $7, updated_at = now()
        WHERE id = $1 AND published_at IS NULL`,
      [id, content.title, content.short_title, content.description, content.summary, content.body, authorId],
    );
  }

  async setPublishedAt(manager: EntityManager, id: string, publishedAt: Date | null): Promise<void> {
    await manager.query(`UPDATE legal_page_versions SET published_at = $2, updated_at = now() WHERE id = $1`, [
      id,
      publishedAt,
    ]);
  }
}
