import { z } from 'zod';
import { adminSortQuery, exportFormatQuery } from './admin-lists';
import { paginationQuerySchema } from './api-envelope';
import { UNIVERSITY_STATUSES, isUuid, type CourseResponse } from './catalog-reference';

/**
 * The back office's taxonomy tables (API.md "Admin"): what each list filters and sorts by, what a
 * row shows beyond the public shape, what a deletion would touch, and the bounds of image uploads.
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const optionalId = (label: string) =>
  optionalText(64).refine((value) => value === undefined || isUuid(value), `${label} must be an id.`);

/** `true`/`false` from a query string; empty means either. */
const optionalFlag = z
  .enum(['true', 'false', ''], { message: 'Must be true or false.' })
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true'));

// ---- universities ----

export const ADMIN_UNIVERSITY_SORTS = ['name', 'status', 'document_count', 'courses_count', 'created_at'] as const;
export type AdminUniversitySort = (typeof ADMIN_UNIVERSITY_SORTS)[number];

/** GET /api/admin/universities: every status; name ascending by default (spec section 7). */
export const adminUniversityListQuerySchema = paginationQuerySchema.extend({
  search: optionalText(200),
  status: z
    .enum(UNIVERSITY_STATUSES, { message: `Must be one of ${UNIVERSITY_STATUSES.join(', ')}.` })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** An ISO 3166 alpha-2 code (any case) or a country id. */
  country: optionalText(64)
    .refine(
      (value) => value === undefined || /^[A-Za-z]{2}$/.test(value) || isUuid(value),
      'Country must be a two-letter code or an id.',
    )
    .transform((value) => (value !== undefined && value.length === 2 ? value.toUpperCase() : value)),
  category: optionalText(60).transform((value) => value?.toLowerCase()),
  ...adminSortQuery(ADMIN_UNIVERSITY_SORTS, { sort: 'name', order: 'asc' }),
  ...exportFormatQuery,
});
export type AdminUniversityListQuery = z.infer<typeof adminUniversityListQuerySchema>;

// ---- courses ----

export const ADMIN_COURSE_SORTS = ['name', 'level', 'is_active', 'created_at'] as const;
export type AdminCourseSort = (typeof ADMIN_COURSE_SORTS)[number];

/** GET /api/admin/courses: active and inactive, usually those of one university. */
export const adminCourseListQuerySchema = paginationQuerySchema.extend({
  university_id: optionalId('University'),
  search: optionalText(200),
  is_active: optionalFlag,
  ...adminSortQuery(ADMIN_COURSE_SORTS, { sort: 'name', order: 'asc' }),
  ...exportFormatQuery,
});
export type AdminCourseListQuery = z.infer<typeof adminCourseListQuerySchema>;

/** A course as the back office lists it: with the university it belongs to. */
export interface AdminCourseResponse extends CourseResponse {
  university: { id: string; name: string; slug: string };
  created_at: string;
}

// ---- subjects ----

export const ADMIN_SUBJECT_SORTS = ['name', 'acronym', 'document_count', 'download_count'] as const;
export type AdminSubjectSort = (typeof ADMIN_SUBJECT_SORTS)[number];

/** GET /api/admin/subjects */
export const adminSubjectListQuerySchema = paginationQuerySchema.extend({
  search: optionalText(200),
  ...adminSortQuery(ADMIN_SUBJECT_SORTS, { sort: 'name', order: 'asc' }),
  ...exportFormatQuery,
});
export type AdminSubjectListQuery = z.infer<typeof adminSubjectListQuerySchema>;

// ---- textbooks ----

export const ADMIN_TEXTBOOK_SORTS = ['title', 'author', 'publication_year', 'document_count', 'created_at'] as const;
export type AdminTextbookSort = (typeof ADMIN_TEXTBOOK_SORTS)[number];

/** GET /api/admin/textbooks: title, author or ISBN search, optionally within a subject. */
export const adminTextbookListQuerySchema = paginationQuerySchema.extend({
  search: optionalText(200),
  subject_id: optionalId('Subject'),
  ...adminSortQuery(ADMIN_TEXTBOOK_SORTS, { sort: 'title', order: 'asc' }),
  ...exportFormatQuery,
});
export type AdminTextbookListQuery = z.infer<typeof adminTextbookListQuerySchema>;

// ---- usage and images ----

/**
 * GET /api/admin/{universities|subjects|courses|textbooks}/{id}/usage: what still names the row,
 * whatever its status; a deletion is refused while any count is above zero.
 */
export interface TaxonomyUsage {
  documents: number;
  /** Universities only: their courses, active or not. */
  courses?: number;
  /** Subjects only. */
  textbooks?: number;
  /** Subjects only. */
  homework_questions?: number;
}

/** What an admin may delete from the taxonomy, as the refusal names it. */
export type TaxonomyKind = 'university' | 'subject' | 'course' | 'textbook';

const NOUNS: Record<keyof TaxonomyUsage, readonly [string, string]> = {
  documents: ['document', 'documents'],
  courses: ['course', 'courses'],
  textbooks: ['textbook', 'textbooks'],
  homework_questions: ['homework question', 'homework questions'],
};

const ORDER: readonly (keyof TaxonomyUsage)[] = ['documents', 'courses', 'textbooks', 'homework_questions'];

function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** True when nothing names the row any more. */
export function isUnused(usage: TaxonomyUsage): boolean {
  return ORDER.every((key) => (usage[key] ?? 0) === 0);
}

/**
 * The refusal of a deletion, naming everything that still uses the row:
 * "This university has 12 documents and 3 courses; move or delete them first."
 */
export function inUseMessage(kind: TaxonomyKind, usage: TaxonomyUsage): string {
  const parts = ORDER.flatMap((key) => {
    const count = usage[key] ?? 0;
    if (count === 0) return [];
    const [one, many] = NOUNS[key];
    return [`${count.toLocaleString('en-US')} ${count === 1 ? one : many}`];
  });
  const them = parts.length === 1 && parts[0]?.startsWith('1 ') ? 'it' : 'them';
  return `This ${kind} has ${listed(parts)}; move or delete ${them} first.`;
}

/** A university logo or a textbook cover: at most this many bytes, in one of these formats. */
export const TAXONOMY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const TAXONOMY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
