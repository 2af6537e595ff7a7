import { ConfigValidationError } from '@studyhub/platform';
import type { OrdersEnv } from '../orders.config';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** A local fake of the Stripe API (tests); unset in every real deployment. */
  apiBaseUrl: string | undefined;
}

/** Which provider takes the money: Stripe when configured, else the built-in simulated one. */
export type PaymentSettings = { provider: 'simulated' } | { provider: 'stripe'; stripe: StripeSettings };

type PaymentEnv = Pick<
  OrdersEnv,
  'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE_URL'
>;

/**
 * A secret key alone would take money that no verified webhook could ever credit, and without
 * the publishable key no browser could confirm a card: both are refused at boot.
 */
export function paymentSettingsOf(config: PaymentEnv): PaymentSettings {
  const secretKey = config.STRIPE_SECRET_KEY;
  if (!secretKey) return { provider: 'simulated' };
  const problems: string[] = [];
  if (!config.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (payments are credited by verified webhooks)',
    );
  }
  if (!config.STRIPE_PUBLISHABLE_KEY) {
    problems.push('STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY (the browser confirms the card with it)');
  }
  if (problems.length > 0) throw new ConfigValidationError(problems);
  return {
    provider: 'stripe',
    stripe: {
      secretKey,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiBaseUrl: config.STRIPE_API_BASE_URL,
    },
  };
}
