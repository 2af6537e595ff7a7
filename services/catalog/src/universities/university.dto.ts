import type { UniversityResponse } from '@studyhub/contracts';
import { countryResponseOf } from '../countries/country.dto';
import type { UniversityEntity } from './university.entity';

/** The university as the API shows it; `country` must have been loaded with it. */
export function universityResponseOf(university: UniversityEntity): UniversityResponse {
  return {
    id: university.id,
    name: university.name,
    slug: university.slug,
    logo_url: university.logoUrl,
    type: university.type,
    country: countryResponseOf(university.country),
    categories: university.categories,
    status: university.status,
    document_count: university.documentCount,
    courses_count: university.coursesCount,
    created_at: university.createdAt.toISOString(),
    updated_at: university.updatedAt.toISOString(),
  };
}
