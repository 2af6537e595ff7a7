import { Injectable } from '@nestjs/common';
import type {
  AdminReport,
  AdminReportSummary,
  AdminReportsQuery,
  DocumentReportReceipt,
  DocumentReportRequest,
} from '@studyhub/contracts';
import type { Principal } from '@studyhub/platform';
import { reportOf, reportSummaryOf } from './report.mapper';
import { ReportErrors } from './report.errors';
import { ReportReadCopies } from './report-read-copies';
import { ReportsRepository } from './reports.repository';

/** A member may send this many reports per window (each one is read by an admin). */
export const REPORTS_PER_WINDOW = 10;
export const REPORT_WINDOW_SECONDS = 3600;

/** Members reporting documents, and the admins' reads of the queue. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly repository: ReportsRepository,
    private readonly readCopies: ReportReadCopies,
  ) {}

  async report(principal: Principal, documentId: string, input: DocumentReportRequest): Promise<DocumentReportReceipt> {
    const document = await this.readCopies.findDocument(documentId);
    if (!document || document.status !== 'approved') throw ReportErrors.DOCUMENT_NOT_FOUND();
    if (document.sellerId === principal.userId) throw ReportErrors.OWN_DOCUMENT();
    const recent = await this.repository.recentByReporter(principal.userId, REPORT_WINDOW_SECONDS);
    if (recent.count >= REPORTS_PER_WINDOW) {
      throw ReportErrors.TOO_MANY_REPORTS({ retryAfterSeconds: Math.max(1, recent.retryAfterSeconds) });
    }
    const id = await this.repository.insert({
      source: 'user_report',
      reason: input.reason,
      document,
      reporterUserId: principal.userId,
      reporterName: null,
      reporterEmail: principal.email ?? null,
      details: input.details,
    });
    if (!id) throw ReportErrors.ALREADY_REPORTED();
    const saved = (await this.repository.find(id))!;
    return { id, status: saved.status, created_at: saved.createdAt.toISOString() };
  }

  async list(
    query: AdminReportsQuery,
    adminId: string,
    paging: { limit: number; offset: number },
  ): Promise<{ items: AdminReportSummary[]; total: number }> {
    const { rows, total } = await this.repository.list(query, adminId, paging);
    return { items: rows.map(reportSummaryOf), total };
  }

  async detail(id: string): Promise<AdminReport> {
    const row = await this.repository.find(id);
    if (!row) throw ReportErrors.REPORT_NOT_FOUND();
    const [impact, related] = await Promise.all([
      this.readCopies.impactOf(row.documentId),
      this.repository.ofDocument(row.documentId, row.id),
    ]);
    return reportOf(row, impact, related);
  }
}
