import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { pointsPackageInputSchema, type AdminPointsPackage, type ApiData } from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  parseInput,
  type Principal,
  type RequestContext,
  Roles,
} from '@studyhub/platform';
import { AdminPointsCatalogService } from './admin-points-catalog.service';

/** /api/admin/points-packages: every package, active or not. */
@Controller('admin/points-packages')
@Roles('admin')
export class AdminPointsPackagesController {
  constructor(private readonly catalog: AdminPointsCatalogService) {}

  @Get()
  async list(): Promise<ApiData<AdminPointsPackage[]>> {
    return { data: await this.catalog.packages() };
  }

  @Get(':id')
  async get(@Param('id', new ParseUUIDPipe()) id: string): Promise<ApiData<AdminPointsPackage>> {
    return { data: await this.catalog.package(id) };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminPointsPackage>> {
    const input = parseInput(pointsPackageInputSchema, body);
    const created = await this.catalog.createPackage(input, { principal, context });
    return { data: created };
  }

  @Put(':id')
  async update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminPointsPackage>> {
    const input = parseInput(pointsPackageInputSchema, body);
    const updated = await this.catalog.updatePackage(id, input, { principal, context });
    return { data: updated };
  }

  @Delete(':id')
  async delete(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    await this.catalog.deletePackage(id, { principal, context });
    return { data: { id } };
  }
}
