import { Injectable } from '@nestjs/common';
import type { CatalogEventData, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { PointsOrdersService } from './points-orders.service';

type Purchased = EventEnvelope<'points.purchased.v1', CatalogEventData<'points.purchased.v1'>>;

/** points.purchased.v1: a paid points order is credited once (inbox per event, key per order). */
@Injectable()
export class PointsPurchasedConsumer {
  constructor(private readonly pointsOrders: PointsOrdersService) {}

  @HandlesEvent('points.purchased.v1')
  async purchased(event: Purchased, { manager, logger }: EventHandlerContext<typeof EVENT_CATALOG>): Promise<void> {
    const credited = await this.pointsOrders.credit(manager, event.data, {
      correlationId: event.correlationId,
      causationId: event.id,
    });
    if (!credited) logger.info({ points_order_id: event.data.pointsOrderId }, 'points order credited before; skipped');
  }
}
