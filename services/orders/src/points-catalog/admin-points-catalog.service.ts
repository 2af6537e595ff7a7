import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminPointsBonusTier, AdminPointsPackage } from '@studyhub/contracts';
import { AdminAudit, type AuditContext, type Principal } from '@studyhub/platform';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors';
import { packageWrite, tierWrite } from './points-catalog-audit';
import { adminPackageOf, adminTierOf, tierRuleOf } from './points-catalog.dto';
import { PointsCatalogErrors } from './points-catalog.errors';
import { PointsCatalogRepository, type PackageInput, type TierInput } from './points-catalog.repository';

const ACTIVE_THRESHOLD_INDEX = 'points_bonus_tiers_active_threshold';

/** The admin making a change and the request it came with, for the audit trail. */
export interface AdminActor {
  principal: Principal;
  context: AuditContext;
}

/**
 * The back office's packages and bonus tiers. Orders keep their own price and points, so editing a
 * package never changes what was bought; a package with orders is deactivated, not deleted. Each
 * change is recorded in the audit trail in its own transaction.
 */
@Injectable()
export class AdminPointsCatalogService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: PointsCatalogRepository,
    private readonly audit: AdminAudit,
  ) {}

  async packages(): Promise<AdminPointsPackage[]> {
    const [packages, rules] = await Promise.all([this.repository.packages({ activeOnly: false }), this.activeRules()]);
    return packages.map((row) => adminPackageOf(row, rules));
  }

  async package(id: string): Promise<AdminPointsPackage> {
    const row = await this.repository.findPackage(id);
    if (!row) throw PointsCatalogErrors.PACKAGE_NOT_FOUND();
    return adminPackageOf(row, await this.activeRules());
  }

  async createPackage(input: PackageInput, actor: AdminActor): Promise<AdminPointsPackage> {
    const row = await this.dataSource.transaction(async (manager) => {
      const created = await this.repository.insertPackage(input, manager);
      await this.audit.recordIn(manager, actor.principal, actor.context, packageWrite(null, created));
      return created;
    });
    return adminPackageOf(row, await this.activeRules());
  }

  async updatePackage(id: string, input: PackageInput, actor: AdminActor): Promise<AdminPointsPackage> {
    const row = await this.dataSource.transaction(async (manager) => {
      const before = await this.repository.findPackage(id, manager);
      const updated = before && (await this.repository.updatePackage(id, input, manager));
      if (!before || !updated) throw PointsCatalogErrors.PACKAGE_NOT_FOUND();
      await this.audit.recordIn(manager, actor.principal, actor.context, packageWrite(before, updated));
      return updated;
    });
    return adminPackageOf(row, await this.activeRules());
  }

  async deletePackage(id: string, actor: AdminActor): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const before = await this.repository.findPackage(id, manager);
        if (!before || !(await this.repository.deletePackage(id, manager)))
          throw PointsCatalogErrors.PACKAGE_NOT_FOUND();
        await this.audit.recordIn(manager, actor.principal, actor.context, packageWrite(before, null));
      });
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

  async createTier(input: TierInput, actor: AdminActor): Promise<AdminPointsBonusTier> {
    const row = await this.writingTier(() =>
      this.dataSource.transaction(async (manager) => {
        const created = await this.repository.insertTier(input, manager);
        await this.audit.recordIn(manager, actor.principal, actor.context, tierWrite(null, created));
        return created;
      }),
    );
    return adminTierOf(row);
  }

  async updateTier(id: string, input: TierInput, actor: AdminActor): Promise<AdminPointsBonusTier> {
    const row = await this.writingTier(() =>
      this.dataSource.transaction(async (manager) => {
        const before = await this.repository.findTier(id, manager);
        const updated = before && (await this.repository.updateTier(id, input, manager));
        if (!before || !updated) throw PointsCatalogErrors.TIER_NOT_FOUND();
        await this.audit.recordIn(manager, actor.principal, actor.context, tierWrite(before, updated));
        return updated;
      }),
    );
    return adminTierOf(row);
  }

  async deleteTier(id: string, actor: AdminActor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.repository.findTier(id, manager);
      if (!before || !(await this.repository.deleteTier(id, manager))) throw PointsCatalogErrors.TIER_NOT_FOUND();
      await this.audit.recordIn(manager, actor.principal, actor.context, tierWrite(before, null));
    });
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
