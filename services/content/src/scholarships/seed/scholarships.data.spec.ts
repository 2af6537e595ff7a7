import { scholarshipWriteSchema } from '@studyhub/contracts';
import { scholarshipSlugOf } from '../scholarship-slug';
import { SEED_SCHOLARSHIPS } from './scholarships.data';

describe('the demo scholarships', () => {
  it('holds at least 30 with distinct slugs', () => {
    expect(SEED_SCHOLARSHIPS.length).toBeGreaterThanOrEqual(30);
    const slugs = SEED_SCHOLARSHIPS.map((item) => scholarshipSlugOf(item.title));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(SEED_SCHOLARSHIPS.map((item) => [item.title, item] as const))(
    '%s passes the admin form’s rules and closes in the future',
    (_title, item) => {
      const parsed = scholarshipWriteSchema.safeParse({
        title: item.title,
        provider: item.provider,
        description: item.description,
        amount_min_cents: item.amountUsd * 100,
        amount_max_cents: item.amountMaxUsd === undefined ? null : item.amountMaxUsd * 100,
        fields_of_study: item.fields,
        levels: item.levels,
        country_code: item.country.code,
        country_name: item.country.name,
        university: item.university ?? null,
        course: item.course ?? null,
        deadline: '2027-01-31',
        eligibility: item.eligibility,
        how_to_apply: item.howToApply,
        official_url: item.officialUrl,
        is_published: true,
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(item.closesInDays).toBeGreaterThan(0);
    },
  );

  it('varies fields, levels and countries', () => {
    expect(new Set(SEED_SCHOLARSHIPS.flatMap((item) => item.fields)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(SEED_SCHOLARSHIPS.flatMap((item) => item.levels)).size).toBe(3);
    expect(new Set(SEED_SCHOLARSHIPS.map((item) => item.country.code)).size).toBeGreaterThanOrEqual(8);
  });
});
