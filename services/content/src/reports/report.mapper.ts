import type { AdminReport, AdminReportSummary, ReportImpact } from '@studyhub/contracts';
import type { ReportRow } from './reports.repository';

export function reportSummaryOf(row: ReportRow): AdminReportSummary {
  return {
    id: row.id,
    source: row.source,
    reason: row.reason,
    status: row.status,
    document: {
      id: row.documentId,
      title: row.documentTitle,
      slug: row.documentSlug,
      seller_id: row.sellerId,
      status: row.documentStatus,
    },
    reporter: { user_id: row.reporterUserId, name: row.reporterName, email: row.reporterEmail },
    assignee_id: row.assigneeId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function reportOf(row: ReportRow, impact: ReportImpact, related: readonly ReportRow[]): AdminReport {
  return {
    ...reportSummaryOf(row),
    details: row.details,
    submission_id: row.submissionId,
    similarity: row.similarity,
    matched_documents: row.matchedDocuments.map((match) => ({
      document_id: match.documentId,
      title: match.title,
      similarity: match.similarity,
    })),
    resolution: row.resolution,
    refund_buyers: row.refundBuyers,
    resolution_reason: row.resolutionReason,
    reply: row.reply,
    resolved_by: row.resolvedBy,
    resolved_at: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    impact,
    related: related.map(reportSummaryOf),
  };
}
