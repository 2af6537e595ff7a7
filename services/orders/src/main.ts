import 'reflect-metadata';
import { internalApiSecret, runServiceProcess, serviceOptionsFrom } from '@studyhub/platform';
import type { OrdersEnv } from './orders.config';
import { paymentSettingsOf } from './payments/payment-settings';
import { ordersService } from './service';

runServiceProcess(() => {
  const options = serviceOptionsFrom(ordersService);
  // Refused before anything starts: Stripe half configured, or the development secret in production.
  paymentSettingsOf(options.config as OrdersEnv);
  internalApiSecret(options.config);
  return options;
});
