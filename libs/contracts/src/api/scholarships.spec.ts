import { scholarshipListQuerySchema, scholarshipWriteSchema } from './scholarships';

const valid = {
  title: 'Northbridge Women in Computing Scholarship',
  provider: 'Northbridge Foundation',
  description: 'Supports women starting an undergraduate degree in computer science.',
  amount_min_cents: 1_000_000,
  levels: ['undergraduate'],
  country_code: 'us',
  country_name: 'United States',
  deadline: '2027-03-08',
  eligibility: 'Women admitted to a computer science degree.',
  how_to_apply: 'Send the form with an essay and a reference.',
  official_url: 'https://northbridge.example.org/apply',
};

describe('scholarshipWriteSchema', () => {
  it('fills the optional parts and upper-cases the country', () => {
    const parsed = scholarshipWriteSchema.parse(valid);
    expect(parsed.slug).toBeUndefined();
    expect(parsed).toMatchObject({
      amount_max_cents: null,
      fields_of_study: [],
      country_code: 'US',
      university: null,
      course: null,
      is_published: false,
    });
  });

  it('refuses the slugs of the list’s own routes', () => {
    const result = scholarshipWriteSchema.safeParse({ ...valid, slug: 'saved' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['slug', 'This slug is reserved. Choose another one.'],
    ]);
  });

  it('keeps catalog slugs as catalog writes them', () => {
    const parsed = scholarshipWriteSchema.parse({
      ...valid,
      university: { slug: "king's-college-london", name: "King's College London" },
    });
    expect(parsed.university).toEqual({ id: null, slug: "king's-college-london", name: "King's College London" });
  });

  it('refuses an official link that is not http(s)', () => {
    expect(scholarshipWriteSchema.safeParse({ ...valid, official_url: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('scholarshipListQuerySchema', () => {
  it('sorts by deadline and hides closed ones unless asked', () => {
    expect(scholarshipListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, sort: 'deadline' });
    expect(scholarshipListQuerySchema.parse({ include_closed: 'true', country: 'de' })).toMatchObject({
      include_closed: true,
      country: 'DE',
    });
  });
});
