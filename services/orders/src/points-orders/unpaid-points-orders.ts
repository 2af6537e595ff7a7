import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG, type Logger } from '@studyhub/platform';
import { DataSource } from 'typeorm';
import type { OrdersEnv } from '../orders.config';
import { ActivePaymentProvider } from '../payments/active-payment-provider';
import type { StripeClient } from '../payments/stripe.client';
import { expiryStepOf } from './points-order-payment-rules';
import { PointsOrderPayments } from './points-order-payments';
import { PointsOrdersRepository } from './points-orders.repository';

/** A PaymentIntent still moving money (e.g. a bank debit processing) is asked about again after this. */
export const PAYMENT_RECHECK_MS = 10 * 60 * 1000;

const BATCH = 50;

export interface ExpirySummary {
  expired: number;
  /** Found paid at Stripe while expiring (the webhook had not arrived yet). */
  credited: number;
}

/**
 * Ends Stripe points orders left unpaid for ORDERS_POINTS_ORDER_EXPIRY_MS (a buyer who never
 * confirmed the card, a declined card never retried): their PaymentIntent is canceled at Stripe
 * first, so it can no longer take money, and only then is the order marked expired. A PaymentIntent
 * that took the money meanwhile is credited instead. Each order is taken with FOR UPDATE SKIP
 * LOCKED, so replicas share the work and a webhook about the same order waits for the decision.
 */
@Injectable()
export class UnpaidPointsOrders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: PointsOrdersRepository,
    private readonly payments: PointsOrderPayments,
    private readonly provider: ActivePaymentProvider,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async expire(): Promise<ExpirySummary> {
    const summary: ExpirySummary = { expired: 0, credited: 0 };
    const stripe = this.provider.stripe;
    // The simulated provider's orders are paid the moment they exist: none waits for a payment.
    if (!stripe) return summary;
    const ids = await this.repository.unpaidIds(this.config.ORDERS_POINTS_ORDER_EXPIRY_MS, PAYMENT_RECHECK_MS, BATCH);
    for (const orderId of ids) {
      let outcome;
      try {
        outcome = await this.expireOne(stripe, orderId);
      } catch (error) {
        // Stripe unreachable or refusing: this order waits its turn again, and the pass ends here
        // rather than asking a failing Stripe about every other order.
        this.logger.warn({ err: error, pointsOrderId: orderId }, 'could not expire an unpaid points order');
        await this.repository.markPaymentChecked(this.dataSource.manager, orderId);
        break;
      }
      if (outcome === 'expired' || outcome === 'credited') {
        summary[outcome] += 1;
        this.logger.info({ pointsOrderId: orderId, outcome }, 'unpaid points order settled');
      }
    }
    return summary;
  }

  /** Stripe unreachable: throws, and the transaction rolls back with the order as it was. */
  private expireOne(stripe: StripeClient, orderId: string): Promise<'expired' | 'credited' | 'waiting' | 'taken'> {
    const context = { requestId: randomUUID(), correlationId: randomUUID() };
    return this.dataSource.transaction(async (manager) => {
      const order = await this.repository.lockUnpaid(manager, orderId);
      if (!order) return 'taken';
      const found = order.payment_intent_id ? await stripe.cancelPaymentIntent(order.payment_intent_id) : 'none';
      const step = expiryStepOf(found);
      switch (step) {
        case 'expire':
          await this.payments.expire(manager, order);
          return 'expired';
        case 'credit': {
          const intent = found !== 'none' && found.kind === 'found' ? found.intent : undefined;
          if (intent && (await this.payments.apply(manager, order, intent, 'succeeded', context)) === 'credited') {
            return 'credited';
          }
          // Paid, but not as the order says (logged): a person has to look; not asked every pass.
          await this.repository.markPaymentChecked(manager, order.id);
          return 'waiting';
        }
        case 'wait':
          await this.repository.markPaymentChecked(manager, order.id);
          return 'waiting';
        default: {
          const unknown: never = step;
          return unknown;
        }
      }
    });
  }
}
