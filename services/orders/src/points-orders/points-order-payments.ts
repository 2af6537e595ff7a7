import { Inject, Injectable } from '@nestjs/common';
import type { EVENT_CATALOG } from '@studyhub/contracts';
import { LOGGER, OutboxWriter, type Logger, type RequestContext } from '@studyhub/platform';
import type { EntityManager } from 'typeorm';
import type { PaymentIntentFacts } from '../payments/stripe.client';
import { paymentVerdictOf, type PaymentNews } from './points-order-payment-rules';
import { pointsPurchasedOf } from './points-order.dto';
import { PointsOrdersRepository, type PointsOrderRow } from './points-orders.repository';

export type PaymentOutcome = 'credited' | 'failed' | 'canceled' | 'duplicate' | 'ignored';

/**
 * How a Stripe points order ends, in the caller's transaction with the order row locked: the
 * webhook and the reconciler's expiry both go through here, so points.purchased.v1 is written
 * once per order whichever of them learns first that the buyer paid.
 */
@Injectable()
export class PointsOrderPayments {
  constructor(
    private readonly repository: PointsOrdersRepository,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async apply(
    manager: EntityManager,
    order: PointsOrderRow,
    intent: PaymentIntentFacts,
    news: PaymentNews,
    context: Pick<RequestContext, 'correlationId' | 'causationId'>,
  ): Promise<PaymentOutcome> {
    const verdict = paymentVerdictOf(order.order_status, news);
    switch (verdict) {
      case 'credit':
        return this.credit(manager, order, intent, context);
      case 'decline':
        await this.repository.markPaymentFailed(manager, order.id, intent.id);
        return 'failed';
      case 'cancel':
        await this.repository.markUnpaid(manager, order.id, 'canceled');
        return 'canceled';
      case 'already-credited':
        return 'duplicate';
      case 'ignore':
        return 'ignored';
      default: {
        const unknown: never = verdict;
        return unknown;
      }
    }
  }

  /** Its PaymentIntent can no longer take money (canceled at Stripe, or never handed out). */
  async expire(manager: EntityManager, order: PointsOrderRow): Promise<void> {
    await this.repository.markUnpaid(manager, order.id, 'expired');
  }

  private async credit(
    manager: EntityManager,
    order: PointsOrderRow,
    intent: PaymentIntentFacts,
    context: Pick<RequestContext, 'correlationId' | 'causationId'>,
  ): Promise<PaymentOutcome> {
    if (intent.currency !== order.currency || intent.amountReceived !== order.amount_cents) {
      this.logger.error(
        {
          pointsOrderId: order.id,
          paymentIntentId: intent.id,
          expected: order.amount_cents,
          received: intent.amountReceived,
        },
        'PaymentIntent amount does not match its points order; nothing credited',
      );
      return 'ignored';
    }
    if (order.order_status === 'expired' || order.order_status === 'canceled') {
      // Rare by design (an expiry cancels first); worth a look, but the buyer paid and is credited.
      this.logger.warn(
        { pointsOrderId: order.id, paymentIntentId: intent.id, was: order.order_status },
        'points order paid after it ended unpaid; credited',
      );
    }
    const paid = await this.repository.markPaid(manager, order.id, intent.id);
    await this.outbox.append(manager, 'points.purchased.v1', pointsPurchasedOf(paid), { context });
    return 'credited';
  }
}
