import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DOCUMENT_STATUS_IDS, type LibraryResponse, type LibraryTab } from '@studyhub/contracts';
import { loadDocumentSummaries } from './document-summaries';

const APPROVED = DOCUMENT_STATUS_IDS.APPROVED;
const DELETED = DOCUMENT_STATUS_IDS.DELETED;

/** Ids of each tab, newest first. Only My Uploads shows documents that are not approved (spec section 2). */
const TAB_IDS: Record<LibraryTab, string> = {
  uploads: `SELECT d.id, d.created_at AS at FROM documents d WHERE d.user_id = $1 AND d.status_id <> ${DELETED}`,
  purchased: `SELECT d.id, o.acquired_at AS at FROM user_documents o JOIN documents d ON d.id = o.document_id
               WHERE o.user_id = $1 AND d.status_id = ${APPROVED}`,
  saved: `SELECT d.id, b.created_at AS at FROM document_bookmarks b JOIN documents d ON d.id = b.document_id
           WHERE b.user_id = $1 AND d.status_id = ${APPROVED}`,
  recent: `SELECT d.id, v.viewed_at AS at FROM document_last_views v JOIN documents d ON d.id = v.document_id
            WHERE v.user_id = $1 AND d.status_id = ${APPROVED}`,
  all: '',
};
TAB_IDS.all = `SELECT id, max(at) AS at FROM (
    SELECT d.id, d.created_at AS at FROM documents d WHERE d.user_id = $1 AND d.status_id = ${APPROVED}
    UNION ALL ${TAB_IDS.purchased} UNION ALL ${TAB_IDS.saved} UNION ALL ${TAB_IDS.recent}
  ) AS mine GROUP BY id`;

interface RelationRow {
  id: string;
  owned: boolean;
  purchased: boolean;
  bookmarked: boolean;
  last_viewed_at: Date | null;
  progress: string | null;
  moderation_reason: string | null;
  processing_error: string | null;
}

@Injectable()
export class LibraryService {
  constructor(private readonly dataSource: DataSource) {}

  async library(userId: string, tab: LibraryTab, limit: number): Promise<LibraryResponse> {
    const ids = (
      await this.dataSource.query<{ id: string }[]>(
        `SELECT id FROM (${TAB_IDS[tab]}) AS tab ORDER BY at DESC, id LIMIT $2`,
        [userId, limit],
      )
    ).map((row) => row.id);
    const [summaries, relations, counts] = await Promise.all([
      loadDocumentSummaries(this.dataSource.manager, ids),
      this.relations(userId, ids),
      this.counts(userId),
    ]);
    return {
      tab,
      documents: summaries.map((summary) => {
        const relation = relations.get(summary.id);
        return {
          ...summary,
          relation: relation?.owned ? 'owned' : relation?.purchased ? 'purchased' : 'none',
          is_bookmarked: relation?.bookmarked ?? false,
          last_viewed_at: relation?.last_viewed_at?.toISOString() ?? null,
          progress: relation?.progress === null || relation?.progress === undefined ? null : Number(relation.progress),
          moderation_reason: relation?.moderation_reason ?? null,
          processing_error: relation?.processing_error ?? null,
        };
      }),
      counts,
    };
  }

  private async relations(userId: string, ids: string[]): Promise<Map<string, RelationRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<RelationRow[]>(
      `SELECT d.id, d.user_id = $1 AS owned,
              EXISTS (SELECT 1 FROM user_documents o WHERE o.user_id = $1 AND o.document_id = d.id) AS purchased,
              EXISTS (SELECT 1 FROM document_bookmarks b WHERE b.user_id = $1 AND b.document_id = d.id) AS bookmarked,
              v.viewed_at AS last_viewed_at, v.progress,
              CASE WHEN d.user_id = $1 THEN d.moderation_reason END AS moderation_reason,
              CASE WHEN d.user_id = $1 THEN d.processing_error END AS processing_error
         FROM documents d
         LEFT JOIN document_last_views v ON v.user_id = $1 AND v.document_id = d.id
        WHERE d.id = ANY($2::uuid[])`,
      [userId, ids],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Distinct documents per tab (spec section 9: purchasedCount, viewedCount, savedCount). */
  private async counts(userId: string): Promise<LibraryResponse['counts']> {
    const [row] = await this.dataSource.query<
      { all: number; uploads: number; purchased: number; saved: number; viewed: number }[]
    >(
      `SELECT (SELECT count(*) FROM (${TAB_IDS.all}) a)::int AS all,
              (SELECT count(*) FROM (${TAB_IDS.uploads}) u)::int AS uploads,
              (SELECT count(*) FROM (${TAB_IDS.purchased}) p)::int AS purchased,
              (SELECT count(*) FROM (${TAB_IDS.saved}) s)::int AS saved,
              (SELECT count(*) FROM (${TAB_IDS.recent}) r)::int AS viewed`,
      [userId],
    );
    return {
      all: row?.all ?? 0,
      uploads: row?.uploads ?? 0,
      purchasedCount: row?.purchased ?? 0,
      savedCount: row?.saved ?? 0,
      viewedCount: row?.viewed ?? 0,
    };
  }
}
