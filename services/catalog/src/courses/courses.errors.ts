import { inUseMessage, type TaxonomyUsage } from '@studyhub/contracts';
import { AppError, defineErrors } from '@studyhub/platform';

/** Unknown and inactive courses answer alike: only active ones are public. */
export const courseNotFound = (): AppError => AppError.of('NOT_FOUND', 'Course not found');

export const CourseAdminErrors = defineErrors({
  INVALID_COURSE_ID: { status: 'BAD_REQUEST', message: 'Invalid course ID' },
  INVALID_COURSE_SLUG: { status: 'BAD_REQUEST', message: 'Invalid course slug' },
  UNKNOWN_UNIVERSITY: { status: 'VALIDATION_FAILED', message: 'Some fields are not valid.' },
  SLUG_TAKEN: { status: 'CONFLICT', message: 'The university already has a course with this slug.' },
  IN_USE: { status: 'CONFLICT', message: 'This course is still used by documents and cannot be deleted.' },
});

export const courseSlugTaken = (slug: string): AppError =>
  CourseAdminErrors.SLUG_TAKEN({
    message: `The university already has a course with the slug "${slug}". Choose a different name or slug.`,
  });

export const courseInUse = (usage: TaxonomyUsage): AppError =>
  CourseAdminErrors.IN_USE({ message: inUseMessage('course', usage) });

export const unknownUniversity = (): AppError =>
  CourseAdminErrors.UNKNOWN_UNIVERSITY({ fields: { university_id: ['No university has this id.'] } });
