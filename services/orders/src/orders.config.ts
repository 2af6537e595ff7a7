import { z } from 'zod';
import { httpUrlSchema, type ServiceEnv } from '@studyhub/platform';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** The orders service's own variables (the shared ones come from the platform). */
export const ordersEnvShape = {
  /** Where points-ledger answers the signed internal calls (the spend of a checkout). */
  POINTS_LEDGER_URL: httpUrlSchema.default('http://127.0.0.1:4104'),
  /** Stripe: all empty means the built-in simulated provider (points orders complete at once). */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Only for tests and local fakes: where the Stripe SDK sends its API calls instead of Stripe. */
  STRIPE_API_BASE_URL: optionalText.pipe(httpUrlSchema.optional()),
  /**
   * How often the reconciler looks for checkouts left pending (a crash, the ledger unreachable) and
   * for Stripe points orders left unpaid past ORDERS_POINTS_ORDER_EXPIRY_MS.
   */
  ORDERS_RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
  /**
   * How long a Stripe points order may wait for its payment; then its PaymentIntent is canceled and
   * the order expires. At least a minute: a card check (3-D Secure) must be able to finish.
   */
  ORDERS_POINTS_ORDER_EXPIRY_MS: z.coerce
    .number()
    .int()
    .min(60_000, 'at least 60000 (one minute), so a payment in progress can finish')
    .default(24 * 60 * 60 * 1000),
};

export type OrdersEnv = ServiceEnv & z.infer<z.ZodObject<typeof ordersEnvShape>>;
