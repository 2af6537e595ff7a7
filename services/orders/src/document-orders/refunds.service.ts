import { Inject, Injectable } from '@nestjs/common';
import { REFUND_WINDOW_DAYS, type CatalogEventData, type DocumentOrder, type EVENT_CATALOG } from '@studyhub/contracts';
import {
  LOGGER,
  OutboxWriter,
  logFieldsOf,
  type Logger,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { isoOf } from '../common/timestamps';
import { eventItemsOf } from './document-order.dto';
import { DocumentOrderErrors } from './document-orders.errors';
import { DocumentOrdersRepository } from './document-orders.repository';
import { DocumentOrdersService } from './document-orders.service';

type RefundedData = CatalogEventData<'order.refunded.v1'>;
type ItemsRefundedData = CatalogEventData<'order.items-refunded.v1'>;

/**
 * The 30-day money-back guarantee. The order is marked refunded and its documents released here;
 * order.refunded.v1 tells the ledger to return the points and take back the shares, and catalog
 * and document-processing to take access away.
 */
@Injectable()
export class RefundsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: DocumentOrdersRepository,
    private readonly orders: DocumentOrdersService,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async refund(principal: Principal, orderId: string, reason: string, context: RequestContext): Promise<DocumentOrder> {
    await this.dataSource.transaction(async (manager) => {
      const order = await this.repository.lockForRefund(manager, orderId, REFUND_WINDOW_DAYS);
      if (!order || order.user_id !== principal.userId) throw DocumentOrderErrors.ORDER_NOT_FOUND();
      if (order.status === 'refunded') {
        throw DocumentOrderErrors.ORDER_NOT_REFUNDABLE({ message: 'This order has already been refunded.' });
      }
      if (order.status !== 'completed') throw DocumentOrderErrors.ORDER_NOT_REFUNDABLE();
      if (!order.within_refund_window) throw DocumentOrderErrors.REFUND_WINDOW_CLOSED();
      await this.refundLocked(manager, orderId, reason, (data) =>
        this.outbox.append(manager, 'order.refunded.v1', data, { context }).then(() => undefined),
      );
    });
    this.logger.info({ ...logFieldsOf(context), orderId }, 'order refunded');
    return this.orders.present(orderId);
  }

  /**
   * Refunds the document's line of every completed order holding it, whatever the order's age: an
   * admin took the document down (ADR 0029, 0037), which is not the buyer's 30-day guarantee. The
   * order's other lines stay bought; an order left with no line held becomes refunded. Runs in the
   * caller's transaction; lines already refunded are skipped, so a replay refunds nobody twice.
   */
  async refundBuyersOf(
    manager: EntityManager,
    documentId: string,
    reason: string,
    announce: (data: ItemsRefundedData) => Promise<void>,
  ): Promise<string[]> {
    const refunded: string[] = [];
    for (const orderId of await this.repository.completedOrderIdsHolding(manager, documentId)) {
      // The same lock as the buyer's refund: the two never both return one line.
      const order = await this.repository.lockForRefund(manager, orderId, REFUND_WINDOW_DAYS);
      if (order?.status !== 'completed') continue;
      const lines = await this.repository.markItemsRefunded(manager, orderId, [documentId], reason);
      if (!lines) continue;
      const whole = await this.repository.markRefundedIfNoLineHeld(manager, orderId, reason);
      await announce({
        orderId,
        userId: order.user_id,
        items: eventItemsOf(lines.items),
        totalPoints: lines.items.reduce((sum, item) => sum + item.points_price, 0),
        orderRefunded: whole !== undefined,
        reason,
        refundedAt: isoOf(lines.refundedAt),
      });
      refunded.push(orderId);
    }
    return refunded;
  }

  /**
   * Marks the locked, completed order refunded, releases its documents and announces it. The event
   * names the lines this refund returned: every line, unless a take-down refunded some before
   * (those were returned by order.items-refunded.v1 and are not returned twice).
   */
  private async refundLocked(
    manager: EntityManager,
    orderId: string,
    reason: string,
    announce: (data: RefundedData) => Promise<void>,
  ): Promise<void> {
    const items = await this.repository.unrefundedItemsOf(manager, orderId);
    const all = await this.repository.itemsOf([orderId], manager);
    const refunded = await this.repository.markRefunded(manager, orderId, reason);
    await announce({
      orderId,
      userId: refunded.user_id,
      items: eventItemsOf(items),
      totalPoints:
        items.length === all.length ? refunded.total_points : items.reduce((sum, item) => sum + item.points_price, 0),
      reason,
      refundedAt: isoOf(refunded.refunded_at!),
    });
  }
}
