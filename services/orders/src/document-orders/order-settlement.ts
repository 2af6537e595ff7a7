import { Injectable } from '@nestjs/common';
import type { EVENT_CATALOG, InternalPurchaseResult } from '@studyhub/contracts';
import { OutboxWriter, type RequestContext } from '@studyhub/platform';
import type { EntityManager } from 'typeorm';
import { isoOf } from '../common/timestamps';
import { eventItemsOf } from './document-order.dto';
import { DocumentOrdersRepository, type OrderRow } from './document-orders.repository';

/**
 * How a pending document order ends, in the caller's transaction: completed with the ledger's
 * booking and order.completed.v1, or failed with its documents released. Only a pending order
 * changes, so the checkout and the reconciler can race and the event is still written once.
 */
@Injectable()
export class OrderSettlement {
  constructor(
    private readonly repository: DocumentOrdersRepository,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
  ) {}

  /**
   * Completes the order with the ledger's purchase (null: nothing was spent, every share is 0).
   * Undefined when the order was no longer pending.
   */
  async complete(
    manager: EntityManager,
    orderId: string,
    purchase: InternalPurchaseResult | null,
    context: Pick<RequestContext, 'correlationId' | 'causationId'>,
  ): Promise<OrderRow | undefined> {
    const shares = purchase
      ? purchase.lines.map((line) => ({ documentId: line.document_id, sellerShare: line.seller_share }))
      : (await this.repository.itemsOf([orderId], manager)).map((item) => ({
          documentId: item.document_id,
          sellerShare: 0,
        }));
    const order = await this.repository.complete(manager, orderId, purchase?.transaction_id ?? null, shares);
    if (!order) return undefined;
    const items = await this.repository.itemsOf([orderId], manager);
    await this.outbox.append(
      manager,
      'order.completed.v1',
      {
        orderId,
        userId: order.user_id,
        items: eventItemsOf(items),
        totalPoints: order.total_points,
        completedAt: isoOf(order.completed_at!),
      },
      { context },
    );
    return order;
  }

  async fail(manager: EntityManager, orderId: string, reason: string): Promise<OrderRow | undefined> {
    return this.repository.fail(manager, orderId, reason);
  }
}
