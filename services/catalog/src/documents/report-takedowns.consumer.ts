import { Injectable } from '@nestjs/common';
import type { CatalogEventData, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { statusIdOf } from './moderation-transitions';

type Resolved = EventEnvelope<'report.resolved.v1', CatalogEventData<'report.resolved.v1'>>;

interface LockedDocument {
  id: string;
  slug: string;
  title: string;
  user_id: string;
  status_id: number;
}

/**
 * An admin upheld a report in the reports queue (ADR 0029): the document is deleted as an admin's
 * take-down is (moderation history, document.deleted.v1), so it leaves search, listings and sale.
 * A document already deleted, or unknown here, is left alone, which also makes a replay harmless.
 */
@Injectable()
export class ReportTakedownsConsumer {
  @HandlesEvent('report.resolved.v1')
  async resolved(event: Resolved, context: EventHandlerContext<typeof EVENT_CATALOG>): Promise<void> {
    const { manager, logger } = context;
    const { data } = event;
    if (data.resolution !== 'taken_down') return;
    const [document] = await manager.query<LockedDocument[]>(
      `SELECT id, slug, title, user_id, status_id FROM documents WHERE id = $1 FOR UPDATE`,
      [data.documentId],
    );
    if (!document || document.status_id === statusIdOf('DELETED')) {
      logger.info({ document_id: data.documentId, report_id: data.reportId }, 'taken-down document already gone');
      return;
    }
    const reason = data.reason || 'Taken down after a report.';
    await manager.query(
      `UPDATE documents SET status_id = $2, moderation_reason = $3, updated_at = now() WHERE id = $1`,
      [document.id, statusIdOf('DELETED'), reason],
    );
    await manager.query(
      `INSERT INTO document_moderations (document_id, from_status_id, to_status_id, reason, moderator_id)
       VALUES ($1, $2, $3, $4, $5)`,
      [document.id, document.status_id, statusIdOf('DELETED'), reason, data.moderatorId],
    );
    await context.publish('document.deleted.v1', {
      documentId: document.id,
      sellerId: document.user_id,
      title: document.title,
      slug: document.slug,
      reason,
      moderatorId: data.moderatorId,
    });
  }
}
