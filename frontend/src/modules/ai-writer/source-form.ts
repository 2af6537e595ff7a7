import {
  manualSourceInputSchema,
  type CslDate,
  type CslName,
  type ManualSourceInput,
  type SourceItem,
  type SourceType,
} from '@studyhub/contracts';

/** CSL text fields the manual form offers; which ones depends on the source type. */
export type SourceTextField =
  | 'container-title'
  | 'volume'
  | 'issue'
  | 'page'
  | 'edition'
  | 'publisher'
  | 'publisher-place'
  | 'number'
  | 'genre'
  | 'DOI'
  | 'URL'
  | 'ISBN';

export interface SourceFieldSpec {
  field: SourceTextField;
  label: string;
}

const field = (name: SourceTextField, label: string): SourceFieldSpec => ({ field: name, label });
const ARTICLE = (container: string) => [
  field('container-title', container),
  field('volume', 'Volume'),
  field('issue', 'Issue'),
  field('page', 'Pages'),
  field('DOI', 'DOI'),
  field('URL', 'Web address'),
];
const WEB = [field('container-title', 'Website name'), field('URL', 'Web address')];
const OTHER = [
  field('container-title', 'Published in'),
  field('publisher', 'Publisher'),
  field('URL', 'Web address'),
  field('DOI', 'DOI'),
];

const BOOK_PART = [
  field('container-title', 'Book title'),
  field('publisher', 'Publisher'),
  field('page', 'Pages'),
  field('ISBN', 'ISBN'),
  field('DOI', 'DOI'),
];

const FIELDS_BY_TYPE: Partial<Record<SourceType, SourceFieldSpec[]>> = {
  'article-journal': ARTICLE('Journal'),
  'article-magazine': ARTICLE('Magazine'),
  'article-newspaper': [field('container-title', 'Newspaper'), field('page', 'Pages'), field('URL', 'Web address')],
  book: [
    field('edition', 'Edition'),
    field('publisher', 'Publisher'),
    field('publisher-place', 'Place of publication'),
    field('ISBN', 'ISBN'),
    field('DOI', 'DOI'),
  ],
  chapter: BOOK_PART,
  'entry-encyclopedia': BOOK_PART,
  'entry-dictionary': BOOK_PART,
  'paper-conference': [
    field('container-title', 'Proceedings'),
    field('publisher', 'Publisher'),
    field('page', 'Pages'),
    field('DOI', 'DOI'),
  ],
  report: [
    field('publisher', 'Institution'),
    field('number', 'Report number'),
    field('URL', 'Web address'),
    field('DOI', 'DOI'),
  ],
  thesis: [field('publisher', 'University'), field('genre', 'Degree (e.g. PhD thesis)'), field('URL', 'Web address')],
  webpage: WEB,
  post: WEB,
  'post-weblog': WEB,
};

/** The fields worth asking for each type (the rest stay available to the API, not to this form). */
export function fieldsForType(type: SourceType): SourceFieldSpec[] {
  return FIELDS_BY_TYPE[type] ?? OTHER;
}

export interface SourceFormValues {
  type: SourceType;
  title: string;
  /** One person a line as "Family, Given"; a line without a comma is an organisation. */
  authors: string;
  year: string;
  fields: Partial<Record<SourceTextField, string>>;
}

export function emptySourceForm(): SourceFormValues {
  return { type: 'article-journal', title: '', authors: '', year: '', fields: {} };
}

function nameOf(line: string): CslName {
  const comma = line.indexOf(',');
  if (comma === -1) return { literal: line };
  const family = line.slice(0, comma).trim();
  const given = line.slice(comma + 1).trim();
  return given ? { family, given } : { family };
}

function lineOf(name: CslName): string {
  if ('literal' in name) return name.literal;
  return name.given ? `${name.family}, ${name.given}` : name.family;
}

function yearOf(date: CslDate | undefined): string {
  if (!date) return '';
  if ('literal' in date) return date.literal;
  return String(date['date-parts'][0][0]);
}

export type SourceFormErrors = Partial<Record<'type' | 'title' | 'authors' | 'year' | SourceTextField, string>>;

/** The form as a CSL item the API accepts, or the messages of the fields to correct. */
export function parseSourceForm(
  values: SourceFormValues,
): { ok: true; item: ManualSourceInput } | { ok: false; errors: SourceFormErrors } {
  const errors: SourceFormErrors = {};
  const year = values.year.trim();
  if (year !== '' && !/^\d{1,4}$/.test(year)) errors.year = 'Enter the year of publication, like 2021.';
  const authors = values.authors
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map(nameOf);
  const offered = new Set(fieldsForType(values.type).map((spec) => spec.field));
  const texts = Object.fromEntries(
    Object.entries(values.fields)
      .filter(([key, value]) => offered.has(key as SourceTextField) && value.trim() !== '')
      .map(([key, value]) => [key, value.trim()]),
  );
  const candidate = {
    type: values.type,
    title: values.title,
    ...(authors.length > 0 ? { author: authors } : {}),
    ...(year !== '' && !errors.year ? { issued: { 'date-parts': [[Number(year)]] } } : {}),
    ...texts,
  };
  const parsed = manualSourceInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'title');
      const name = key === 'author' ? 'authors' : key === 'issued' ? 'year' : key;
      errors[name as keyof SourceFormErrors] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, item: parsed.data };
}

/** A stored source back into the form, for editing. */
export function sourceFormValues(item: SourceItem): SourceFormValues {
  const fields: Partial<Record<SourceTextField, string>> = {};
  for (const spec of fieldsForType(item.type)) {
    const value = item[spec.field];
    if (value !== undefined) fields[spec.field] = String(value);
  }
  return {
    type: item.type,
    title: item.title,
    authors: (item.author ?? []).map(lineOf).join('\n'),
    year: yearOf(item.issued),
    fields,
  };
}
