import { courseListQuerySchema, isUuid, universityListQuerySchema } from './catalog-reference';

function fieldsOf(query: Record<string, unknown>): string[] {
  const result = universityListQuerySchema.safeParse(query);
  if (result.success) throw new Error('expected the query to be refused');
  return result.error.issues.map((issue) => issue.path.join('.'));
}

describe('universityListQuerySchema', () => {
  it('defaults to the first ten, by name ascending, without filters', () => {
    expect(universityListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, sortBy: 'name', sortOrder: 'asc' });
  });

  it('reads every parameter from the query string', () => {
    expect(
      universityListQuerySchema.parse({
        search: '  oxford ',
        country: 'gb',
        category: 'Engineering',
        page: '2',
        limit: '25',
        sortBy: 'courses_count',
        sortOrder: 'desc',
      }),
    ).toEqual({
      search: 'oxford',
      country: 'GB',
      category: 'engineering',
      page: 2,
      limit: 25,
      sortBy: 'courses_count',
      sortOrder: 'desc',
    });
  });

  it('ignores blank search, country and category', () => {
    expect(universityListQuerySchema.parse({ search: '   ', country: '', category: ' ' })).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'name',
      sortOrder: 'asc',
    });
  });

  it('accepts a country id in place of the code', () => {
    const id = '6f1c1d1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';
    expect(universityListQuerySchema.parse({ country: id }).country).toBe(id);
  });

  it.each([
    ['an unknown sort field', { sortBy: 'rating' }, ['sortBy']],
    ['an unknown sort order', { sortOrder: 'up' }, ['sortOrder']],
    ['page zero', { page: '0' }, ['page']],
    ['a limit over 100', { limit: '101' }, ['limit']],
    ['limit zero', { limit: '0' }, ['limit']],
    ['a country that is neither a code nor an id', { country: 'Nigeria' }, ['country']],
    ['a search longer than 200 characters', { search: 'x'.repeat(201) }, ['search']],
    ['a repeated parameter', { search: ['a', 'b'] }, ['search']],
  ])('refuses %s', (_, query, fields) => {
    expect(fieldsOf(query)).toEqual(fields);
  });

  it('names the allowed sort fields in its message', () => {
    const result = universityListQuerySchema.safeParse({ sortBy: 'rating' });
    expect(result.error?.issues[0]?.message).toBe('Must be one of name, document_count, courses_count.');
  });
});

describe('courseListQuerySchema', () => {
  it('pages ten at a time by default', () => {
    expect(courseListQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });
});

describe('isUuid', () => {
  it('tells ids from slugs', () => {
    expect(isUuid('6F1C1D1E-2B3A-4C5D-8E9F-0A1B2C3D4E5F')).toBe(true);
    expect(isUuid('university-of-oxford')).toBe(false);
    expect(isUuid('6f1c1d1e-2b3a-4c5d-8e9f-0a1b2c3d4e5')).toBe(false);
  });
});
