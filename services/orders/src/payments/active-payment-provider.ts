import { Inject, Injectable } from '@nestjs/common';
import type { PaymentProvider } from '@studyhub/contracts';
import { SERVICE_CONFIG } from '@studyhub/platform';
import type { OrdersEnv } from '../orders.config';
import { paymentSettingsOf } from './payment-settings';
import { StripeClient } from './stripe.client';

/** The provider chosen at boot from the configuration (a bad Stripe setup stops the boot). */
@Injectable()
export class ActivePaymentProvider {
  /** Null with the built-in simulated provider. */
  readonly stripe: StripeClient | null;

  constructor(@Inject(SERVICE_CONFIG) config: OrdersEnv) {
    const settings = paymentSettingsOf(config);
    this.stripe = settings.provider === 'stripe' ? new StripeClient(settings.stripe) : null;
  }

  get name(): PaymentProvider {
    return this.stripe ? 'stripe' : 'simulated';
  }
}
