import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { pointsBonusTierInputSchema, type AdminPointsBonusTier, type ApiData } from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  parseInput,
  type Principal,
  type RequestContext,
  Roles,
} from '@studyhub/platform';
import { AdminPointsCatalogService } from './admin-points-catalog.service';

/** /api/admin/points-bonus-tiers: every tier, active or not. */
@Controller('admin/points-bonus-tiers')
@Roles('admin')
export class AdminPointsBonusTiersController {
  constructor(private readonly catalog: AdminPointsCatalogService) {}

  @Get()
  async list(): Promise<ApiData<AdminPointsBonusTier[]>> {
    return { data: await this.catalog.tiers() };
  }

  @Get(':id')
  async get(@Param('id', new ParseUUIDPipe()) id: string): Promise<ApiData<AdminPointsBonusTier>> {
    return { data: await this.catalog.tier(id) };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminPointsBonusTier>> {
    const input = parseInput(pointsBonusTierInputSchema, body);
    const created = await this.catalog.createTier(input, { principal, context });
    return { data: created };
  }

  @Put(':id')
  async update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminPointsBonusTier>> {
    const input = parseInput(pointsBonusTierInputSchema, body);
    const updated = await this.catalog.updateTier(id, input, { principal, context });
    return { data: updated };
  }

  @Delete(':id')
  async delete(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    await this.catalog.deleteTier(id, { principal, context });
    return { data: { id } };
  }
}
