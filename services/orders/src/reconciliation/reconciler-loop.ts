import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG, type Logger } from '@studyhub/platform';
import { CheckoutReconciler } from '../document-orders/checkout-reconciler';
import type { OrdersEnv } from '../orders.config';
import { UnpaidPointsOrders } from '../points-orders/unpaid-points-orders';

/**
 * The service's one background timer: every ORDERS_RECONCILE_INTERVAL_MS it settles checkouts left
 * pending against the ledger, then expires Stripe points orders left unpaid. Each step claims its
 * rows with SKIP LOCKED, so every replica runs the loop; one step failing never stops the other.
 */
@Injectable()
export class ReconcilerLoop implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly checkouts: CheckoutReconciler,
    private readonly unpaid: UnpaidPointsOrders,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runOnce(), this.config.ORDERS_RECONCILE_INTERVAL_MS);
    this.timer.unref();
  }

  /** One pass, unless one is already running in this process. */
  runOnce(): Promise<unknown> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async pass(): Promise<void> {
    await this.checkouts
      .reconcile()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'checkout reconciliation failed'));
    await this.unpaid
      .expire()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'expiring unpaid points orders failed'));
  }
}
