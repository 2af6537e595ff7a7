import { isCourseSelectEnabled, profileFormFrom, profileFormReducer, validateProfileForm } from './profile-form';

const start = profileFormFrom({ full_name: 'Maya Chen', university_id: 'uni-a', course_id: 'course-1' });

describe('profileFormReducer', () => {
  it('clears the course when the university changes', () => {
    expect(profileFormReducer(start, { type: 'university-changed', universityId: 'uni-b' })).toEqual({
      fullName: 'Maya Chen',
      universityId: 'uni-b',
      courseId: '',
    });
  });

  it('keeps the course when the same university is chosen again', () => {
    expect(profileFormReducer(start, { type: 'university-changed', universityId: 'uni-a' })).toBe(start);
  });

  it('clears the course when the university is removed', () => {
    expect(profileFormReducer(start, { type: 'university-changed', universityId: '' })).toMatchObject({
      universityId: '',
      courseId: '',
    });
  });

  it('ignores a course without a university', () => {
    const none = profileFormFrom({ full_name: null, university_id: null, course_id: null });
    expect(profileFormReducer(none, { type: 'course-changed', courseId: 'course-1' })).toBe(none);
  });

  it('takes a course and a name, and resets', () => {
    const changed = profileFormReducer(profileFormReducer(start, { type: 'course-changed', courseId: 'course-2' }), {
      type: 'full-name-changed',
      value: 'Maya Lin',
    });
    expect(changed).toEqual({ fullName: 'Maya Lin', universityId: 'uni-a', courseId: 'course-2' });
    expect(profileFormReducer(changed, { type: 'reset', to: start })).toBe(start);
  });
});

describe('isCourseSelectEnabled', () => {
  it('needs a university and its courses', () => {
    expect(isCourseSelectEnabled({ ...start, universityId: '' }, true)).toBe(false);
    expect(isCourseSelectEnabled(start, false)).toBe(false);
    expect(isCourseSelectEnabled(start, true)).toBe(true);
  });
});

describe('validateProfileForm', () => {
  it('builds the request, with null for no choice', () => {
    expect(validateProfileForm({ fullName: ' Maya ', universityId: '', courseId: '' })).toEqual({
      isValid: true,
      data: { full_name: 'Maya', university_id: null, course_id: null },
    });
    expect(validateProfileForm(start)).toEqual({
      isValid: true,
      data: { full_name: 'Maya Chen', university_id: 'uni-a', course_id: 'course-1' },
    });
  });

  it('needs a name', () => {
    expect(validateProfileForm({ ...start, fullName: '  ' })).toEqual({
      isValid: false,
      fullNameError: 'Please enter your full name.',
    });
  });
});
