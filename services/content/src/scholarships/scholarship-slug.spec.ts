import { AppError } from '@studyhub/platform';
import { scholarshipIdOf, scholarshipSlugOf } from './scholarship-slug';

describe('scholarshipSlugOf', () => {
  it('joins lowercase words with single hyphens', () => {
    expect(scholarshipSlugOf('Gates Cambridge Scholarship')).toBe('gates-cambridge-scholarship');
    expect(scholarshipSlugOf('  Women in STEM -- Award 2027! ')).toBe('women-in-stem-award-2027');
  });

  it('drops accents and spells out ampersands', () => {
    expect(scholarshipSlugOf('Études & Recherche Québec')).toBe('etudes-and-recherche-quebec');
  });

  it('never gives a slug the list’s own routes use', () => {
    expect(scholarshipSlugOf('Saved')).toBe('saved-scholarship');
    expect(scholarshipSlugOf('Facets')).toBe('facets-scholarship');
  });

  it('never gives an empty slug', () => {
    expect(scholarshipSlugOf('???')).toBe('scholarship');
  });

  it('keeps slugs within 120 characters without a trailing hyphen', () => {
    const slug = scholarshipSlugOf(`${'a'.repeat(119)} b`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('scholarshipIdOf', () => {
  it('accepts a uuid in any case', () => {
    expect(scholarshipIdOf('16FD2706-8BAF-433B-82EB-8C7FADA847DA')).toBe('16fd2706-8baf-433b-82eb-8c7fada847da');
  });

  it('refuses anything else with the invalid id error', () => {
    expect(() => scholarshipIdOf('gates-cambridge')).toThrow(AppError);
    try {
      scholarshipIdOf('1');
    } catch (error) {
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).message).toBe('Invalid scholarship ID');
    }
  });
});
