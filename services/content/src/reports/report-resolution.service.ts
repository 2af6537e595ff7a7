import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminReport, EVENT_CATALOG, ReportAssign, ReportResolve } from '@studyhub/contracts';
import { AdminAudit, OutboxWriter, type Principal, type RequestContext } from '@studyhub/platform';
import { ReportErrors } from './report.errors';
import { canMoveReport, isReportClosed, statusAfterAssignment } from './report-transitions';
import { ReportsRepository, type ReportRow } from './reports.repository';
import { ReportsService } from './reports.service';

/** What the audit trail keeps of a report before and after an admin's write. */
function auditedStateOf(row: ReportRow) {
  return {
    status: row.status,
    assignee_id: row.assigneeId,
    resolution: row.resolution,
    refund_buyers: row.refundBuyers,
    resolution_reason: row.resolutionReason,
    reply: row.reply,
  };
}

/**
 * Admins working the queue: taking a report (or handing it to another admin) and closing it. A
 * take-down is announced as report.resolved.v1 in the same transaction: catalog deletes the
 * document, orders refunds its buyers when asked, notifications tells the seller and the reporter.
 */
@Injectable()
export class ReportResolutionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: ReportsRepository,
    private readonly reports: ReportsService,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    private readonly audit: AdminAudit,
  ) {}

  async assign(principal: Principal, id: string, input: ReportAssign, context: RequestContext): Promise<AdminReport> {
    const assigneeId = input.assignee === 'me' ? principal.userId : input.assignee;
    await this.dataSource.transaction(async (manager) => {
      const report = await this.repository.find(id, manager, true);
      if (!report) throw ReportErrors.REPORT_NOT_FOUND();
      if (isReportClosed(report.status)) throw ReportErrors.REPORT_CLOSED();
      const status = statusAfterAssignment(report.status, assigneeId);
      await this.repository.assign(manager, id, assigneeId, status);
      const after = (await this.repository.find(id, manager))!;
      await this.audit.recordIn(manager, principal, context, {
        action: assigneeId ? 'report.assigned' : 'report.released',
        targetType: 'report',
        targetId: id,
        summary: assigneeId
          ? `Assigned the report of “${report.documentTitle}” to ${assigneeId === principal.userId ? 'themselves' : assigneeId}`
          : `Released the report of “${report.documentTitle}” back to the open queue`,
        before: auditedStateOf(report),
        after: auditedStateOf(after),
      });
    });
    return this.reports.detail(id);
  }

  async resolve(principal: Principal, id: string, input: ReportResolve, context: RequestContext): Promise<AdminReport> {
    const takeDown = input.action === 'take_down';
    await this.dataSource.transaction(async (manager) => {
      const report = await this.repository.find(id, manager, true);
      if (!report) throw ReportErrors.REPORT_NOT_FOUND();
      const status = takeDown ? 'resolved' : 'dismissed';
      if (!canMoveReport(report.status, status)) throw ReportErrors.REPORT_CLOSED();
      if (takeDown && report.documentStatus === 'deleted') throw ReportErrors.DOCUMENT_ALREADY_DELETED();
      const closing = {
        status,
        resolution: takeDown ? 'taken_down' : 'dismissed',
        refundBuyers: takeDown && input.refund_buyers,
        reason: takeDown ? input.reason : '',
        reply: input.reply,
        resolvedBy: principal.userId,
      } as const;
      await this.repository.close(manager, id, closing);
      await this.outbox.append(
        manager,
        'report.resolved.v1',
        {
          reportId: id,
          documentId: report.documentId,
          sellerId: report.sellerId,
          title: report.documentTitle,
          resolution: closing.resolution,
          refundBuyers: closing.refundBuyers,
          reason: closing.reason,
          moderatorId: principal.userId,
          reporterUserId: report.reporterUserId,
          reporterEmail: report.reporterUserId ? null : report.reporterEmail,
          reporterName: report.reporterName,
          reply: closing.reply,
        },
        { context },
      );
      const after = (await this.repository.find(id, manager))!;
      await this.audit.recordIn(manager, principal, context, {
        action: takeDown ? 'report.resolved' : 'report.dismissed',
        targetType: 'report',
        targetId: id,
        summary: takeDown
          ? `Took down “${report.documentTitle}”${closing.refundBuyers ? ' and refunded its buyers' : ''}`
          : `Dismissed a report of “${report.documentTitle}”`,
        before: auditedStateOf(report),
        after: { ...auditedStateOf(after), document_id: report.documentId },
      });
    });
    return this.reports.detail(id);
  }
}
