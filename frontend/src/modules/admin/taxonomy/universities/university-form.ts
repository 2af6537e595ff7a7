import {
  UNIVERSITY_TYPES,
  type CountryResponse,
  type ExternalUniversityResponse,
  type UniversityResponse,
  type UniversityType,
} from '@studyhub/contracts';

/** The university form as typed: categories as one comma-separated line. */
export interface UniversityFormValues {
  name: string;
  slug: string;
  type: UniversityType;
  country: string;
  categories: string;
}

export type UniversityFormErrors = Partial<Record<keyof UniversityFormValues, string>>;

/** The body of POST /admin/universities (or PUT, which also takes the slug). */
export interface UniversityInput {
  name: string;
  type: UniversityType;
  country: string;
  categories: string[];
  slug?: string;
}

export const UNIVERSITY_TYPE_LABELS: Record<UniversityType, string> = { public: 'Public', private: 'Private' };
export const UNIVERSITY_FORM_FIELDS = ['name', 'slug', 'type', 'country', 'categories'] as const;

export function universityFormValuesOf(university: UniversityResponse | null): UniversityFormValues {
  return {
    name: university?.name ?? '',
    slug: university?.slug ?? '',
    type: university?.type ?? 'public',
    country: university?.country.code ?? '',
    categories: university?.categories.join(', ') ?? '',
  };
}

/** Fills the form from a result of the bundled universities list; the type and categories stay as they were. */
export function prefillFrom(
  values: UniversityFormValues,
  found: ExternalUniversityResponse,
  countries: readonly CountryResponse[],
): UniversityFormValues {
  const country = countries.find((entry) => entry.code === found.alpha_two_code.toUpperCase());
  return { ...values, name: found.name, country: country?.code ?? values.country };
}

const categoriesOf = (line: string): string[] => [
  ...new Set(
    line
      .split(',')
      .map((category) => category.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/** The same bounds catalog checks, said before the request goes. */
export function validateUniversityForm(
  values: UniversityFormValues,
  isEditing: boolean,
): { ok: true; input: UniversityInput } | { ok: false; errors: UniversityFormErrors } {
  const errors: UniversityFormErrors = {};
  const name = values.name.trim();
  if (name.length < 2) errors.name = 'Name must be at least 2 characters.';
  else if (name.length > 200) errors.name = 'Name must be at most 200 characters.';
  const slug = values.slug.trim();
  if (isEditing && !/^[^\s/?#%\\A-Z]+$/.test(slug)) {
    errors.slug = 'Use lowercase letters, digits and hyphens, without spaces.';
  }
  if (!/^[A-Z]{2}$/.test(values.country)) errors.country = 'Choose a country.';
  if (!(UNIVERSITY_TYPES as readonly string[]).includes(values.type)) errors.type = 'Choose public or private.';
  const categories = categoriesOf(values.categories);
  if (categories.length > 20) errors.categories = 'At most 20 categories.';
  else if (categories.some((category) => category.length > 60))
    errors.categories = 'Each category is at most 60 characters.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { name, type: values.type, country: values.country, categories, ...(isEditing ? { slug } : {}) },
  };
}

/** Field errors catalog answered, on the form's fields. */
export function serverUniversityErrors(fields: Record<string, string[]> | undefined): UniversityFormErrors {
  const errors: UniversityFormErrors = {};
  for (const field of UNIVERSITY_FORM_FIELDS) {
    const message = fields?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
