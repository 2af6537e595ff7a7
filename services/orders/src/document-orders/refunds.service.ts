import { Inject, Injectable } from '@nestjs/common';
import { REFUND_WINDOW_DAYS, type DocumentOrder, type EVENT_CATALOG } from '@studyhub/contracts';
import {
  LOGGER,
  OutboxWriter,
  logFieldsOf,
  type Logger,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { DataSource } from 'typeorm';
import { isoOf } from '../common/timestamps';
import { eventItemsOf } from './document-order.dto';
import { DocumentOrderErrors } from './document-orders.errors';
import { DocumentOrdersRepository } from './document-orders.repository';
import { DocumentOrdersService } from './document-orders.service';

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
      const refunded = await this.repository.markRefunded(manager, orderId, reason);
      const items = await this.repository.itemsOf([orderId], manager);
      await this.outbox.append(
        manager,
        'order.refunded.v1',
        {
          orderId,
          userId: refunded.user_id,
          items: eventItemsOf(items),
          totalPoints: refunded.total_points,
          reason,
          refundedAt: isoOf(refunded.refunded_at!),
        },
        { context },
      );
    });
    this.logger.info({ ...logFieldsOf(context), orderId }, 'order refunded');
    return this.orders.present(orderId);
  }
}
