import { Injectable } from '@nestjs/common';
import type { ApiList, UniversityListQuery, UniversityResponse } from '@studyhub/contracts';
import { universityNotFound } from './universities.errors';
import { UniversitiesRepository } from './universities.repository';
import { universityResponseOf } from './university.dto';
import type { UniversityEntity } from './university.entity';

/** Public reads of universities: only approved ones exist for the public. */
@Injectable()
export class UniversitiesService {
  constructor(private readonly repository: UniversitiesRepository) {}

  async listUniversities(query: UniversityListQuery): Promise<ApiList<UniversityResponse>> {
    const { universities, total } = await this.repository.findApprovedPage(query);
    return {
      data: universities.map(universityResponseOf),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  async getUniversity(idOrSlug: string): Promise<UniversityResponse> {
    return universityResponseOf(await this.requireApprovedUniversity(idOrSlug));
  }

  /** The approved university with this id or slug, or NOT_FOUND. */
  async requireApprovedUniversity(idOrSlug: string): Promise<UniversityEntity> {
    const university = await this.repository.findApprovedByIdOrSlug(idOrSlug);
    if (!university) throw universityNotFound();
    return university;
  }
}
