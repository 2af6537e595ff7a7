import { z } from 'zod';
import { paginationQuerySchema } from './api-envelope';

/** Reference data of the catalog service: countries, universities and their courses (spec section 3). */

export const UNIVERSITY_TYPES = ['public', 'private'] as const;
export type UniversityType = (typeof UNIVERSITY_TYPES)[number];

export const UNIVERSITY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type UniversityStatus = (typeof UNIVERSITY_STATUSES)[number];

export const COURSE_LEVELS = ['undergraduate', 'postgraduate'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const UNIVERSITY_SORT_FIELDS = ['name', 'document_count', 'courses_count'] as const;
export type UniversitySortField = (typeof UNIVERSITY_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid; path keys that are not one are slugs. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A query-string text: trimmed, and absent when blank (an empty search is no search, spec section 5). */
const optionalQueryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** GET /api/universities */
export const universityListQuerySchema = paginationQuerySchema.extend({
  search: optionalQueryText(200),
  /** An ISO 3166 alpha-2 code (any case) or a country id. */
  country: optionalQueryText(64)
    .refine(
      (value) => value === undefined || /^[A-Za-z]{2}$/.test(value) || isUuid(value),
      'Must be a two-letter country code or a country id.',
    )
    .transform((value) => (value !== undefined && value.length === 2 ? value.toUpperCase() : value)),
  category: optionalQueryText(60).transform((value) => value?.toLowerCase()),
  sortBy: z
    .enum(UNIVERSITY_SORT_FIELDS, { message: `Must be one of ${UNIVERSITY_SORT_FIELDS.join(', ')}.` })
    .default('name'),
  sortOrder: z.enum(SORT_ORDERS, { message: `Must be one of ${SORT_ORDERS.join(', ')}.` }).default('asc'),
});
export type UniversityListQuery = z.infer<typeof universityListQuerySchema>;

/** GET /api/universities/{id or slug}/courses */
export const courseListQuerySchema = paginationQuerySchema;
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

/** GET /api/countries: every ISO 3166 country, ordered by name. */
export interface CountryResponse {
  id: string;
  name: string;
  code: string;
}

/** GET /api/universities and /api/universities/{id or slug}. */
export interface UniversityResponse {
  id: string;
  name: string;
  slug: string;
  logo_url: string | null;
  type: UniversityType;
  country: CountryResponse;
  categories: string[];
  status: UniversityStatus;
  document_count: number;
  courses_count: number;
  created_at: string;
  updated_at: string;
}

/** One course in GET /api/universities/{id or slug}/courses. */
export interface CourseResponse {
  id: string;
  name: string;
  slug: string;
  university_id: string;
  level: CourseLevel;
  is_active: boolean;
}

/** GET /api/universities/{id or slug}/courses/{id or slug}: the course with its university. */
export interface CourseDetailResponse extends CourseResponse {
  university: Pick<UniversityResponse, 'id' | 'name' | 'slug' | 'logo_url'>;
}
