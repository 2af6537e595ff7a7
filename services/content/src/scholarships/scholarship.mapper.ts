import type { ScholarshipResponse, ScholarshipWrite } from '@studyhub/contracts';
import type { ScholarshipEntity } from './scholarship.entity';

export function toScholarshipResponse(entity: ScholarshipEntity, isSaved: boolean): ScholarshipResponse {
  return {
    id: entity.id,
    slug: entity.slug,
    title: entity.title,
    provider: entity.provider,
    description: entity.description,
    amount_min_cents: entity.amountMinCents,
    amount_max_cents: entity.amountMaxCents,
    fields_of_study: entity.fieldsOfStudy,
    levels: entity.levels,
    country_code: entity.countryCode,
    country_name: entity.countryName,
    university:
      entity.universitySlug !== null && entity.universityName !== null
        ? { id: entity.universityId, slug: entity.universitySlug, name: entity.universityName }
        : null,
    course:
      entity.courseSlug !== null && entity.courseName !== null
        ? { id: entity.courseId, slug: entity.courseSlug, name: entity.courseName }
        : null,
    deadline: entity.deadline,
    eligibility: entity.eligibility,
    how_to_apply: entity.howToApply,
    official_url: entity.officialUrl,
    is_published: entity.isPublished,
    is_saved: isSaved,
    created_at: entity.createdAt.toISOString(),
    updated_at: entity.updatedAt.toISOString(),
  };
}

/** The columns an admin write sets (the slug and the published date are decided by the caller). */
export function columnsOf(input: ScholarshipWrite): Omit<Partial<ScholarshipEntity>, 'slug' | 'publishedAt'> {
  return {
    title: input.title,
    provider: input.provider,
    description: input.description,
    amountMinCents: input.amount_min_cents,
    amountMaxCents: input.amount_max_cents,
    fieldsOfStudy: input.fields_of_study,
    levels: input.levels,
    countryCode: input.country_code,
    countryName: input.country_name,
    universityId: input.university?.id ?? null,
    universitySlug: input.university?.slug ?? null,
    universityName: input.university?.name ?? null,
    courseId: input.course?.id ?? null,
    courseSlug: input.course?.slug ?? null,
    courseName: input.course?.name ?? null,
    deadline: input.deadline,
    eligibility: input.eligibility,
    howToApply: input.how_to_apply,
    officialUrl: input.official_url,
    isPublished: input.is_published,
  };
}
