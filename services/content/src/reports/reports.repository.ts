import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  AdminReportsQuery,
  ReportReason,
  ReportResolution,
  ReportSortColumn,
  ReportSource,
  ReportStatus,
} from '@studyhub/contracts';
import type { ReportDocumentRow } from './report-read-copies';

export interface ReportRow {
  id: string;
  source: ReportSource;
  reason: ReportReason;
  status: ReportStatus;
  documentId: string;
  documentTitle: string;
  documentSlug: string;
  sellerId: string | null;
  /** The read copy's status of the document now (null: content never heard of it). */
  documentStatus: string | null;
  reporterUserId: string | null;
  reporterName: string | null;
  reporterEmail: string | null;
  assigneeId: string | null;
  details: string;
  submissionId: string | null;
  similarity: number | null;
  matchedDocuments: { documentId: string; title: string; similarity: number }[];
  resolution: ReportResolution | null;
  refundBuyers: boolean;
  resolutionReason: string;
  reply: string;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewReport {
  source: ReportSource;
  reason: ReportReason;
  document: ReportDocumentRow;
  reporterUserId: string | null;
  reporterName: string | null;
  reporterEmail: string | null;
  details: string;
  submissionId?: string;
  similarity?: number;
  matchedDocuments?: { documentId: string; title: string; similarity: number }[];
}

export interface Closing {
  status: 'resolved' | 'dismissed';
  resolution: ReportResolution;
  refundBuyers: boolean;
  reason: string;
  reply: string;
  resolvedBy: string;
}

const SELECT_REPORT = `
  SELECT r.id, r.source, r.reason, r.status, r.document_id AS "documentId",
         coalesce(d.title, r.document_title) AS "documentTitle", coalesce(d.slug, r.document_slug) AS "documentSlug",
         coalesce(d.seller_id, r.seller_id) AS "sellerId", d.status AS "documentStatus",
         r.reporter_user_id AS "reporterUserId", r.reporter_name AS "reporterName", r.reporter_email AS "reporterEmail",
         r.assignee_id AS "assigneeId", r.details, r.submission_id AS "submissionId", r.similarity,
         r.matched_documents AS "matchedDocuments", r.resolution, r.refund_buyers AS "refundBuyers",
         r.resolution_reason AS "resolutionReason", r.reply, r.resolved_by AS "resolvedBy", r.resolved_at AS "resolvedAt",
         r.created_at AS "createdAt", r.updated_at AS "updatedAt"
    FROM reports r LEFT JOIN report_documents d ON d.document_id = r.document_id`;

const SORT_SQL: Record<ReportSortColumn, string> = {
  created_at: 'r.created_at',
  updated_at: 'r.updated_at',
  status: `array_position(ARRAY['open','in_review','resolved','dismissed'], r.status)`,
  document_title: 'lower(coalesce(d.title, r.document_title))',
};

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;
}

/** Every query on the reports table. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts the report, or returns undefined when an open one of the same kind already exists. */
  async insert(report: NewReport, manager: EntityManager = this.dataSource.manager): Promise<string | undefined> {
    try {
      // A savepoint, so a refused duplicate leaves the caller's transaction usable.
      return await manager.transaction(async (inner) => {
        const [row] = await inner.query<{ id: string }[]>(
          `INSERT INTO reports (source, reason, document_id, document_title, document_slug, seller_id,
                                reporter_user_id, reporter_name, reporter_email, details, submission_id,
                                similarity, matched_documents)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           RETURNING id`,
          [
            report.source,
            report.reason,
            report.document.documentId,
            report.document.title,
            report.document.slug,
            report.document.sellerId,
            report.reporterUserId,
            report.reporterName,
            report.reporterEmail,
            report.details,
            report.submissionId ?? null,
            report.similarity ?? null,
            JSON.stringify(report.matchedDocuments ?? []),
          ],
        );
        return row!.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** A newer plagiarism check of a document already flagged replaces the open flag's figures. */
  async refreshPlagiarismFlag(
    manager: EntityManager,
    documentId: string,
    similarity: number,
    matchedDocuments: NewReport['matchedDocuments'],
  ): Promise<void> {
    await manager.query(
      `UPDATE reports SET similarity = $2, matched_documents = $3, updated_at = now()
        WHERE document_id = $1 AND source = 'plagiarism_flag' AND status IN ('open', 'in_review')`,
      [documentId, similarity, JSON.stringify(matchedDocuments ?? [])],
    );
  }

  /** How many reports the member sent in the last `windowSeconds`, and when the oldest of them leaves it. */
  async recentByReporter(userId: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }> {
    const [row] = await this.dataSource.query<{ count: number; retryAfterSeconds: number }[]>(
      `SELECT count(*)::int AS count,
              coalesce(ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2) - now())), 0)::int
                AS "retryAfterSeconds"
         FROM reports WHERE reporter_user_id = $1 AND source = 'user_report'
          AND created_at > now() - make_interval(secs => $2)`,
      [userId, windowSeconds],
    );
    return row ?? { count: 0, retryAfterSeconds: 0 };
  }

  async find(
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<ReportRow | undefined> {
    const [row] = await manager.query<ReportRow[]>(
      `${SELECT_REPORT} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [id],
    );
    return row;
  }

  /** Other reports of the document, newest first. */
  async ofDocument(documentId: string, exceptId: string, limit = 50): Promise<ReportRow[]> {
    return this.dataSource.query<ReportRow[]>(
      `${SELECT_REPORT} WHERE r.document_id = $1 AND r.id <> $2 ORDER BY r.created_at DESC, r.id LIMIT $3`,
      [documentId, exceptId, limit],
    );
  }

  async list(
    query: AdminReportsQuery,
    adminId: string,
    paging: { limit: number; offset: number },
  ): Promise<{ rows: ReportRow[]; total: number }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.source) conditions.push(`r.source = $${params.push(query.source)}`);
    if (query.status) conditions.push(`r.status = $${params.push(query.status)}`);
    if (query.reason) conditions.push(`r.reason = $${params.push(query.reason)}`);
    if (query.document_id) conditions.push(`r.document_id = $${params.push(query.document_id)}`);
    if (query.assignee === 'unassigned') conditions.push('r.assignee_id IS NULL');
    else if (query.assignee) {
      conditions.push(`r.assignee_id = $${params.push(query.assignee === 'me' ? adminId : query.assignee)}`);
    }
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      const at = params.push(pattern);
      conditions.push(
        `(coalesce(d.title, r.document_title) ILIKE $${at} OR r.reporter_name ILIKE $${at} OR r.reporter_email ILIKE $${at})`,
      );
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const [rows, counted] = await Promise.all([
      this.dataSource.query<ReportRow[]>(
        `${SELECT_REPORT} ${where}
          ORDER BY ${SORT_SQL[query.sort]} ${direction}, r.created_at DESC, r.id
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, paging.limit, paging.offset],
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM reports r LEFT JOIN report_documents d ON d.document_id = r.document_id ${where}`,
        params,
      ),
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  }

  async assign(manager: EntityManager, id: string, assigneeId: string | null, status: ReportStatus): Promise<void> {
    await manager.query(`UPDATE reports SET assignee_id = $2, status = $3, updated_at = now() WHERE id = $1`, [
      id,
      assigneeId,
      status,
    ]);
  }

  async close(manager: EntityManager, id: string, closing: Closing): Promise<void> {
    await manager.query(
      `UPDATE reports
          SET status = $2, resolution = $3, refund_buyers = $4, resolution_reason = $5, reply = $6,
              resolved_by = $7, resolved_at = now(), assignee_id = coalesce(assignee_id, $7), updated_at = now()
        WHERE id = $1`,
      [id, closing.status, closing.resolution, closing.refundBuyers, closing.reason, closing.reply, closing.resolvedBy],
    );
  }
}
