import { z } from 'zod';
import { COURSE_LEVELS, UNIVERSITY_STATUSES, UNIVERSITY_TYPES, isUuid } from './catalog-reference';

/**
 * Admin writes of the catalog's taxonomy (API.md "Admin": /admin/universities, /admin/courses,
 * /admin/subjects, /admin/textbooks) and the external universities search (spec section 7).
 * Updates (PUT) change only the fields they carry.
 */

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(min, min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** A link an admin may set: an http(s) URL or a path on our own storage route. */
const imageLink = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} must be at most 2000 characters.`)
    .refine(
      (value) => /^https?:\/\/\S+$/i.test(value) || /^\/api\/storage\/\S+$/.test(value),
      `${label} must be an http(s) address or a /api/storage path.`,
    );

const nullableLink = (label: string) =>
  z
    .union([imageLink(label), z.literal(''), z.null()])
    .transform((value) => (value === '' ? null : value))
    .optional();

const uuidField = (label: string) => z.uuid({ message: `${label} must be an id.` });

/** A slug an admin types: lowercase, no whitespace, nothing a URL path segment would split on. */
export const SLUG_PATTERN = /^(?!\.{1,2}$)[^\s/?#%\\A-Z]+$/;

const slugField = (message: string) => z.string().trim().max(200, message).regex(SLUG_PATTERN, message);

// ---- universities ----

const universityFields = {
  name: text('Name', 2, 200),
  type: z.enum(UNIVERSITY_TYPES, { message: `Type must be one of ${UNIVERSITY_TYPES.join(', ')}.` }),
  /** An ISO 3166 alpha-2 code (any case) or a country id. */
  country: z
    .string({ message: 'Country is required.' })
    .trim()
    .refine((value) => /^[A-Za-z]{2}$/.test(value) || isUuid(value), 'Country must be a two-letter code or an id.')
    .transform((value) => (value.length === 2 ? value.toUpperCase() : value)),
  categories: z
    .array(
      text('Category', 1, 60).transform((value) => value.toLowerCase()),
      {
        message: 'Categories must be a list.',
      },
    )
    .max(20, 'At most 20 categories.')
    .transform((values) => [...new Set(values)]),
  logo_url: nullableLink('Logo'),
};

/** POST /api/admin/universities: created pending, slug from the name (spec section 5). */
export const createUniversitySchema = z.object({
  ...universityFields,
  type: universityFields.type.default('public'),
  categories: universityFields.categories.default([]),
});
export type CreateUniversityInput = z.infer<typeof createUniversitySchema>;

/** PUT /api/admin/universities/{id}: any of the creation fields, the slug, or the status. */
export const updateUniversitySchema = z.object({
  name: universityFields.name.optional(),
  type: universityFields.type.optional(),
  country: universityFields.country.optional(),
  categories: universityFields.categories.optional(),
  logo_url: universityFields.logo_url,
  slug: slugField('Invalid university slug').optional(),
  status: z
    .enum(UNIVERSITY_STATUSES, { message: `Status must be one of ${UNIVERSITY_STATUSES.join(', ')}.` })
    .optional(),
});
export type UpdateUniversityInput = z.infer<typeof updateUniversitySchema>;

// ---- courses ----

/** POST /api/admin/courses: slug from the name, unique within its university. */
export const createCourseSchema = z.object({
  university_id: uuidField('University'),
  name: text('Name', 2, 200),
  level: z
    .enum(COURSE_LEVELS, { message: `Level must be one of ${COURSE_LEVELS.join(', ')}.` })
    .default('undergraduate'),
  is_active: z.boolean({ message: 'is_active must be true or false.' }).default(true),
});
export type CreateCourseInput = z.infer<typeof createCourseSchema>;

/** PUT /api/admin/courses/{id} */
export const updateCourseSchema = z.object({
  name: text('Name', 2, 200).optional(),
  slug: slugField('Invalid course slug').optional(),
  level: z.enum(COURSE_LEVELS, { message: `Level must be one of ${COURSE_LEVELS.join(', ')}.` }).optional(),
  is_active: z.boolean({ message: 'is_active must be true or false.' }).optional(),
});
export type UpdateCourseInput = z.infer<typeof updateCourseSchema>;

// ---- subjects ----

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex colour such as #2563eb.')
  .transform((value) => value.toLowerCase());
/**
 * The icons a subject may show: lucide names the frontend renders (frontend/src/modules/catalog/
 * subject-icon.ts maps each one), so an admin can never pick one that falls back to a book.
 */
export const SUBJECT_ICON_NAMES = [
  'atom',
  'bar-chart-3',
  'book-open',
  'brain',
  'briefcase',
  'building-2',
  'calculator',
  'cog',
  'cpu',
  'dna',
  'flask-conical',
  'heart-pulse',
  'landmark',
  'leaf',
  'megaphone',
  'scale',
  'scroll',
  'sigma',
  'stethoscope',
  'trending-up',
  'users',
  'vote',
  'zap',
] as const;
export type SubjectIconName = (typeof SUBJECT_ICON_NAMES)[number];

const iconName = z.enum(SUBJECT_ICON_NAMES, { message: 'Choose one of the listed icons.' });

/** POST /api/admin/subjects: the slug defaults to the name's. */
export const createSubjectSchema = z.object({
  name: text('Name', 2, 120),
  acronym: z
    .string()
    .trim()
    .max(12, 'Acronym must be at most 12 characters.')
    .default('')
    .transform((value) => value.toUpperCase()),
  slug: slugField('Invalid subject slug').optional(),
  icon_name: iconName.default('book-open'),
  color: hexColor.default('#2563eb'),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters.').default(''),
});
export type CreateSubjectInput = z.infer<typeof createSubjectSchema>;

/** PUT /api/admin/subjects/{id} */
export const updateSubjectSchema = z.object({
  name: text('Name', 2, 120).optional(),
  acronym: z
    .string()
    .trim()
    .max(12, 'Acronym must be at most 12 characters.')
    .transform((value) => value.toUpperCase())
    .optional(),
  slug: slugField('Invalid subject slug').optional(),
  icon_name: iconName.optional(),
  color: hexColor.optional(),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters.').optional(),
});
export type UpdateSubjectInput = z.infer<typeof updateSubjectSchema>;

// ---- textbooks ----

/** Digits (and a final X) only, as ISBNs are stored. */
export function normalizeIsbn(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** True for a well-formed ISBN-10 or ISBN-13 with a correct check digit (hyphens and spaces allowed). */
export function isValidIsbn(value: string): boolean {
  const isbn = normalizeIsbn(value);
  if (/^\d{9}[\dX]$/.test(isbn)) {
    const sum = [...isbn].reduce((total, char, index) => total + (char === 'X' ? 10 : Number(char)) * (10 - index), 0);
    return sum % 11 === 0;
  }
  if (/^97[89]\d{10}$/.test(isbn)) {
    const sum = [...isbn].reduce((total, char, index) => total + Number(char) * (index % 2 === 0 ? 1 : 3), 0);
    return sum % 10 === 0;
  }
  return false;
}

const isbnField = z
  .union([z.string().trim(), z.null()])
  .refine((value) => value === null || value === '' || isValidIsbn(value), 'Enter a valid ISBN-10 or ISBN-13.')
  .transform((value) => (value === null || value === '' ? null : normalizeIsbn(value)));

const textbookFields = {
  title: text('Title', 2, 300),
  author: text('Author', 2, 300),
  publisher: z
    .union([z.string().trim().max(200, 'Publisher must be at most 200 characters.'), z.null()])
    .transform((value) => value || null),
  edition: z
    .union([z.string().trim().max(60, 'Edition must be at most 60 characters.'), z.null()])
    .transform((value) => value || null),
  rating: z.union([
    z.coerce.number().min(1, 'Rating must be from 1 to 5.').max(5, 'Rating must be from 1 to 5.'),
    z.null(),
  ]),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters.'),
  isbn: isbnField,
  publication_year: z.union([
    z.coerce
      .number()
      .int('Publication year must be a whole number.')
      .min(1450, 'Publication year must be 1450 or later.')
      .max(2100, 'Publication year must be 2100 or earlier.'),
    z.null(),
  ]),
  cover_image: z.union([imageLink('Cover image'), z.literal(''), z.null()]).transform((value) => value || null),
  subject_id: z.union([uuidField('Subject'), z.null()]),
  slug: slugField('Invalid textbook slug'),
};

/** POST /api/admin/textbooks: the slug defaults to one from the title and edition. */
export const createTextbookSchema = z.object({
  title: textbookFields.title,
  author: textbookFields.author,
  publisher: textbookFields.publisher.optional().default(null),
  edition: textbookFields.edition.optional().default(null),
  rating: textbookFields.rating.optional().default(null),
  description: textbookFields.description.default(''),
  isbn: textbookFields.isbn.optional().default(null),
  publication_year: textbookFields.publication_year.optional().default(null),
  cover_image: textbookFields.cover_image.optional().default(null),
  subject_id: textbookFields.subject_id.optional().default(null),
  slug: textbookFields.slug.optional(),
});
export type CreateTextbookInput = z.infer<typeof createTextbookSchema>;

/** PUT /api/admin/textbooks/{id} */
export const updateTextbookSchema = z.object(textbookFields).partial();
export type UpdateTextbookInput = z.infer<typeof updateTextbookSchema>;

// ---- external universities search ----

/** GET /api/universities/external?name=: a bundled list of the world's universities, never fetched. */
export const externalUniversitySearchQuerySchema = z.object({
  name: z.string().trim().max(200, 'Must be at most 200 characters.').optional().default(''),
  /** A country name (`United Kingdom`) or ISO 3166 alpha-2 code (`GB`). */
  country: optionalText(100),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ExternalUniversitySearchQuery = z.infer<typeof externalUniversitySearchQuerySchema>;

/** One university as the external list (Hipo's university-domains-list) names it. */
export interface ExternalUniversityResponse {
  name: string;
  'state-province': string | null;
  country: string;
  domains: string[];
  web_pages: string[];
  alpha_two_code: string;
}
