import { Controller, Get, Query } from '@nestjs/common';
import {
  externalUniversitySearchQuerySchema,
  type ApiData,
  type ExternalUniversityResponse,
} from '@studyhub/contracts';
import { SignedIn, parseInput } from '@studyhub/platform';
import { ExternalUniversitiesService } from './external-universities.service';

/**
 * GET /api/universities/external?name=: for anyone signed in (an admin adding a university, a
 * student naming theirs). The static path wins over /universities/{slug}.
 */
@Controller('universities/external')
@SignedIn()
export class ExternalUniversitiesController {
  constructor(private readonly universities: ExternalUniversitiesService) {}

  @Get()
  async search(@Query() query: unknown): Promise<ApiData<ExternalUniversityResponse[]>> {
    return { data: await this.universities.search(parseInput(externalUniversitySearchQuerySchema, query)) };
  }
}
