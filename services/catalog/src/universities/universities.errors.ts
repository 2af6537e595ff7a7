import { inUseMessage, type TaxonomyUsage } from '@studyhub/contracts';
import { AppError, defineErrors } from '@studyhub/platform';

/** Unknown, pending and rejected universities all answer this way: only approved ones are public. */
export const universityNotFound = (): AppError => AppError.of('NOT_FOUND', 'University not found');

/** Admin writes of universities; the two 400 texts are the spec's thrown texts (section 8). */
export const UniversityAdminErrors = defineErrors({
  INVALID_UNIVERSITY_ID: { status: 'BAD_REQUEST', message: 'Invalid university ID' },
  INVALID_UNIVERSITY_SLUG: { status: 'BAD_REQUEST', message: 'Invalid university slug' },
  UNKNOWN_COUNTRY: { status: 'VALIDATION_FAILED', message: 'Some fields are not valid.' },
  SLUG_TAKEN: { status: 'CONFLICT', message: 'A university with this slug already exists.' },
  IN_USE: { status: 'CONFLICT', message: 'This university is still used by documents and cannot be deleted.' },
});

export const slugTaken = (slug: string): AppError =>
  UniversityAdminErrors.SLUG_TAKEN({
    message: `A university with the slug "${slug}" already exists. Choose a different name or slug.`,
  });

export const universityInUse = (usage: TaxonomyUsage): AppError =>
  UniversityAdminErrors.IN_USE({ message: inUseMessage('university', usage) });

export const unknownCountry = (): AppError =>
  UniversityAdminErrors.UNKNOWN_COUNTRY({ fields: { country: ['No country has this code or id.'] } });
