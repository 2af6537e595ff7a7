import { Injectable } from '@nestjs/common';
import type { CatalogEventData, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { AuditLogRepository } from './audit-log.repository';

type Context = EventHandlerContext<typeof EVENT_CATALOG>;

/**
 * Keeps the audit trail: every admin write any service recorded, as the event said it. Runs in the
 * inbox transaction and keys the row by the event id, so a redelivery is kept once.
 */
@Injectable()
export class AdminActionsConsumer {
  constructor(private readonly entries: AuditLogRepository) {}

  @HandlesEvent('admin.action-recorded.v1')
  async recorded(
    event: EventEnvelope<'admin.action-recorded.v1', CatalogEventData<'admin.action-recorded.v1'>>,
    { manager }: Context,
  ): Promise<void> {
    await this.entries.insert(manager, {
      id: event.id,
      occurredAt: event.occurredAt,
      service: event.producer,
      correlationId: event.correlationId,
      ...event.data,
    });
  }
}
