import { isUuid, type UpdateProfileRequest } from '@studyhub/contracts';
import { AppError, type FieldErrors } from '@studyhub/platform';

export interface ProfileFields {
  fullName: string;
  universityId: string | null;
  courseId: string | null;
}

/**
 * The profile after a PUT /auth/profile (spec section 2, Settings page): an omitted university or
 * course keeps the current one; a new university clears the course unless a course comes with it;
 * a course needs a university.
 *
 * University and course ids belong to the catalog service, which this service never calls (events
 * only, ARCHITECTURE.md): only their format is checked here. The settings page offers only the
 * catalog's own lists, and the profile shows whatever id the user chose from them.
 */
export function decideProfileChange(current: ProfileFields, input: UpdateProfileRequest): ProfileFields {
  const universityId = normalizeId(input.university_id, current.universityId);
  const universityChanged = universityId !== current.universityId;
  const courseId = normalizeId(input.course_id, universityChanged ? null : current.courseId);

  const fields: FieldErrors = {};
  if (universityId !== null && !isUuid(universityId)) {
    fields.university_id = ['Please choose a university from the list.'];
  }
  if (courseId !== null && !isUuid(courseId)) fields.course_id = ['Please choose a course from the list.'];
  else if (courseId !== null && universityId === null) fields.course_id = ['Please choose a university first.'];
  if (Object.keys(fields).length > 0) throw AppError.of('VALIDATION_FAILED', undefined, { fields });

  return { fullName: input.full_name, universityId, courseId };
}

export function isSameProfile(a: ProfileFields, b: ProfileFields): boolean {
  return a.fullName === b.fullName && a.universityId === b.universityId && a.courseId === b.courseId;
}

/** Ids are uuids: compared and stored lower-cased so "changed" means a different entity. */
function normalizeId(value: string | null | undefined, fallback: string | null): string | null {
  if (value === undefined) return fallback;
  return value === null ? null : value.toLowerCase();
}
