import { Injectable } from '@nestjs/common';
import type { PointsBonusTier, PointsPackage, PointsQuote } from '@studyhub/contracts';
import type { EntityManager } from 'typeorm';
import { packageOf, tierOf, tierRuleOf } from './points-catalog.dto';
import { PointsCatalogErrors } from './points-catalog.errors';
import { PointsCatalogRepository } from './points-catalog.repository';
import { pointsForAmount, type PointsForAmount } from './points-pricing';

/** What a points order buys: its price and the points it earns under today's tiers. */
export interface PricedPurchase extends PointsForAmount {
  packageId: string | null;
  amountCents: number;
}

/** What points cost: active packages, active bonus tiers and calculate_points_for_amount. */
@Injectable()
export class PointsCatalogService {
  constructor(private readonly repository: PointsCatalogRepository) {}

  async activePackages(): Promise<PointsPackage[]> {
    const [packages, tiers] = await Promise.all([
      this.repository.packages({ activeOnly: true }),
      this.repository.tiers({ activeOnly: true }),
    ]);
    const rules = tiers.map(tierRuleOf);
    return packages.map((row) => packageOf(row, rules));
  }

  async activeTiers(): Promise<PointsBonusTier[]> {
    return (await this.repository.tiers({ activeOnly: true })).map(tierOf);
  }

  async quote(amountCents: number): Promise<PointsQuote> {
    const points = await this.pointsFor(amountCents);
    return {
      amount_usd: amountCents / 100,
      base_points: points.basePoints,
      bonus_points: points.bonusPoints,
      total_points: points.totalPoints,
    };
  }

  /** An active package at its price, or 404 (a deactivated package is no longer sold). */
  async pricePackage(packageId: string, manager?: EntityManager): Promise<PricedPurchase> {
    const row = await this.repository.findPackage(packageId, manager);
    if (!row?.is_active) throw PointsCatalogErrors.PACKAGE_NOT_FOUND();
    return { packageId, amountCents: row.price_cents, ...(await this.pointsFor(row.price_cents, manager)) };
  }

  async priceAmount(amountCents: number, manager?: EntityManager): Promise<PricedPurchase> {
    return { packageId: null, amountCents, ...(await this.pointsFor(amountCents, manager)) };
  }

  private async pointsFor(amountCents: number, manager?: EntityManager): Promise<PointsForAmount> {
    const tiers = await this.repository.tiers({ activeOnly: true }, manager);
    return pointsForAmount(amountCents, tiers.map(tierRuleOf));
  }
}
