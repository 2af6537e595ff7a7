import type { AdminPointsBonusTier, AdminPointsPackage, PointsBonusTier, PointsPackage } from '@studyhub/contracts';
import { isoOf } from '../common/timestamps';
import { pointsForAmount, type BonusTierRule } from './points-pricing';
import type { PackageRow, TierRow } from './points-catalog.repository';

export function tierRuleOf(row: TierRow): BonusTierRule {
  return { minAmountCents: row.min_amount_cents, bonusPercent: row.bonus_percent };
}

export function packageOf(row: PackageRow, tiers: readonly BonusTierRule[]): PointsPackage {
  const points = pointsForAmount(row.price_cents, tiers);
  return {
    id: row.id,
    name: row.name,
    price_cents: row.price_cents,
    points: points.basePoints,
    bonus_points: points.bonusPoints,
    total_points: points.totalPoints,
    is_popular: row.is_popular,
  };
}

export function adminPackageOf(row: PackageRow, tiers: readonly BonusTierRule[]): AdminPointsPackage {
  return {
    ...packageOf(row, tiers),
    is_active: row.is_active,
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}

export function tierOf(row: TierRow): PointsBonusTier {
  return { id: row.id, min_amount_cents: row.min_amount_cents, bonus_percent: row.bonus_percent };
}

export function adminTierOf(row: TierRow): AdminPointsBonusTier {
  return {
    ...tierOf(row),
    is_active: row.is_active,
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}
