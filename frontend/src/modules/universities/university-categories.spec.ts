import { UNIVERSITY_CATEGORIES, categoryLabel, isUniversityCategory } from './university-categories';

describe('university categories', () => {
  it('labels a category for people', () => {
    expect(categoryLabel('social-sciences')).toBe('Social sciences');
    expect(categoryLabel('law')).toBe('Law');
  });

  it('knows the catalog’s categories and nothing else', () => {
    expect(UNIVERSITY_CATEGORIES).toHaveLength(12);
    expect(isUniversityCategory('medicine')).toBe(true);
    expect(isUniversityCategory('Medicine')).toBe(false);
    expect(isUniversityCategory('astrology')).toBe(false);
  });
});
