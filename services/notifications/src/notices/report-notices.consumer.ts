import { Injectable } from '@nestjs/common';
import type { CatalogEventData, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { MailQueue } from '../mail/mail-queue';
import { greetingFor, renderMail } from '../templates/mail-layout';
import { writeNotice } from '../templates/notice-templates';
import { NoticeService } from './notice.service';

type Resolved = EventEnvelope<'report.resolved.v1', CatalogEventData<'report.resolved.v1'>>;

/** The e-mail log's name for the answer to a takedown notice's sender (who has no account). */
export const REPORT_REPLY_TEMPLATE = 'report-reply';

/**
 * A report resolved in the back office (ADR 0029): the seller hears that their document was taken
 * down and why; the reporter gets the admin's answer, in the bell when they are a member, by
 * e-mail when they sent a takedown notice. Buyers hear of their refunds from order.items-refunded.v1.
 */
@Injectable()
export class ReportNoticesConsumer {
  constructor(
    private readonly notices: NoticeService,
    private readonly mail: MailQueue,
  ) {}

  @HandlesEvent('report.resolved.v1')
  async resolved(event: Resolved, context: EventHandlerContext<typeof EVENT_CATALOG>): Promise<void> {
    const { data } = event;
    if (data.resolution === 'taken_down' && data.sellerId) {
      await this.notices.deliver(
        event,
        {
          kind: 'document-taken-down',
          userId: data.sellerId,
          data: { title: data.title, reason: data.reason, buyersRefunded: data.refundBuyers },
        },
        context,
      );
    }
    if (!data.reply.trim()) return;
    const answer = { title: data.title, resolution: data.resolution, reply: data.reply };
    if (data.reporterUserId) {
      await this.notices.deliver(
        event,
        { kind: 'report-answered', userId: data.reporterUserId, data: answer },
        context,
      );
    } else if (data.reporterEmail) {
      const site = this.mail.site;
      const { mail } = writeNotice('report-answered', answer, site);
      await this.mail.enqueue(context.manager, {
        eventId: event.id,
        correlationId: event.correlationId,
        template: REPORT_REPLY_TEMPLATE,
        userId: null,
        to: { name: data.reporterName ?? '', address: data.reporterEmail },
        content: renderMail({ ...mail, greeting: greetingFor(data.reporterName ?? '') }, site),
      });
    }
  }
}
