import { Injectable } from '@nestjs/common';
import type { CatalogEventData, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { RefundsService } from './refunds.service';

type Resolved = EventEnvelope<'report.resolved.v1', CatalogEventData<'report.resolved.v1'>>;

const TITLE_IN_REASON = 80;

/**
 * An admin took a document down and chose to refund its buyers (reports queue, ADR 0029): that
 * document's line of every completed order holding it is refunded through order.items-refunded.v1
 * (ADR 0037), so the ledger returns those points and takes back that seller's share. The order's
 * other documents stay bought and their sellers keep their earnings.
 */
@Injectable()
export class ReportRefundsConsumer {
  constructor(private readonly refunds: RefundsService) {}

  @HandlesEvent('report.resolved.v1')
  async resolved(event: Resolved, context: EventHandlerContext<typeof EVENT_CATALOG>): Promise<void> {
    const { manager, logger } = context;
    const { data } = event;
    if (data.resolution !== 'taken_down' || !data.refundBuyers) return;
    const title = data.title.length > TITLE_IN_REASON ? `${data.title.slice(0, TITLE_IN_REASON - 1)}…` : data.title;
    const reason = `“${title}” was taken down after a report${data.reason ? `: ${data.reason}` : '.'}`;
    const refunded = await this.refunds.refundBuyersOf(manager, data.documentId, reason, (refund) =>
      context.publish('order.items-refunded.v1', refund),
    );
    logger.info(
      { document_id: data.documentId, report_id: data.reportId, orders: refunded.length },
      'buyers of a taken-down document refunded',
    );
  }
}
