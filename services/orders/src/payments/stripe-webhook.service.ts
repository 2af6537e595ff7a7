import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '@studyhub/contracts';
import { LOGGER, logFieldsOf, type Logger, type RequestContext } from '@studyhub/platform';
import { DataSource, type EntityManager } from 'typeorm';
import type { PaymentNews } from '../points-orders/points-order-payment-rules';
import { PointsOrderPayments, type PaymentOutcome } from '../points-orders/points-order-payments';
import { PointsOrdersRepository, type PointsOrderRow } from '../points-orders/points-orders.repository';
import { ActivePaymentProvider } from './active-payment-provider';
import { StripeWebhookErrors } from './stripe-webhook.errors';
import { StripeSignatureError, type PaymentIntentFacts } from './stripe.client';

export type WebhookOutcome = PaymentOutcome;

/** The PaymentIntent events that change a points order; every other event is acknowledged and ignored. */
const NEWS_BY_EVENT: Readonly<Record<string, PaymentNews>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'declined',
  'payment_intent.canceled': 'canceled',
};

/**
 * Stripe's word on a points order. Each event id is stored once; the order row is locked while an
 * event is applied (PointsOrderPayments decides), so points.purchased.v1 is written once per
 * PaymentIntent whatever Stripe redelivers, in any order, and even for an order that had expired.
 */
@Injectable()
export class StripeWebhookService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: PointsOrdersRepository,
    private readonly payments: PointsOrderPayments,
    private readonly provider: ActivePaymentProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async receive(
    rawBody: Buffer | undefined,
    signature: string | undefined,
    context: RequestContext,
  ): Promise<WebhookOutcome> {
    const stripe = this.provider.stripe;
    if (!stripe) throw StripeWebhookErrors.STRIPE_NOT_CONFIGURED();
    if (!rawBody) throw StripeWebhookErrors.INVALID_SIGNATURE();
    let event;
    try {
      event = stripe.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof StripeSignatureError) {
        this.logger.warn({ ...logFieldsOf(context), reason: error.message }, 'Stripe webhook refused');
        throw StripeWebhookErrors.INVALID_SIGNATURE({ cause: error });
      }
      throw error;
    }
    const intent = event.paymentIntent;
    const outcome = await this.dataSource.transaction(async (manager): Promise<WebhookOutcome> => {
      const fresh = await this.repository.recordStripeEvent(manager, {
        id: event.id,
        type: event.type,
        paymentIntentId: intent?.id ?? null,
      });
      if (!fresh) return 'duplicate';
      const news = NEWS_BY_EVENT[event.type];
      if (!intent || !news) return 'ignored';
      const order = await this.orderOf(manager, intent);
      if (!order) return 'ignored';
      return this.payments.apply(manager, order, intent, news, context);
    });
    this.logger.info(
      { ...logFieldsOf(context), stripeEventId: event.id, type: event.type, paymentIntentId: intent?.id, outcome },
      'Stripe webhook handled',
    );
    return outcome;
  }

  /** The order the PaymentIntent pays, locked; never one that another PaymentIntent already pays. */
  private async orderOf(manager: EntityManager, intent: PaymentIntentFacts): Promise<PointsOrderRow | undefined> {
    const named = intent.metadata.points_order_id;
    const id = named && isUuid(named) ? named : await this.repository.idByPaymentIntent(manager, intent.id);
    const order = id ? await this.repository.lockForPayment(manager, id) : undefined;
    if (
      !order ||
      order.payment_method !== 'stripe' ||
      (order.payment_intent_id !== null && order.payment_intent_id !== intent.id)
    ) {
      this.logger.warn({ paymentIntentId: intent.id, pointsOrderId: id }, 'PaymentIntent for no known points order');
      return undefined;
    }
    return order;
  }
}
