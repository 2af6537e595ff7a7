import { Module } from '@nestjs/common';
import { ActivePaymentProvider } from '../payments/active-payment-provider';
import { StripeWebhookController } from '../payments/stripe-webhook.controller';
import { StripeWebhookService } from '../payments/stripe-webhook.service';
import { PointsCatalogModule } from '../points-catalog/points-catalog.module';
import { AdminPointsOrdersController } from './admin-points-orders.controller';
import { PointsOrderPayments } from './points-order-payments';
import { PointsOrdersController } from './points-orders.controller';
import { PointsOrdersRepository } from './points-orders.repository';
import { PointsOrdersService } from './points-orders.service';
import { UnpaidPointsOrders } from './unpaid-points-orders';

/**
 * Points orders and the payments that complete them (simulated, or Stripe and its webhook), and the
 * expiry of Stripe orders never paid.
 */
@Module({
  imports: [PointsCatalogModule],
  controllers: [PointsOrdersController, AdminPointsOrdersController, StripeWebhookController],
  providers: [
    ActivePaymentProvider,
    PointsOrdersRepository,
    PointsOrdersService,
    PointsOrderPayments,
    StripeWebhookService,
    UnpaidPointsOrders,
  ],
  exports: [UnpaidPointsOrders],
})
export class PointsOrdersModule {}
