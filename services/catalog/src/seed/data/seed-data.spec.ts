import { slugify } from '../../common/slugify';
import { COUNTRIES } from './countries.data';
import { UNIVERSITY_CATEGORIES } from './seed-types';
import { UNIVERSITIES } from './universities.data';

describe('seed data', () => {
  describe('countries', () => {
    it('holds every ISO 3166-1 alpha-2 code once', () => {
      const codes = COUNTRIES.map((country) => country.code);
      expect(codes).toHaveLength(249);
      expect(new Set(codes).size).toBe(249);
      for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    });

    it('names each country once', () => {
      const names = COUNTRIES.map((country) => country.name.trim());
      expect(new Set(names).size).toBe(COUNTRIES.length);
      expect(names.every((name) => name.length > 0)).toBe(true);
    });

    it('has the usual names for the common codes', () => {
      const byCode = new Map(COUNTRIES.map((country) => [country.code, country.name]));
      expect(byCode.get('GB')).toBe('United Kingdom');
      expect(byCode.get('US')).toBe('United States');
      expect(byCode.get('NG')).toBe('Nigeria');
      expect(byCode.get('KE')).toBe('Kenya');
      expect(byCode.get('ZA')).toBe('South Africa');
    });
  });

  describe('universities', () => {
    const countryCodes = new Set(COUNTRIES.map((country) => country.code));

    it('starts with at least 30 universities across at least 8 countries', () => {
      expect(UNIVERSITIES.length).toBeGreaterThanOrEqual(30);
      expect(new Set(UNIVERSITIES.map((university) => university.countryCode)).size).toBeGreaterThanOrEqual(8);
    });

    it('gives each university its own slug, a seeded country and known categories', () => {
      const slugs = UNIVERSITIES.map((university) => slugify(university.name));
      expect(new Set(slugs).size).toBe(UNIVERSITIES.length);
      for (const university of UNIVERSITIES) {
        expect(countryCodes.has(university.countryCode)).toBe(true);
        expect(university.categories.length).toBeGreaterThan(0);
        for (const category of university.categories) expect(UNIVERSITY_CATEGORIES).toContain(category);
      }
    });

    it('gives each university 6 to 12 courses with distinct slugs', () => {
      const outOfRange = UNIVERSITIES.filter(
        (university) => university.courses.length < 6 || university.courses.length > 12,
      ).map((university) => university.name);
      expect(outOfRange).toEqual([]);
      const withDuplicates = UNIVERSITIES.filter(
        (university) =>
          new Set(university.courses.map((course) => slugify(course.name))).size !== university.courses.length,
      ).map((university) => university.name);
      expect(withDuplicates).toEqual([]);
    });
  });
});
