import { Inject, Injectable } from '@nestjs/common';
import { isUuid, type EVENT_CATALOG } from '@studyhub/contracts';
import { LOGGER, OutboxWriter, logFieldsOf, type Logger, type RequestContext } from '@studyhub/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { pointsPurchasedOf } from '../points-orders/points-order.dto';
import { PointsOrdersRepository, type PointsOrderRow } from '../points-orders/points-orders.repository';
import { ActivePaymentProvider } from './active-payment-provider';
import { StripeWebhookErrors } from './stripe-webhook.errors';
import { StripeSignatureError, type PaymentIntentFacts } from './stripe.client';

export type WebhookOutcome = 'credited' | 'failed' | 'duplicate' | 'ignored';

/**
 * Stripe's word on a points order. Each event id is stored once; the order row is locked while an
 * event is applied, and only a pending (or declined, then retried) order becomes paid, so
 * points.purchased.v1 is written once per PaymentIntent whatever Stripe redelivers, in any order.
 */
@Injectable()
export class StripeWebhookService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: PointsOrdersRepository,
    private readonly payments: ActivePaymentProvider,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async receive(
    rawBody: Buffer | undefined,
    signature: string | undefined,
    context: RequestContext,
  ): Promise<WebhookOutcome> {
    const stripe = this.payments.stripe;
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
      if (!intent) return 'ignored';
      switch (event.type) {
        case 'payment_intent.succeeded':
          return this.paid(manager, intent, context);
        case 'payment_intent.payment_failed':
          return this.declined(manager, intent);
        default:
          return 'ignored';
      }
    });
    this.logger.info(
      { ...logFieldsOf(context), stripeEventId: event.id, type: event.type, paymentIntentId: intent?.id, outcome },
      'Stripe webhook handled',
    );
    return outcome;
  }

  private async paid(
    manager: EntityManager,
    intent: PaymentIntentFacts,
    context: RequestContext,
  ): Promise<WebhookOutcome> {
    const order = await this.orderOf(manager, intent);
    if (!order) return 'ignored';
    if (order.order_status === 'completed') return 'duplicate';
    // A card declined first and then accepted on the same PaymentIntent pays the order after all.
    if (order.order_status !== 'pending' && order.order_status !== 'failed') return 'ignored';
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
    const paid = await this.repository.markPaid(manager, order.id, intent.id);
    await this.outbox.append(manager, 'points.purchased.v1', pointsPurchasedOf(paid), { context });
    return 'credited';
  }

  /** A decline arriving after the success (events come in any order) changes nothing. */
  private async declined(manager: EntityManager, intent: PaymentIntentFacts): Promise<WebhookOutcome> {
    const order = await this.orderOf(manager, intent);
    if (order?.order_status !== 'pending') return 'ignored';
    await this.repository.markPaymentFailed(manager, order.id, intent.id);
    return 'failed';
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
