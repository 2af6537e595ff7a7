import { z } from 'zod';

/** CSL item types a source can have; the names are CSL-JSON's own, so items pass to citeproc as they are. */
export const SOURCE_TYPES = [
  'article-journal',
  'article-magazine',
  'article-newspaper',
  'book',
  'chapter',
  'entry-encyclopedia',
  'entry-dictionary',
  'paper-conference',
  'report',
  'thesis',
  'webpage',
  'post',
  'post-weblog',
  'dataset',
  'software',
  'standard',
  'patent',
  'legal_case',
  'legislation',
  'motion_picture',
  'broadcast',
  'interview',
  'speech',
  'manuscript',
  'document',
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const SOURCE_TYPE_LABELS: Record<SourceType, string> = {
  'article-journal': 'Journal article',
  'article-magazine': 'Magazine article',
  'article-newspaper': 'Newspaper article',
  book: 'Book',
  chapter: 'Book chapter',
  'entry-encyclopedia': 'Encyclopedia entry',
  'entry-dictionary': 'Dictionary entry',
  'paper-conference': 'Conference paper',
  report: 'Report',
  thesis: 'Thesis or dissertation',
  webpage: 'Web page',
  post: 'Social media post',
  'post-weblog': 'Blog post',
  dataset: 'Dataset',
  software: 'Software',
  standard: 'Standard',
  patent: 'Patent',
  legal_case: 'Court case',
  legislation: 'Law or statute',
  motion_picture: 'Film',
  broadcast: 'TV or radio broadcast',
  interview: 'Interview',
  speech: 'Speech or presentation',
  manuscript: 'Unpublished manuscript',
  document: 'Other document',
};

/**
 * A source's id inside its paper's library. The model cites sources as `[@id]`, so an id is one
 * token that cannot contain the marker's own punctuation (spaces, brackets, `;`, `,`, `@`).
 */
export const SOURCE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/;
export const sourceIdSchema = z
  .string()
  .regex(SOURCE_ID_PATTERN, 'Source id must be one word of letters, digits, _ . : or -.');

/** A DOI as registered (10.<registrant>/<suffix>), without the https://doi.org/ prefix. */
export const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;

const text = (max: number) => z.string().trim().min(1).max(max);
/** CSL-JSON allows numbers for these fields (volume 29); they are kept as text ("29", "2a", "xii"). */
const numberLike = (max: number) =>
  z.union([z.string(), z.number().int().nonnegative()]).transform(String).pipe(text(max));

export const cslNameSchema = z.union([
  z.object({
    family: text(200),
    given: text(200).optional(),
    'non-dropping-particle': text(50).optional(),
    'dropping-particle': text(50).optional(),
    suffix: text(50).optional(),
  }),
  /** An organisation or a name that must not be split ("World Health Organization"). */
  z.object({ literal: text(300) }),
]);
export type CslName = z.infer<typeof cslNameSchema>;

const year = z.number().int().min(-9999).max(9999);
const datePartsSchema = z.union([
  z.tuple([year]),
  z.tuple([year, z.number().int().min(1).max(12)]),
  z.tuple([year, z.number().int().min(1).max(12), z.number().int().min(1).max(31)]),
]);

export const cslDateSchema = z.union([
  /** One date, or two for a range (1998 to 2001). */
  z.object({
    'date-parts': z.union([z.tuple([datePartsSchema]), z.tuple([datePartsSchema, datePartsSchema])]),
    circa: z.boolean().optional(),
  }),
  /** A date that has no parts ("Spring term 2021"); it is printed as written. */
  z.object({ literal: text(100) }),
]);
export type CslDate = z.infer<typeof cslDateSchema>;

const names = z.array(cslNameSchema).max(100).optional();

/** The fields of a source, as CSL-JSON. Unknown fields are dropped. */
const sourceFieldsShape = {
  type: z.enum(SOURCE_TYPES, { message: 'Please choose the type of source.' }),
  title: z.string().trim().min(1, 'Please enter the title.').max(1000, 'Title must be at most 1000 characters.'),
  'title-short': text(300).optional(),
  author: names,
  editor: names,
  translator: names,
  'container-author': names,
  director: names,
  interviewer: names,
  'container-title': text(1000).optional(),
  'collection-title': text(1000).optional(),
  'collection-number': numberLike(50).optional(),
  issued: cslDateSchema.optional(),
  'original-date': cslDateSchema.optional(),
  accessed: cslDateSchema.optional(),
  volume: numberLike(50).optional(),
  issue: numberLike(50).optional(),
  page: numberLike(50).optional(),
  'number-of-pages': numberLike(20).optional(),
  edition: numberLike(50).optional(),
  number: numberLike(100).optional(),
  publisher: text(300).optional(),
  'publisher-place': text(200).optional(),
  authority: text(300).optional(),
  genre: text(200).optional(),
  medium: text(200).optional(),
  version: text(50).optional(),
  'event-place': text(200).optional(),
  language: text(20).optional(),
  DOI: z.string().trim().regex(DOI_PATTERN, 'Please enter a DOI like 10.1000/xyz123.').optional(),
  URL: z
    .url({ protocol: /^https?$/, message: 'Please enter a web address starting with http:// or https://.' })
    .max(2048)
    .optional(),
  ISBN: text(40).optional(),
  ISSN: text(40).optional(),
};

/** A source the user enters or completes by hand; the frontend's form and ai-tools share it. */
export const manualSourceInputSchema = z.object(sourceFieldsShape);
export type ManualSourceInput = z.infer<typeof manualSourceInputSchema>;

/** A source in a paper's library: the entered fields under the library's id. */
export const sourceItemSchema = z.object({ id: sourceIdSchema, ...sourceFieldsShape });
export type SourceItem = z.infer<typeof sourceItemSchema>;
