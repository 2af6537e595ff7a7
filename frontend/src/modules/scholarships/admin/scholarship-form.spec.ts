import { centsOf, scholarshipFormValuesOf, serverScholarshipErrors, validateScholarshipForm } from './scholarship-form';

const valid = {
  ...scholarshipFormValuesOf(null),
  title: 'Northbridge Women in Computing Scholarship',
  provider: 'Northbridge Foundation',
  description: 'Supports women starting an undergraduate degree in computer science.',
  amountMin: '10,000',
  deadline: '2027-03-08',
  countryCode: 'US',
  countryName: 'United States',
  levels: ['undergraduate' as const],
  fieldsOfStudy: ['computer-science' as const],
  eligibility: 'Women admitted to a computer science degree.',
  howToApply: 'Send the form with an essay and a reference.',
  officialUrl: 'https://northbridge.example.org/apply',
};

describe('the scholarship form', () => {
  it('reads dollars as typed into cents', () => {
    expect(centsOf('5000')).toBe(500_000);
    expect(centsOf('$12,500.50')).toBe(1_250_050);
    expect(centsOf('five')).toBeNull();
    expect(centsOf('1.234')).toBeNull();
  });

  it('turns valid values into the API’s input, with the slug left to the server when blank', () => {
    const result = validateScholarshipForm(valid);
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({
        amount_min_cents: 1_000_000,
        amount_max_cents: null,
        country_code: 'US',
        slug: undefined,
        is_published: false,
      }) as unknown,
    });
  });

  it('names each wrong field with the API’s messages', () => {
    const result = validateScholarshipForm({
      ...valid,
      title: '',
      amountMin: 'lots',
      levels: [],
      officialUrl: 'ftp://files',
      deadline: '',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'amount_min_cents',
      'deadline',
      'levels',
      'official_url',
      'title',
    ]);
    expect(result.errors.levels).toBe('Choose at least one level.');
  });

  it('refuses a range whose top is below its bottom', () => {
    const result = validateScholarshipForm({ ...valid, amountMax: '500' });
    expect(result).toEqual({ ok: false, errors: { amount_max_cents: 'Maximum amount must be at least the amount.' } });
  });

  it('puts the server’s field errors on the form’s fields', () => {
    expect(
      serverScholarshipErrors({
        slug: ['This slug is already used by another scholarship.'],
        'university.slug': ['x'],
      }),
    ).toEqual({
      slug: 'This slug is already used by another scholarship.',
      university: 'x',
    });
  });
});
