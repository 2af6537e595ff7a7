import { Injectable } from '@nestjs/common';
import type { CatalogEventData, CatalogEventType, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { ReadCopiesRepository } from '../recipients/read-copies.repository';
import type { SoldDocument } from '../templates/notice-templates';
import { NoticeService } from './notice.service';
import { SupportMailService } from './support-mail.service';

type Event<T extends CatalogEventType> = EventEnvelope<T, CatalogEventData<T>>;
type Context = EventHandlerContext<typeof EVENT_CATALOG>;

const UNKNOWN_TITLE = 'a document';

/**
 * The other services' events that concern a user: orders, sales, moderation decisions, prices,
 * withdrawals, papers and scholarship reminders. Each handler runs in its inbox transaction.
 */
@Injectable()
export class NoticeConsumer {
  constructor(
    private readonly notices: NoticeService,
    private readonly readCopies: ReadCopiesRepository,
    private readonly supportMail: SupportMailService,
  ) {}

  /** The buyer hears that the order is complete; each seller in it, that their documents sold. */
  @HandlesEvent('order.completed.v1')
  async orderCompleted(event: Event<'order.completed.v1'>, context: Context): Promise<void> {
    const { data } = event;
    const titles = await this.readCopies.findDocuments(
      context.manager,
      data.items.map((item) => item.documentId),
    );
    const titleOf = (documentId: string) => titles.get(documentId)?.title ?? UNKNOWN_TITLE;
    await this.notices.deliver(
      event,
      {
        kind: 'order-completed',
        userId: data.userId,
        data: {
          orderId: data.orderId,
          titles: data.items.map((item) => titleOf(item.documentId)),
          totalPoints: data.totalPoints,
        },
      },
      context,
    );
    const bySeller = new Map<string, SoldDocument[]>();
    for (const item of data.items) {
      if (item.sellerId === data.userId) continue;
      const sold = bySeller.get(item.sellerId) ?? [];
      sold.push({ title: titleOf(item.documentId), pointsPrice: item.pointsPrice });
      bySeller.set(item.sellerId, sold);
    }
    for (const [sellerId, documents] of bySeller) {
      await this.notices.deliver(event, { kind: 'document-sold', userId: sellerId, data: { documents } }, context);
    }
  }

  @HandlesEvent('order.refunded.v1')
  async orderRefunded(event: Event<'order.refunded.v1'>, context: Context): Promise<void> {
    await this.tellBuyerOfRefund(event, event.data, {}, context);
  }

  /**
   * A take-down refunded lines of the order (ADR 0037): the buyer is told which documents went
   * back and that the rest of the order is kept (unless nothing of it is left).
   */
  @HandlesEvent('order.items-refunded.v1')
  async orderItemsRefunded(event: Event<'order.items-refunded.v1'>, context: Context): Promise<void> {
    await this.tellBuyerOfRefund(event, event.data, { partOfOrder: !event.data.orderRefunded }, context);
  }

  private async tellBuyerOfRefund(
    event: Event<'order.refunded.v1'> | Event<'order.items-refunded.v1'>,
    data: Event<'order.refunded.v1'>['data'],
    extra: { partOfOrder?: boolean },
    context: Context,
  ): Promise<void> {
    const titles = await this.readCopies.findDocuments(
      context.manager,
      data.items.map((item) => item.documentId),
    );
    await this.notices.deliver(
      event,
      {
        kind: 'order-refunded',
        userId: data.userId,
        data: {
          orderId: data.orderId,
          titles: data.items.map((item) => titles.get(item.documentId)?.title ?? UNKNOWN_TITLE),
          totalPoints: data.totalPoints,
          reason: data.reason,
          ...extra,
        },
      },
      context,
    );
  }

  @HandlesEvent('document.approved.v1')
  async documentApproved(event: Event<'document.approved.v1'>, context: Context): Promise<void> {
    const { data } = event;
    await this.readCopies.saveDocument(context.manager, data);
    await this.notices.deliver(
      event,
      {
        kind: 'document-approved',
        userId: data.sellerId,
        data: { title: data.title, slug: data.slug, pointsPrice: data.pointsPrice },
      },
      context,
    );
  }

  /** A soft rejection (the seller may fix and resubmit) reads differently from a final one. */
  @HandlesEvent('document.rejected.v1')
  async documentRejected(event: Event<'document.rejected.v1'>, context: Context): Promise<void> {
    const { data } = event;
    await this.readCopies.saveDocument(context.manager, data);
    if (data.soft) {
      await this.notices.deliver(
        event,
        {
          kind: 'document-soft-rejected',
          userId: data.sellerId,
          data: { title: data.title, slug: data.slug, reason: data.reason },
        },
        context,
      );
    } else {
      await this.notices.deliver(
        event,
        { kind: 'document-rejected', userId: data.sellerId, data: { title: data.title, reason: data.reason } },
        context,
      );
    }
  }

  @HandlesEvent('document.price-changed.v1')
  async documentPriceChanged(event: Event<'document.price-changed.v1'>, context: Context): Promise<void> {
    const { data } = event;
    await this.readCopies.saveDocument(context.manager, data);
    await this.notices.deliver(
      event,
      {
        kind: 'document-price-changed',
        userId: data.sellerId,
        data: {
          title: data.title,
          slug: data.slug,
          oldPointsPrice: data.oldPointsPrice,
          newPointsPrice: data.newPointsPrice,
        },
      },
      context,
    );
  }

  @HandlesEvent('withdrawal.status-changed.v1')
  async withdrawalStatusChanged(event: Event<'withdrawal.status-changed.v1'>, context: Context): Promise<void> {
    const { data } = event;
    const userId = data.sellerId;
    const amountPoints = data.amountPoints;
    switch (data.status) {
      case 'requested':
        await this.notices.deliver(event, { kind: 'withdrawal-requested', userId, data: { amountPoints } }, context);
        return;
      case 'approved':
        await this.notices.deliver(event, { kind: 'withdrawal-approved', userId, data: { amountPoints } }, context);
        return;
      case 'paid':
        await this.notices.deliver(event, { kind: 'withdrawal-paid', userId, data: { amountPoints } }, context);
        return;
      case 'rejected':
        await this.notices.deliver(
          event,
          { kind: 'withdrawal-rejected', userId, data: { amountPoints, reason: data.reason } },
          context,
        );
        return;
    }
  }

  @HandlesEvent('paper.created.v1')
  async paperCreated(event: Event<'paper.created.v1'>, context: Context): Promise<void> {
    const { data } = event;
    await this.notices.deliver(
      event,
      {
        kind: 'paper-created',
        userId: data.userId,
        data: { paperId: data.paperId, title: data.title, origin: data.origin },
      },
      context,
    );
  }

  @HandlesEvent('scholarship.deadline-approaching.v1')
  async scholarshipDeadline(event: Event<'scholarship.deadline-approaching.v1'>, context: Context): Promise<void> {
    const { data } = event;
    await this.notices.deliver(
      event,
      {
        kind: 'scholarship-deadline',
        userId: data.userId,
        data: { title: data.title, slug: data.slug, deadline: data.deadline, daysLeft: data.daysLeft },
      },
      context,
    );
  }

  @HandlesEvent('contact.message-received.v1')
  async contactMessage(event: Event<'contact.message-received.v1'>, { manager }: Context): Promise<void> {
    await this.supportMail.onContactMessage(manager, event);
  }

  @HandlesEvent('legal.submission-received.v1')
  async legalSubmission(event: Event<'legal.submission-received.v1'>, { manager }: Context): Promise<void> {
    await this.supportMail.onLegalSubmission(manager, event);
  }
}
