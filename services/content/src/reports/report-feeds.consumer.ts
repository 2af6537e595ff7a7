import { Injectable } from '@nestjs/common';
import type { CatalogEventData, CatalogEventType, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { ReportReadCopies } from './report-read-copies';

type Event<T extends CatalogEventType> = EventEnvelope<T, CatalogEventData<T>>;
type Context = EventHandlerContext<typeof EVENT_CATALOG>;

/**
 * Catalog's and orders' events feeding the queue's read copies. A service takes each event type
 * once: when the overview's reporting model handles these types in content too, its handlers call
 * ReportReadCopies and this class goes (BOARD, ADR 0029).
 */
@Injectable()
export class ReportFeedsConsumer {
  constructor(private readonly readCopies: ReportReadCopies) {}

  @HandlesEvent('document.submitted.v1')
  async submitted(event: Event<'document.submitted.v1'>, { manager }: Context): Promise<void> {
    await this.readCopies.documentSubmitted(manager, event.data, event.occurredAt);
  }

  @HandlesEvent('document.approved.v1')
  async approved(event: Event<'document.approved.v1'>, { manager }: Context): Promise<void> {
    await this.readCopies.documentApproved(manager, event.data, event.occurredAt);
  }

  @HandlesEvent('document.rejected.v1')
  async rejected(event: Event<'document.rejected.v1'>, { manager }: Context): Promise<void> {
    await this.readCopies.documentRejected(manager, event.data, event.occurredAt);
  }

  @HandlesEvent('document.deleted.v1')
  async deleted(event: Event<'document.deleted.v1'>, { manager }: Context): Promise<void> {
    await this.readCopies.documentDeleted(manager, event.data, event.occurredAt);
  }

  @HandlesEvent('order.completed.v1')
  async orderCompleted(event: Event<'order.completed.v1'>, { manager }: Context): Promise<void> {
    await this.readCopies.orderCompleted(manager, event.data);
  }

  @HandlesEvent('order.refunded.v1')
  async orderRefunded(event: Event<'order.refunded.v1'>, { manager }: Context): Promise<void> {
    await this.readCopies.orderRefunded(manager, event.data);
  }
}
