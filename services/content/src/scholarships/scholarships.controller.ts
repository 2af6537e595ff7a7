import { Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import {
  savedScholarshipListQuerySchema,
  scholarshipListQuerySchema,
  type ApiData,
  type ApiList,
  type ScholarshipFacetsResponse,
  type ScholarshipResponse,
  type ScholarshipSavedResponse,
} from '@studyhub/contracts';
import { CurrentPrincipal, Public, SignedIn, parseInput, type Principal } from '@studyhub/platform';
import { scholarshipIdOf } from './scholarship-slug';
import { ScholarshipsService } from './scholarships.service';

/** /api/scholarships: public reads; saving needs a signed-in user (any role). */
@Controller('scholarships')
@SignedIn()
export class ScholarshipsController {
  constructor(private readonly scholarships: ScholarshipsService) {}

  @Public()
  @Get()
  list(
    @Query() query: unknown,
    @CurrentPrincipal() principal: Principal | undefined,
  ): Promise<ApiList<ScholarshipResponse>> {
    return this.scholarships.list(parseInput(scholarshipListQuerySchema, query), principal?.userId);
  }

  @Public()
  @Get('facets')
  async facets(): Promise<ApiData<ScholarshipFacetsResponse>> {
    return { data: await this.scholarships.facets() };
  }

  @Get('saved')
  listSaved(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<ApiList<ScholarshipResponse>> {
    const { page, limit } = parseInput(savedScholarshipListQuerySchema, query);
    return this.scholarships.listSaved(principal.userId, page, limit);
  }

  @Public()
  @Get(':slug')
  async get(
    @Param('slug') slug: string,
    @CurrentPrincipal() principal: Principal | undefined,
  ): Promise<ApiData<ScholarshipResponse>> {
    return { data: await this.scholarships.get(slug, principal?.userId) };
  }

  @Put(':id/saved')
  async save(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<ScholarshipSavedResponse>> {
    return { data: await this.scholarships.save(principal.userId, scholarshipIdOf(id)) };
  }

  @Delete(':id/saved')
  async unsave(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<ScholarshipSavedResponse>> {
    return { data: await this.scholarships.unsave(principal.userId, scholarshipIdOf(id)) };
  }
}
