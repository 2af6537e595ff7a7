import type { CourseLevel, UniversityType } from '@studyhub/contracts';

export interface SeedCountry {
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
}

/** Category slugs the universities are filed under (lowercase, as the `category` filter takes them). */
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

export interface SeedCourse {
  name: string;
  level: CourseLevel;
}

export interface SeedUniversity {
  name: string;
  /** ISO 3166-1 alpha-2 of a seeded country. */
  countryCode: string;
  type: UniversityType;
  categories: UniversityCategory[];
  courses: SeedCourse[];
}
