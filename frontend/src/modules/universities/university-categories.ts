/** The categories universities are filed under (the catalog's `category` filter values). */
export const UNIVERSITY_CATEGORIES = [
  'research',
  'engineering',
  'technology',
  'sciences',
  'medicine',
  'business',
  'law',
  'humanities',
  'arts',
  'social-sciences',
  'education',
  'agriculture',
] as const;
export type UniversityCategory = (typeof UNIVERSITY_CATEGORIES)[number];

export function isUniversityCategory(value: string): value is UniversityCategory {
  return (UNIVERSITY_CATEGORIES as readonly string[]).includes(value);
}

/** 'social-sciences' → 'Social sciences'. */
export function categoryLabel(category: string): string {
  const words = category.replace(/-/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
