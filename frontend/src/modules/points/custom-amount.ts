import {
  MAX_POINTS_ORDER_USD,
  MIN_POINTS_ORDER_USD,
  POINTS_PER_USD,
  pointsQuoteQuerySchema,
} from '@studyhub/contracts';
import type { PointsPackage, PointsQuote } from '@studyhub/contracts';
import { formatPoints } from './format-points';

/** The live quote waits this long after the last keystroke (the search box's 300 ms, spec section 9). */
export const QUOTE_DEBOUNCE_MS = 300;

export type CustomAmount = { ok: true; amountUsd: number } | { ok: false; message: string };

/** Reads the custom amount field with the API's own rules ($1 to $1,000, at most two decimals). */
export function parseCustomAmount(input: string): CustomAmount {
  const trimmed = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!trimmed) return { ok: false, message: 'Enter an amount in US dollars.' };
  if (!/^\d*\.?\d*$/.test(trimmed)) return { ok: false, message: 'Enter an amount in US dollars.' };
  const parsed = pointsQuoteQuerySchema.safeParse({ amount_usd: trimmed });
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Enter an amount in US dollars.' };
  return { ok: true, amountUsd: parsed.data.amount_usd };
}

/** The whole dollars that buy at least `points` before any bonus, within the order limits. */
export function dollarsCovering(points: number): number {
  const dollars = Math.ceil(Math.max(0, points) / POINTS_PER_USD);
  return Math.min(MAX_POINTS_ORDER_USD, Math.max(MIN_POINTS_ORDER_USD, dollars));
}

/** The cheapest package that covers `points` (packages come cheapest first), or null. */
export function packageCovering(packages: readonly PointsPackage[], points: number): PointsPackage | null {
  return (
    [...packages].sort((a, b) => a.price_cents - b.price_cents).find((pack) => pack.total_points >= points) ?? null
  );
}

/** "50 points + 5 bonus points" or "50 points" when there is no bonus. */
export function describeQuote(quote: Pick<PointsQuote, 'base_points' | 'bonus_points'>): string {
  const base = `${formatPoints(quote.base_points)} points`;
  return quote.bonus_points > 0 ? `${base} + ${formatPoints(quote.bonus_points)} bonus points` : base;
}

/** The bonus as a share of the base points, e.g. "+10%"; null without a bonus. */
export function bonusPercentLabel(basePoints: number, bonusPoints: number): string | null {
  if (bonusPoints <= 0 || basePoints <= 0) return null;
  return `+${Math.round((bonusPoints / basePoints) * 100)}%`;
}
