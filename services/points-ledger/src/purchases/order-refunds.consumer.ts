import { Injectable } from '@nestjs/common';
import type { CatalogEventData, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { RefundsService } from './refunds.service';

type Refunded = EventEnvelope<'order.refunded.v1', CatalogEventData<'order.refunded.v1'>>;
type ItemsRefunded = EventEnvelope<'order.items-refunded.v1', CatalogEventData<'order.items-refunded.v1'>>;
type Context = EventHandlerContext<typeof EVENT_CATALOG>;

/**
 * order.refunded.v1: the purchase is reversed once (inbox per event, idempotency key per order).
 * order.items-refunded.v1: those lines are reversed once each (idempotency key per order and
 * document), the order's other lines stay paid (ADR 0037).
 */
@Injectable()
export class OrderRefundsConsumer {
  constructor(private readonly refunds: RefundsService) {}

  @HandlesEvent('order.refunded.v1')
  async refunded(event: Refunded, { manager, logger }: Context): Promise<void> {
    await this.refunds.refundOrder(
      manager,
      { orderId: event.data.orderId, userId: event.data.userId, reason: event.data.reason },
      { correlationId: event.correlationId, causationId: event.id },
      logger,
    );
  }

  @HandlesEvent('order.items-refunded.v1')
  async itemsRefunded(event: ItemsRefunded, { manager, logger }: Context): Promise<void> {
    await this.refunds.refundLines(
      manager,
      {
        orderId: event.data.orderId,
        userId: event.data.userId,
        reason: event.data.reason,
        documentIds: event.data.items.map((item) => item.documentId),
      },
      { correlationId: event.correlationId, causationId: event.id },
      logger,
    );
  }
}
