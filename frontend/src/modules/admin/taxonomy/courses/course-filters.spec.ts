import { coursesApiQuery, coursesPageHref, parseCourseFilters, validateCourseForm } from './course-filters';

const UNIVERSITY = '7d0b6f0e-9f1c-4b43-9a57-3f1d2c4b5a61';

describe('/admin/courses filters', () => {
  it('lists the courses of one university, active or not as asked', () => {
    const filters = parseCourseFilters({ university_id: UNIVERSITY.toUpperCase(), is_active: 'false' });
    expect(filters).toMatchObject({ universityId: UNIVERSITY, isActive: false });
    expect(coursesApiQuery(filters)).toBe(
      `/admin/courses?university_id=${UNIVERSITY}&is_active=false&sort=name&order=asc&page=1&limit=10`,
    );
    expect(coursesPageHref(filters, 2)).toBe(`/admin/courses?university_id=${UNIVERSITY}&is_active=false&page=2`);
  });

  it('ignores an id that is not one and a flag that is not true or false', () => {
    expect(parseCourseFilters({ university_id: 'oxford', is_active: 'maybe' })).toMatchObject({
      universityId: null,
      isActive: null,
    });
  });

  it('checks a course before sending it', () => {
    expect(
      validateCourseForm({ name: ' Map Reading ', slug: '', level: 'undergraduate', is_active: true }, false),
    ).toEqual({
      ok: true,
      input: { name: 'Map Reading', level: 'undergraduate', is_active: true },
    });
    expect(validateCourseForm({ name: 'M', slug: 'a b', level: 'undergraduate', is_active: true }, true)).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters.',
        slug: 'Use lowercase letters, digits and hyphens, without spaces.',
      },
    });
  });
});
