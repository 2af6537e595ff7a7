import { updateProfileRequestSchema, type UpdateProfileRequest } from '@studyhub/contracts';

/** The profile form; '' means "none chosen" for the selects. */
export interface ProfileFormState {
  fullName: string;
  universityId: string;
  courseId: string;
}

export type ProfileFormAction =
  | { type: 'full-name-changed'; value: string }
  | { type: 'university-changed'; universityId: string }
  | { type: 'course-changed'; courseId: string }
  | { type: 'reset'; to: ProfileFormState };

export function profileFormFrom(user: {
  full_name: string | null;
  university_id: string | null;
  course_id: string | null;
}): ProfileFormState {
  return { fullName: user.full_name ?? '', universityId: user.university_id ?? '', courseId: user.course_id ?? '' };
}

/** Spec section 2: changing the university clears the course. */
export function profileFormReducer(state: ProfileFormState, action: ProfileFormAction): ProfileFormState {
  switch (action.type) {
    case 'full-name-changed':
      return { ...state, fullName: action.value };
    case 'university-changed':
      if (action.universityId === state.universityId) return state;
      return { ...state, universityId: action.universityId, courseId: '' };
    case 'course-changed':
      return state.universityId ? { ...state, courseId: action.courseId } : state;
    case 'reset':
      return action.to;
    default: {
      const unreachable: never = action;
      return unreachable;
    }
  }
}

/** Spec section 2: the course select is disabled until a university is chosen (and its courses are in). */
export function isCourseSelectEnabled(state: ProfileFormState, areCoursesLoaded: boolean): boolean {
  return state.universityId !== '' && areCoursesLoaded;
}

export function validateProfileForm(
  state: ProfileFormState,
): { isValid: true; data: UpdateProfileRequest } | { isValid: false; fullNameError: string } {
  const result = updateProfileRequestSchema.safeParse({
    full_name: state.fullName,
    university_id: state.universityId || null,
    course_id: state.universityId && state.courseId ? state.courseId : null,
  });
  if (result.success) return { isValid: true, data: result.data };
  return { isValid: false, fullNameError: result.error.issues[0]?.message ?? 'Please enter your full name.' };
}
