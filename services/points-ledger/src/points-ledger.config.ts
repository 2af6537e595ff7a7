import { z } from 'zod';
import type { ServiceEnv } from '@studyhub/platform';

/** The seller's share may never be released before a refund is no longer possible (ADR 0014). */
export const REFUND_WINDOW_DAYS = 30;

const wholeNumber = z.coerce.number({ message: 'expected a whole number' }).int('expected a whole number');

/** The points-ledger service's own variables (the shared ones come from the platform). */
export const pointsLedgerEnvShape = {
  /** The seller's share of each sold document, in percent, rounded down to whole points. */
  SELLER_SHARE_PERCENT: wholeNumber
    .min(0, 'expected a percentage between 0 and 100')
    .max(100, 'expected a percentage between 0 and 100')
    .default(70),
  /** Days a sale's earnings stay pending before the seller may withdraw them. */
  SELLER_EARNINGS_HOLD_DAYS: wholeNumber
    .min(REFUND_WINDOW_DAYS, `must be at least ${REFUND_WINDOW_DAYS} days, the refund window`)
    .max(365, 'expected at most 365 days')
    .default(30),
  /** The smallest withdrawal a seller may request, in points. */
  WITHDRAWAL_MINIMUM_POINTS: wholeNumber.positive('expected a positive number of points').default(500),
  /** How often the background jobs release expired holds and matured earnings. */
  LEDGER_SWEEP_INTERVAL_MS: wholeNumber.min(50, 'expected at least 50 ms').default(5_000),
};

export type PointsLedgerEnv = ServiceEnv & z.infer<z.ZodObject<typeof pointsLedgerEnvShape>>;
