import { AppError } from '@studyhub/platform';
import { decideProfileChange, isSameProfile, type ProfileFields } from './profile-change';

const OXFORD = '6f1c1d1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';
const LAGOS = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const HISTORY = '9d8c7b6a-5f4e-4d3c-9b2a-1f0e9d8c7b6a';
const LAW = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

const current: ProfileFields = { fullName: 'Amara Okafor', universityId: OXFORD, courseId: HISTORY };

function fieldsOf(run: () => unknown): Record<string, string[]> | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') return error.fields;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('decideProfileChange', () => {
  it('keeps the university and the course when they are omitted', () => {
    expect(decideProfileChange(current, { full_name: 'Amara O.' })).toEqual({
      fullName: 'Amara O.',
      universityId: OXFORD,
      courseId: HISTORY,
    });
  });

  it('keeps the course when the same university is sent again', () => {
    expect(decideProfileChange(current, { full_name: 'Amara Okafor', university_id: OXFORD })).toMatchObject({
      universityId: OXFORD,
      courseId: HISTORY,
    });
  });

  it('clears the course when the university changes without one', () => {
    expect(decideProfileChange(current, { full_name: 'Amara Okafor', university_id: LAGOS })).toMatchObject({
      universityId: LAGOS,
      courseId: null,
    });
  });

  it('takes the course sent with a new university', () => {
    expect(
      decideProfileChange(current, { full_name: 'Amara Okafor', university_id: LAGOS, course_id: LAW }),
    ).toMatchObject({ universityId: LAGOS, courseId: LAW });
  });

  it('clears both when the university is removed', () => {
    expect(decideProfileChange(current, { full_name: 'Amara Okafor', university_id: null })).toMatchObject({
      universityId: null,
      courseId: null,
    });
  });

  it('changes only the course when only the course is sent', () => {
    expect(decideProfileChange(current, { full_name: 'Amara Okafor', course_id: LAW })).toMatchObject({
      universityId: OXFORD,
      courseId: LAW,
    });
    expect(decideProfileChange(current, { full_name: 'Amara Okafor', course_id: null })).toMatchObject({
      universityId: OXFORD,
      courseId: null,
    });
  });

  it('refuses a course without a university', () => {
    const empty: ProfileFields = { fullName: 'Amara Okafor', universityId: null, courseId: null };
    expect(fieldsOf(() => decideProfileChange(empty, { full_name: 'Amara Okafor', course_id: LAW }))).toEqual({
      course_id: ['Please choose a university first.'],
    });
    expect(
      fieldsOf(() => decideProfileChange(current, { full_name: 'Amara Okafor', university_id: null, course_id: LAW })),
    ).toEqual({ course_id: ['Please choose a university first.'] });
  });

  it('refuses ids that are not catalog ids', () => {
    expect(
      fieldsOf(() =>
        decideProfileChange(current, { full_name: 'Amara Okafor', university_id: 'oxford', course_id: 'history' }),
      ),
    ).toEqual({
      university_id: ['Please choose a university from the list.'],
      course_id: ['Please choose a course from the list.'],
    });
  });

  it('compares ids regardless of letter case', () => {
    expect(
      decideProfileChange(current, { full_name: 'Amara Okafor', university_id: OXFORD.toUpperCase() }),
    ).toMatchObject({ universityId: OXFORD, courseId: HISTORY });
  });
});

describe('isSameProfile', () => {
  it('tells a change from a repeat', () => {
    expect(isSameProfile(current, { ...current })).toBe(true);
    expect(isSameProfile(current, { ...current, fullName: 'A. Okafor' })).toBe(false);
    expect(isSameProfile(current, { ...current, courseId: null })).toBe(false);
  });
});
