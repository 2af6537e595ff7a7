import { Injectable } from '@nestjs/common';
import type { CatalogEventData, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { RefundsService } from './refunds.service';

type Refunded = EventEnvelope<'order.refunded.v1', CatalogEventData<'order.refunded.v1'>>;

/** order.refunded.v1: the purchase is reversed once (inbox per event, idempotency key per order). */
@Injectable()
export class OrderRefundsConsumer {
  constructor(private readonly refunds: RefundsService) {}

  @HandlesEvent('order.refunded.v1')
  async refunded(event: Refunded, { manager, logger }: EventHandlerContext<typeof EVENT_CATALOG>): Promise<void> {
    await this.refunds.refundOrder(
      manager,
      { orderId: event.data.orderId, userId: event.data.userId, reason: event.data.reason },
      { correlationId: event.correlationId, causationId: event.id },
      logger,
    );
  }
}
