import { Controller, Get, Query } from '@nestjs/common';
import {
  pointsQuoteQuerySchema,
  type ApiData,
  type PointsBonusTier,
  type PointsPackage,
  type PointsQuote,
} from '@studyhub/contracts';
import { Public, parseInput } from '@studyhub/platform';
import { PointsCatalogService } from './points-catalog.service';
import { centsOf } from './points-pricing';

/** What points cost; public, like any price list. */
@Controller('points')
export class PointsCatalogController {
  constructor(private readonly catalog: PointsCatalogService) {}

  @Public()
  @Get('packages')
  async packages(): Promise<ApiData<PointsPackage[]>> {
    return { data: await this.catalog.activePackages() };
  }

  @Public()
  @Get('bonus-tiers')
  async bonusTiers(): Promise<ApiData<PointsBonusTier[]>> {
    return { data: await this.catalog.activeTiers() };
  }

  /** calculate_points_for_amount */
  @Public()
  @Get('quote')
  async quote(@Query() query: unknown): Promise<ApiData<PointsQuote>> {
    const { amount_usd } = parseInput(pointsQuoteQuerySchema, query);
    return { data: await this.catalog.quote(centsOf(amount_usd)) };
  }
}
