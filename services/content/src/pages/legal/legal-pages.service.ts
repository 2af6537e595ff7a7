import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  isLegalPageSlug,
  type AdminLegalPage,
  type AdminPageVersion,
  type AdminPageVersionSummary,
  type LegalPage,
  type LegalPageSlug,
  type LegalPageSummary,
  type PageVersionInput,
} from '@studyhub/contracts';
import { AdminAudit, type AdminActor } from '@studyhub/platform';
import { LegalPageErrors } from './legal-pages.errors';
import { toAdminVersion, toLegalPage, toLegalPageSummary, toVersionSummary } from './legal-pages.mapper';
import { LegalPagesRepository, type PageVersionRow } from './legal-pages.repository';
import { liveVersionOf } from './version-states';

/** Reading the live legal pages, and an admin's versions: drafts, scheduling, publishing, restoring. */
@Injectable()
export class LegalPagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: LegalPagesRepository,
    private readonly audit: AdminAudit,
  ) {}

  async liveIndex(): Promise<LegalPageSummary[]> {
    return (await this.repository.liveVersions()).map(toLegalPageSummary);
  }

  async livePage(slug: string): Promise<LegalPage> {
    const live = isLegalPageSlug(slug) ? await this.repository.liveVersion(slug) : null;
    if (!live) throw LegalPageErrors.LEGAL_PAGE_NOT_FOUND();
    return toLegalPage(live);
  }

  async adminIndex(): Promise<AdminLegalPage[]> {
    const now = await this.repository.databaseNow();
    const pages: AdminLegalPage[] = [];
    for (const slug of await this.repository.pageSlugs()) {
      const versions = await this.repository.versions(slug);
      const live = liveVersionOf(versions, now);
      const summaries = versions.map((row) => toVersionSummary(row, live, now));
      pages.push({
        slug,
        live: summaries.find((summary) => summary.state === 'live') ?? null,
        scheduled: summaries.find((summary) => summary.state === 'scheduled') ?? null,
        draft: summaries.find((summary) => summary.state === 'draft') ?? null,
        version_count: versions.length,
      });
    }
    return pages;
  }

  async versions(slug: string): Promise<AdminPageVersionSummary[]> {
    const page = await this.existingSlug(slug);
    const now = await this.repository.databaseNow();
    const versions = await this.repository.versions(page);
    const live = liveVersionOf(versions, now);
    return versions.map((row) => toVersionSummary(row, live, now));
  }

  async version(slug: string, version: number): Promise<AdminPageVersion> {
    const page = await this.existingSlug(slug);
    const row = await this.repository.version(page, version);
    if (!row) throw LegalPageErrors.PAGE_VERSION_NOT_FOUND();
    return this.withState(page, row);
  }

  /** A new version: a draft, or published at `publish_at` (a past time means now). */
  async createVersion(slug: string, input: PageVersionInput, actor: AdminActor): Promise<AdminPageVersion> {
    const page = await this.existingSlug(slug);
    const authorId = actor.principal.userId;
    const created = await this.dataSource.transaction(async (manager) => {
      const publishedAt = await this.publicationTime(input.publish_at, manager);
      const row = await this.repository.insertVersion(manager, page, input, {
        authorId,
        publishedAt,
        restoredFrom: null,
      });
      await this.record(manager, actor, 'version-created', `Wrote version ${row.version} of`, null, row);
      return row;
    });
    return this.withState(page, created);
  }

  async updateDraft(
    slug: string,
    version: number,
    input: PageVersionInput,
    actor: AdminActor,
  ): Promise<AdminPageVersion> {
    const page = await this.existingSlug(slug);
    const authorId = actor.principal.userId;
    await this.dataSource.transaction(async (manager) => {
      const row = await this.repository.version(page, version, manager, { lock: true });
      if (!row) throw LegalPageErrors.PAGE_VERSION_NOT_FOUND();
      if (row.publishedAt) throw LegalPageErrors.VERSION_NOT_A_DRAFT();
      await this.repository.updateDraft(manager, row.id, input, authorId);
      const publishedAt = await this.publicationTime(input.publish_at, manager);
      if (publishedAt) await this.repository.setPublishedAt(manager, row.id, publishedAt);
      await this.recordChange(manager, actor, 'draft-updated', `Edited the draft version ${version} of`, row);
    });
    return this.version(page, version);
  }

  /** Publishes a draft, or moves a scheduled version's time (to now when none is given). */
  async publish(
    slug: string,
    version: number,
    publishAt: string | null | undefined,
    actor: AdminActor,
  ): Promise<AdminPageVersion> {
    const page = await this.existingSlug(slug);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.repository.version(page, version, manager, { lock: true });
      if (!row) throw LegalPageErrors.PAGE_VERSION_NOT_FOUND();
      const now = await this.repository.databaseNow(manager);
      if (row.publishedAt && row.publishedAt <= now) throw LegalPageErrors.VERSION_ALREADY_PUBLISHED();
      const publishedAt = (await this.publicationTime(publishAt, manager)) ?? now;
      await this.repository.setPublishedAt(manager, row.id, publishedAt);
      const scheduled = publishedAt > now;
      await this.recordChange(
        manager,
        actor,
        scheduled ? 'version-scheduled' : 'version-published',
        `${scheduled ? 'Scheduled' : 'Published'} version ${version} of`,
        row,
      );
    });
    return this.version(page, version);
  }

  /** Takes a scheduled version back to a draft, so it never goes live unless published again. */
  async unschedule(slug: string, version: number, actor: AdminActor): Promise<AdminPageVersion> {
    const page = await this.existingSlug(slug);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.repository.version(page, version, manager, { lock: true });
      if (!row) throw LegalPageErrors.PAGE_VERSION_NOT_FOUND();
      const now = await this.repository.databaseNow(manager);
      if (!row.publishedAt || row.publishedAt <= now) throw LegalPageErrors.VERSION_NOT_SCHEDULED();
      await this.repository.setPublishedAt(manager, row.id, null);
      await this.recordChange(
        manager,
        actor,
        'version-unscheduled',
        `Took back the scheduled version ${version} of`,
        row,
      );
    });
    return this.version(page, version);
  }

  /** Copies an old version's text into a new version: a draft, or published at `publish_at`. */
  async restore(
    slug: string,
    version: number,
    publishAt: string | null | undefined,
    actor: AdminActor,
  ): Promise<AdminPageVersion> {
    const page = await this.existingSlug(slug);
    const authorId = actor.principal.userId;
    const created = await this.dataSource.transaction(async (manager) => {
      const source = await this.repository.version(page, version, manager);
      if (!source) throw LegalPageErrors.PAGE_VERSION_NOT_FOUND();
      const publishedAt = await this.publicationTime(publishAt, manager);
      const row = await this.repository.insertVersion(
        manager,
        page,
        {
          title: source.title,
          short_title: source.shortTitle,
          description: source.description,
          summary: source.summary,
          body: source.body,
        },
        { authorId, publishedAt, restoredFrom: source.version },
      );
      await this.record(
        manager,
        actor,
        'version-restored',
        `Restored version ${version} as version ${row.version} of`,
        null,
        row,
      );
      return row;
    });
    return this.withState(page, created);
  }

  /** Records a change to an existing version: the row as locked before it, and as it is now. */
  private async recordChange(
    manager: EntityManager,
    actor: AdminActor,
    action: string,
    what: string,
    before: PageVersionRow,
  ): Promise<void> {
    const after = await this.repository.version(before.pageSlug, before.version, manager);
    await this.record(manager, actor, action, what, before, after);
  }

  private async record(
    manager: EntityManager,
    actor: AdminActor,
    action: string,
    what: string,
    before: PageVersionRow | null,
    after: PageVersionRow | null,
  ): Promise<void> {
    const row = (after ?? before)!;
    await this.audit.recordFor(manager, actor, {
      action: `legal-page.${action}`,
      targetType: 'legal-page',
      targetId: row.pageSlug,
      summary: `${what} “${row.title}”`,
      before,
      after,
    });
  }

  private async existingSlug(slug: string): Promise<LegalPageSlug> {
    if (!isLegalPageSlug(slug) || !(await this.repository.pageExists(slug))) {
      throw LegalPageErrors.LEGAL_PAGE_NOT_FOUND();
    }
    return slug;
  }

  /** Never in the past: a past time would rewrite which text was live when. */
  private async publicationTime(
    publishAt: string | null | undefined,
    manager: Parameters<LegalPagesRepository['databaseNow']>[0],
  ): Promise<Date | null> {
    if (!publishAt) return null;
    const now = await this.repository.databaseNow(manager);
    const requested = new Date(publishAt);
    return requested > now ? requested : now;
  }

  private async withState(page: LegalPageSlug, row: PageVersionRow): Promise<AdminPageVersion> {
    const now = await this.repository.databaseNow();
    const live = liveVersionOf(await this.repository.versions(page), now);
    return toAdminVersion(row, live, now);
  }
}
