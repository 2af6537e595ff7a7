import type { AdminPageVersion, AdminPageVersionSummary, LegalPage, LegalPageSummary } from '@studyhub/contracts';
import type { PageVersionRow } from './legal-pages.repository';
import { stateOf } from './version-states';

export function toLegalPageSummary(row: PageVersionRow): LegalPageSummary {
  return {
    slug: row.pageSlug,
    title: row.title,
    short_title: row.shortTitle,
    description: row.description,
    published_at: row.publishedAt!.toISOString(),
  };
}

export function toLegalPage(row: PageVersionRow): LegalPage {
  return { ...toLegalPageSummary(row), summary: row.summary, version: row.version, body: row.body };
}

export function toVersionSummary(row: PageVersionRow, liveVersion: number | null, now: Date): AdminPageVersionSummary {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    state: stateOf(row, liveVersion, now),
    published_at: row.publishedAt?.toISOString() ?? null,
    author_id: row.authorId,
    created_at: row.createdAt.toISOString(),
  };
}

export function toAdminVersion(row: PageVersionRow, liveVersion: number | null, now: Date): AdminPageVersion {
  return {
    ...toVersionSummary(row, liveVersion, now),
    short_title: row.shortTitle,
    description: row.description,
    summary: row.summary,
    body: row.body,
    restored_from: row.restoredFrom,
  };
}
