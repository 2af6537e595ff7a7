import { z } from 'zod';
import { adminSortQuery, exportFormatQuery } from './admin-lists';
import { paginationQuerySchema } from './api-envelope';
import { SLUG_PATTERN } from './catalog-admin';

/**
 * Scholarships (content service): the public list with its filters, one scholarship, the filter
 * facets, a student's saved scholarships and the admin's writes (API.md "Content").
 */

/** Fields of study a scholarship is open to; a scholarship open to every field lists none. */
export const SCHOLARSHIP_FIELDS_OF_STUDY = [
  'computer-science',
  'engineering',
  'medicine-health',
  'natural-sciences',
  'mathematics',
  'business-economics',
  'law',
  'social-sciences',
  'arts-humanities',
  'education',
  'agriculture-environment',
] as const;
export type ScholarshipFieldOfStudy = (typeof SCHOLARSHIP_FIELDS_OF_STUDY)[number];

export const SCHOLARSHIP_FIELD_LABELS: Record<ScholarshipFieldOfStudy, string> = {
  'computer-science': 'Computer Science & IT',
  engineering: 'Engineering',
  'medicine-health': 'Medicine & Health',
  'natural-sciences': 'Natural Sciences',
  mathematics: 'Mathematics & Statistics',
  'business-economics': 'Business & Economics',
  law: 'Law',
  'social-sciences': 'Social Sciences',
  'arts-humanities': 'Arts & Humanities',
  education: 'Education',
  'agriculture-environment': 'Agriculture & Environment',
};

export const SCHOLARSHIP_LEVELS = ['undergraduate', 'masters', 'phd'] as const;
export type ScholarshipLevel = (typeof SCHOLARSHIP_LEVELS)[number];

export const SCHOLARSHIP_LEVEL_LABELS: Record<ScholarshipLevel, string> = {
  undergraduate: 'Undergraduate',
  masters: "Master's",
  phd: 'PhD',
};

export const SCHOLARSHIP_SORTS = ['deadline', 'amount', 'newest'] as const;
export type ScholarshipSort = (typeof SCHOLARSHIP_SORTS)[number];

const isoDate = (label: string) => z.iso.date({ message: `${label} must be a date like 2026-01-31.` });

const booleanFlag = z.enum(['true', 'false'], { message: 'Use true or false.' }).transform((value) => value === 'true');

/** GET /scholarships: only published scholarships; those whose deadline has passed only when asked. */
export const scholarshipListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(200, 'Search must be at most 200 characters.').optional(),
  field_of_study: z.enum(SCHOLARSHIP_FIELDS_OF_STUDY, { message: 'Choose a field of study from the list.' }).optional(),
  level: z.enum(SCHOLARSHIP_LEVELS, { message: `Level must be one of ${SCHOLARSHIP_LEVELS.join(', ')}.` }).optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code.')
    .transform((value) => value.toUpperCase())
    .optional(),
  /** A university's slug, as catalog names it. */
  university: z.string().trim().min(1).max(200).optional(),
  /** Whole US dollars: scholarships worth at least this much (the top of a range counts). */
  min_amount: z.coerce
    .number({ message: 'Minimum amount must be a number of dollars.' })
    .int('Minimum amount must be a whole number of dollars.')
    .min(0, 'Minimum amount cannot be negative.')
    .max(10_000_000, 'Minimum amount is too large.')
    .optional(),
  /** Scholarships that close on or before this day. */
  deadline_before: isoDate('Deadline').optional(),
  include_closed: booleanFlag.optional(),
  sort: z
    .enum(SCHOLARSHIP_SORTS, { message: `Sort must be one of ${SCHOLARSHIP_SORTS.join(', ')}.` })
    .default('deadline'),
});
export type ScholarshipListQuery = z.infer<typeof scholarshipListQuerySchema>;

export const savedScholarshipListQuerySchema = paginationQuerySchema;

/** A university or course of the catalog, kept by content as a copy of its slug and name. */
export interface ScholarshipCatalogLink {
  id: string | null;
  slug: string;
  name: string;
}

export interface ScholarshipResponse {
  id: string;
  slug: string;
  title: string;
  provider: string;
  description: string;
  /** US cents; `amount_max_cents` is null for a fixed amount. */
  amount_min_cents: number;
  amount_max_cents: number | null;
  /** Empty: open to every field. */
  fields_of_study: ScholarshipFieldOfStudy[];
  levels: ScholarshipLevel[];
  country_code: string;
  country_name: string;
  university: ScholarshipCatalogLink | null;
  /** A course of `university`. */
  course: ScholarshipCatalogLink | null;
  /** The last day to apply (YYYY-MM-DD). */
  deadline: string;
  eligibility: string;
  how_to_apply: string;
  official_url: string;
  is_published: boolean;
  /** Whether the caller saved it (false when signed out). */
  is_saved: boolean;
  created_at: string;
  updated_at: string;
}

export interface ScholarshipFacetValue {
  value: string;
  label: string;
  count: number;
}

/** Counts over the scholarships open today, for the filters. */
export interface ScholarshipFacetsResponse {
  fields_of_study: ScholarshipFacetValue[];
  levels: ScholarshipFacetValue[];
  countries: ScholarshipFacetValue[];
  universities: ScholarshipFacetValue[];
}

export interface ScholarshipSavedResponse {
  scholarship_id: string;
  saved: boolean;
}

// ---- admin ----

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(min, min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);

const cents = (label: string) =>
  z
    .number({ message: `${label} must be a number of cents.` })
    .int(`${label} must be a whole number of cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(1_000_000_000, `${label} is too large.`);

const catalogLinkSchema = (label: string) =>
  z.object(
    {
      id: z
        .uuid({ message: `${label} id must be an id.` })
        .nullable()
        .default(null),
      /** Catalog's slug as it is (catalog keeps apostrophes and accents of names). */
      slug: text(`${label} slug`, 1, 200).regex(SLUG_PATTERN, `${label} slug is not valid.`),
      name: text(`${label} name`, 2, 200),
    },
    { message: `${label} must name a slug and a name.` },
  );

export const SCHOLARSHIP_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Paths under /scholarships that are routes of their own, never a scholarship's slug. */
export const RESERVED_SCHOLARSHIP_SLUGS: readonly string[] = ['saved', 'facets'];

/** POST /admin/scholarships and PUT /admin/scholarships/{id} (the whole scholarship each time). */
export const scholarshipWriteSchema = z
  .object({
    /** Derived from the title when left out. */
    slug: z
      .string()
      .trim()
      .max(120, 'Slug must be at most 120 characters.')
      .regex(SCHOLARSHIP_SLUG_PATTERN, 'Slug may hold lowercase letters, digits and single hyphens.')
      .refine((slug) => !RESERVED_SCHOLARSHIP_SLUGS.includes(slug), 'This slug is reserved. Choose another one.')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    title: text('Title', 3, 200),
    provider: text('Provider', 2, 200),
    description: text('Description', 20, 5000),
    amount_min_cents: cents('Amount'),
    amount_max_cents: cents('Maximum amount').nullable().default(null),
    fields_of_study: z
      .array(z.enum(SCHOLARSHIP_FIELDS_OF_STUDY, { message: 'Choose fields of study from the list.' }))
      .max(SCHOLARSHIP_FIELDS_OF_STUDY.length)
      .default([])
      .transform((fields) => [...new Set(fields)]),
    levels: z
      .array(z.enum(SCHOLARSHIP_LEVELS, { message: `Level must be one of ${SCHOLARSHIP_LEVELS.join(', ')}.` }))
      .min(1, 'Choose at least one level.')
      .transform((levels) => [...new Set(levels)]),
    country_code: z
      .string({ message: 'Country is required.' })
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code.')
      .transform((value) => value.toUpperCase()),
    country_name: text('Country name', 2, 100),
    university: catalogLinkSchema('University').nullable().default(null),
    course: catalogLinkSchema('Course').nullable().default(null),
    deadline: isoDate('Deadline'),
    eligibility: text('Eligibility', 10, 5000),
    how_to_apply: text('How to apply', 10, 5000),
    official_url: z
      .string({ message: 'Official link is required.' })
      .trim()
      .max(2000, 'Official link must be at most 2000 characters.')
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'Official link must be an http(s) address.'),
    is_published: z.boolean({ message: 'Published must be true or false.' }).default(false),
  })
  .superRefine((value, context) => {
    if (value.amount_max_cents !== null && value.amount_max_cents < value.amount_min_cents) {
      context.addIssue({
        code: 'custom',
        path: ['amount_max_cents'],
        message: 'Maximum amount must be at least the amount.',
      });
    }
    if (value.course !== null && value.university === null) {
      context.addIssue({ code: 'custom', path: ['course'], message: 'A course needs its university.' });
    }
  });
export type ScholarshipWrite = z.infer<typeof scholarshipWriteSchema>;

/** The admin list's orders; `amount` is the most a scholarship may pay (its fixed amount when it has no range). */
export const ADMIN_SCHOLARSHIP_SORTS = ['updated_at', 'created_at', 'deadline', 'amount', 'title'] as const;
export const adminScholarshipListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(200, 'Search must be at most 200 characters.').optional(),
  status: z.enum(['all', 'published', 'draft'], { message: 'Status must be all, published or draft.' }).default('all'),
  ...adminSortQuery(ADMIN_SCHOLARSHIP_SORTS, { sort: 'updated_at', order: 'desc' }),
  ...exportFormatQuery,
});
export type AdminScholarshipListQuery = z.infer<typeof adminScholarshipListQuerySchema>;

/** A row of the admin list: the scholarship with how many students saved it (deleting it unsaves them). */
export interface AdminScholarshipListItem extends ScholarshipResponse {
  saved_count: number;
}
