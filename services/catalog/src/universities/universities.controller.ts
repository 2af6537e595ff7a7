import { Controller, Get, Param, Query } from '@nestjs/common';
import { universityListQuerySchema, type ApiData, type ApiList, type UniversityResponse } from '@studyhub/contracts';
import { Public, parseInput } from '@studyhub/platform';
import { UniversitiesService } from './universities.service';

@Controller('universities')
export class UniversitiesController {
  constructor(private readonly universities: UniversitiesService) {}

  @Public()
  @Get()
  async list(@Query() query: unknown): Promise<ApiList<UniversityResponse>> {
    return this.universities.listUniversities(parseInput(universityListQuerySchema, query));
  }

  /** By slug, or by id (the profile stores university ids). */
  @Public()
  @Get(':university')
  async get(@Param('university') idOrSlug: string): Promise<ApiData<UniversityResponse>> {
    return { data: await this.universities.getUniversity(idOrSlug) };
  }
}
