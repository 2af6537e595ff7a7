import { Injectable } from '@nestjs/common';
import type { AdminPointsBonusTier, AdminPointsPackage } from '@studyhub/contracts';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors';
import { adminPackageOf, adminTierOf, tierRuleOf } from './points-catalog.dto';
import { PointsCatalogErrors } from './points-catalog.errors';
import { PointsCatalogRepository, type PackageInput, type TierInput } from './points-catalog.repository';

const ACTIVE_THRESHOLD_INDEX = 'points_bonus_tiers_active_threshold';

/**
 * The back office's packages and bonus tiers. Orders keep their own price and points, so editing a
 * package never changes what was bought; a package with orders is deactivated, not deleted.
 */
@Injectable()
export class AdminPointsCatalogService {
  constructor(private readonly repository: PointsCatalogRepository) {}

  async packages(): Promise<AdminPointsPackage[]> {
    const [packages, rules] = await Promise.all([this.repository.packages({ activeOnly: false }), this.activeRules()]);
    return packages.map((row) => adminPackageOf(row, rules));
  }

  async package(id: string): Promise<AdminPointsPackage> {
    const row = await this.repository.findPackage(id);
    if (!row) throw PointsCatalogErrors.PACKAGE_NOT_FOUND();
    return adminPackageOf(row, await this.activeRules());
  }

  async createPackage(input: PackageInput): Promise<AdminPointsPackage> {
    return adminPackageOf(await this.repository.insertPackage(input), await this.activeRules());
  }

  async updatePackage(id: string, input: PackageInput): Promise<AdminPointsPackage> {
    const row = await this.repository.updatePackage(id, input);
    if (!row) throw PointsCatalogErrors.PACKAGE_NOT_FOUND();
    return adminPackageOf(row, await this.activeRules());
  }

  async deletePackage(id: string): Promise<void> {
    try {
      if (!(await this.repository.deletePackage(id))) throw PointsCatalogErrors.PACKAGE_NOT_FOUND();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw PointsCatalogErrors.PACKAGE_IN_USE();
      throw error;
    }
  }

  async tiers(): Promise<AdminPointsBonusTier[]> {
    return (await this.repository.tiers({ activeOnly: false })).map(adminTierOf);
  }

  async tier(id: string): Promise<AdminPointsBonusTier> {
    const row = await this.repository.findTier(id);
    if (!row) throw PointsCatalogErrors.TIER_NOT_FOUND();
    return adminTierOf(row);
  }

  async createTier(input: TierInput): Promise<AdminPointsBonusTier> {
    return adminTierOf(await this.writingTier(() => this.repository.insertTier(input)));
  }

  async updateTier(id: string, input: TierInput): Promise<AdminPointsBonusTier> {
    const row = await this.writingTier(() => this.repository.updateTier(id, input));
    if (!row) throw PointsCatalogErrors.TIER_NOT_FOUND();
    return adminTierOf(row);
  }

  async deleteTier(id: string): Promise<void> {
    if (!(await this.repository.deleteTier(id))) throw PointsCatalogErrors.TIER_NOT_FOUND();
  }

  private async activeRules() {
    return (await this.repository.tiers({ activeOnly: true })).map(tierRuleOf);
  }

  private async writingTier<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, ACTIVE_THRESHOLD_INDEX)) throw PointsCatalogErrors.TIER_THRESHOLD_TAKEN();
      throw error;
    }
  }
}
