/** 10 points per USD (spec section 9): one point per 10 cents. */
export const CENTS_PER_POINT = 10;

export interface BonusTierRule {
  minAmountCents: number;
  bonusPercent: number;
}

export interface PointsForAmount {
  basePoints: number;
  bonusPoints: number;
  totalPoints: number;
}

/** Dollars as typed (at most two decimals) to whole cents. */
export function centsOf(amountUsd: number): number {
  return Math.round(amountUsd * 100);
}

/** The tier with the highest threshold the amount reaches; none below the lowest. */
export function reachedTier<T extends BonusTierRule>(amountCents: number, tiers: readonly T[]): T | undefined {
  let reached: T | undefined;
  for (const tier of tiers) {
    if (tier.minAmountCents > amountCents) continue;
    if (
      !reached ||
      tier.minAmountCents > reached.minAmountCents ||
      (tier.minAmountCents === reached.minAmountCents && tier.bonusPercent > reached.bonusPercent)
    ) {
      reached = tier;
    }
  }
  return reached;
}

/**
 * calculate_points_for_amount: base points at 10 per USD (part points rounded down), plus the
 * reached tier's percent of them, rounded down. Integers all the way: no float ever becomes points.
 */
export function pointsForAmount(amountCents: number, tiers: readonly BonusTierRule[]): PointsForAmount {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new RangeError(`not an amount in cents: ${amountCents}`);
  const basePoints = Math.floor(amountCents / CENTS_PER_POINT);
  const percent = reachedTier(amountCents, tiers)?.bonusPercent ?? 0;
  const bonusPoints = Math.floor((basePoints * percent) / 100);
  return { basePoints, bonusPoints, totalPoints: basePoints + bonusPoints };
}
