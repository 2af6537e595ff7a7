import { Module } from '@nestjs/common';
import { AdminAudit } from '@studyhub/platform';
import { AdminPointsBonusTiersController } from './admin-points-bonus-tiers.controller';
import { AdminPointsCatalogService } from './admin-points-catalog.service';
import { AdminPointsPackagesController } from './admin-points-packages.controller';
import { PointsCatalogController } from './points-catalog.controller';
import { PointsCatalogRepository } from './points-catalog.repository';
import { PointsCatalogService } from './points-catalog.service';

/** Points packages, bonus tiers and the quote. */
@Module({
  controllers: [PointsCatalogController, AdminPointsPackagesController, AdminPointsBonusTiersController],
  providers: [PointsCatalogRepository, PointsCatalogService, AdminPointsCatalogService, AdminAudit],
  exports: [PointsCatalogService, AdminAudit],
})
export class PointsCatalogModule {}
