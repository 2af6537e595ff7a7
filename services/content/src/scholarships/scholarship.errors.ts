import { AppError, defineErrors } from '@studyhub/platform';

/** Unknown and unpublished scholarships answer alike: drafts are not public. */
export const scholarshipNotFound = (): AppError => AppError.of('NOT_FOUND', 'Scholarship not found');

export const ScholarshipAdminErrors = defineErrors({
  INVALID_SCHOLARSHIP_ID: { status: 'BAD_REQUEST', message: 'Invalid scholarship ID' },
  SLUG_TAKEN: { status: 'CONFLICT', message: 'A scholarship with this slug already exists.' },
});

export const scholarshipSlugTaken = (slug: string): AppError =>
  ScholarshipAdminErrors.SLUG_TAKEN({
    message: `A scholarship with the slug "${slug}" already exists. Choose a different title or slug.`,
    fields: { slug: ['This slug is already used by another scholarship.'] },
  });
