import { Injectable } from '@nestjs/common';
import type { EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import type { EntityManager } from 'typeorm';
import { ReportReadCopies } from '../reports/report-read-copies';
import { changeOf, type ReportedEventType, type ReportedEvents } from './reporting-metrics';
import { ReportingRepository } from './reporting.repository';

type Context = EventHandlerContext<typeof EVENT_CATALOG>;
type Event<T extends ReportedEventType> = EventEnvelope<T, ReportedEvents[T]>;

/**
 * The other services' events that content's back office counts (ADR 0031). A service takes each
 * event type once, so the documents' and orders' events also feed the reports queue's read copies
 * here (ADR 0029), in the same inbox transaction: a redelivered event changes nothing twice.
 */
@Injectable()
export class ReportingEventsConsumer {
  constructor(
    private readonly reporting: ReportingRepository,
    private readonly reportCopies: ReportReadCopies,
  ) {}

  private count<T extends ReportedEventType>(manager: EntityManager, event: Event<T>): Promise<void> {
    return this.reporting.apply(manager, changeOf(event.type, event.data, event.occurredAt));
  }

  @HandlesEvent('user.registered.v1')
  async registered(event: Event<'user.registered.v1'>, { manager }: Context): Promise<void> {
    await this.count(manager, event);
  }

  @HandlesEvent('user.signed-in.v1')
  async signedIn(event: Event<'user.signed-in.v1'>, { manager }: Context): Promise<void> {
    await this.count(manager, event);
  }

  @HandlesEvent('document.submitted.v1')
  async documentSubmitted(event: Event<'document.submitted.v1'>, { manager }: Context): Promise<void> {
    await this.count(manager, event);
    await this.reportCopies.documentSubmitted(manager, event.data, event.occurredAt);
  }

  @HandlesEvent('document.approved.v1')
  async documentApproved(event: Event<'document.approved.v1'>, { manager }: Context): Promise<void> {
    await this.count(manager, event);
    await this.reportCopies.documentApproved(manager, event.data, event.occurredAt);
  }

  @HandlesEvent('document.rejected.v1')
  async documentRejected(event: Event<'document.rejected.v1'>, { manager }: Context): Promise<void> {
    await this.count(manager, event);
    await this.reportCopies.documentRejected(manager, event.data, event.occurredAt);
  }

  @HandlesEvent('document.deleted.v1')
  async documentDeleted(event: Event<'document.deleted.v1'>, { manager }: Context): Promise<void> {
    await this.count(manager, event);
    await this.reportCopies.documentDeleted(manager, event.data, event.occurredAt);
  }

  @HandlesEvent('order.completed.v1')
  async orderCompleted(event: Event<'order.completed.v1'>, { manager }: Context): Promise<void> {
    await this.count(manager, event);
    await this.reportCopies.orderCompleted(manager, event.data);
  }

  @HandlesEvent('order.refunded.v1')
  async orderRefunded(event: Event<'order.refunded.v1'>, { manager }: Context): Promise<void> {
    await this.count(manager, event);
    await this.reportCopies.orderRefunded(manager, event.data);
  }

  @HandlesEvent('order.items-refunded.v1')
  async orderItemsRefunded(event: Event<'order.items-refunded.v1'>, { manager }: Context): Promise<void> {
    await this.count(manager, event);
    await this.reportCopies.orderItemsRefunded(manager, event.data);
  }

  @HandlesEvent('points.purchased.v1')
  async pointsPurchased(event: Event<'points.purchased.v1'>, { manager }: Context): Promise<void> {
    await this.count(manager, event);
  }

  @HandlesEvent('points.spent.v1')
  async pointsSpent(event: Event<'points.spent.v1'>, { manager }: Context): Promise<void> {
    await this.count(manager, event);
  }

  @HandlesEvent('university.status-changed.v1')
  async universityStatusChanged(event: Event<'university.status-changed.v1'>, { manager }: Context): Promise<void> {
    await this.count(manager, event);
  }

  @HandlesEvent('withdrawal.status-changed.v1')
  async withdrawalStatusChanged(event: Event<'withdrawal.status-changed.v1'>, { manager }: Context): Promise<void> {
    await this.count(manager, event);
  }
}
