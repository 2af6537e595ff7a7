import {
  scholarshipWriteSchema,
  type ScholarshipCatalogLink,
  type ScholarshipFieldOfStudy,
  type ScholarshipLevel,
  type ScholarshipResponse,
  type ScholarshipWrite,
} from '@studyhub/contracts';

/** The form's fields, named as the API names them (its field errors land on them), in form order. */
export const SCHOLARSHIP_FORM_FIELDS = [
  'title',
  'slug',
  'provider',
  'description',
  'amount_min_cents',
  'amount_max_cents',
  'deadline',
  'country_code',
  'university',
  'course',
  'levels',
  'fields_of_study',
  'eligibility',
  'how_to_apply',
  'official_url',
] as const;
export type ScholarshipFormField = (typeof SCHOLARSHIP_FORM_FIELDS)[number];
export type ScholarshipFormErrors = Partial<Record<ScholarshipFormField, string>>;

export interface ScholarshipFormValues {
  title: string;
  slug: string;
  provider: string;
  description: string;
  /** US dollars as typed. */
  amountMin: string;
  amountMax: string;
  deadline: string;
  countryCode: string;
  countryName: string;
  university: ScholarshipCatalogLink | null;
  course: ScholarshipCatalogLink | null;
  levels: ScholarshipLevel[];
  fieldsOfStudy: ScholarshipFieldOfStudy[];
  eligibility: string;
  howToApply: string;
  officialUrl: string;
  isPublished: boolean;
}

const dollarsOf = (cents: number | null) => (cents === null ? '' : String(cents / 100));

export function scholarshipFormValuesOf(scholarship: ScholarshipResponse | null): ScholarshipFormValues {
  return {
    title: scholarship?.title ?? '',
    slug: scholarship?.slug ?? '',
    provider: scholarship?.provider ?? '',
    description: scholarship?.description ?? '',
    amountMin: scholarship ? dollarsOf(scholarship.amount_min_cents) : '',
    amountMax: scholarship ? dollarsOf(scholarship.amount_max_cents) : '',
    deadline: scholarship?.deadline ?? '',
    countryCode: scholarship?.country_code ?? '',
    countryName: scholarship?.country_name ?? '',
    university: scholarship?.university ?? null,
    course: scholarship?.course ?? null,
    levels: scholarship?.levels ?? [],
    fieldsOfStudy: scholarship?.fields_of_study ?? [],
    eligibility: scholarship?.eligibility ?? '',
    howToApply: scholarship?.how_to_apply ?? '',
    officialUrl: scholarship?.official_url ?? '',
    isPublished: scholarship?.is_published ?? false,
  };
}

/** Dollars as typed ("5000", "5,000", "12.50") in cents, or null when it is not an amount. */
export function centsOf(dollars: string): number | null {
  const text = dollars.replace(/[$,\s]/g, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

const AMOUNT_MESSAGE = 'Enter an amount in US dollars, e.g. 5000.';

/** Checks the values with the API's own rules; the errors are keyed by the form's fields. */
export function validateScholarshipForm(
  values: ScholarshipFormValues,
): { ok: true; input: ScholarshipWrite } | { ok: false; errors: ScholarshipFormErrors } {
  const errors: ScholarshipFormErrors = {};
  const amountMin = centsOf(values.amountMin);
  if (amountMin === null) errors.amount_min_cents = AMOUNT_MESSAGE;
  const amountMax = values.amountMax.trim() === '' ? null : centsOf(values.amountMax);
  if (values.amountMax.trim() !== '' && amountMax === null) errors.amount_max_cents = AMOUNT_MESSAGE;
  const parsed = scholarshipWriteSchema.safeParse({
    slug: values.slug.trim(),
    title: values.title,
    provider: values.provider,
    description: values.description,
    amount_min_cents: amountMin ?? 0,
    amount_max_cents: amountMax,
    fields_of_study: values.fieldsOfStudy,
    levels: values.levels,
    country_code: values.countryCode,
    country_name: values.countryName || values.countryCode,
    university: values.university,
    course: values.course,
    deadline: values.deadline,
    eligibility: values.eligibility,
    how_to_apply: values.howToApply,
    official_url: values.officialUrl,
    is_published: values.isPublished,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/** The form field an API field name belongs to (country_name is chosen with country_code). */
export function formFieldOf(apiField: string): ScholarshipFormField | null {
  if (apiField === 'country_name') return 'country_code';
  return (SCHOLARSHIP_FORM_FIELDS as readonly string[]).includes(apiField) ? (apiField as ScholarshipFormField) : null;
}

/** A refusal's field errors (`error.fields`) on the form's fields. */
export function serverScholarshipErrors(fields: Record<string, string[]> | undefined): ScholarshipFormErrors {
  const errors: ScholarshipFormErrors = {};
  for (const [apiField, messages] of Object.entries(fields ?? {})) {
    const field = formFieldOf(apiField.split('.')[0] ?? '');
    if (field && messages[0] && !errors[field]) errors[field] = messages[0];
  }
  return errors;
}
