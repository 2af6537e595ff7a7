import { SUBJECT_ICON_NAMES, type SubjectIconName, type SubjectResponse } from '@studyhub/contracts';

export interface SubjectFormValues {
  name: string;
  acronym: string;
  slug: string;
  icon_name: SubjectIconName;
  color: string;
  description: string;
}

export type SubjectFormErrors = Partial<Record<keyof SubjectFormValues, string>>;
export const SUBJECT_FORM_FIELDS = ['name', 'acronym', 'slug', 'icon_name', 'color', 'description'] as const;

const isIcon = (name: string): name is SubjectIconName => (SUBJECT_ICON_NAMES as readonly string[]).includes(name);

export function subjectFormValuesOf(subject: SubjectResponse | null): SubjectFormValues {
  return {
    name: subject?.name ?? '',
    acronym: subject?.acronym ?? '',
    slug: subject?.slug ?? '',
    icon_name: subject && isIcon(subject.icon_name) ? subject.icon_name : 'book-open',
    color: subject?.color ?? '#2563eb',
    description: subject?.description ?? '',
  };
}

/** The body of POST (no slug: it comes from the name) or PUT /admin/subjects. */
export type SubjectInput = Omit<SubjectFormValues, 'slug'> & { slug?: string };

/** The same bounds catalog checks, said before the request goes. */
export function validateSubjectForm(
  values: SubjectFormValues,
  isEditing: boolean,
): { ok: true; input: SubjectInput } | { ok: false; errors: SubjectFormErrors } {
  const errors: SubjectFormErrors = {};
  const name = values.name.trim();
  if (name.length < 2) errors.name = 'Name must be at least 2 characters.';
  else if (name.length > 120) errors.name = 'Name must be at most 120 characters.';
  const acronym = values.acronym.trim().toUpperCase();
  if (acronym.length > 12) errors.acronym = 'Acronym must be at most 12 characters.';
  const slug = values.slug.trim();
  if (isEditing && !/^[^\s/?#%\\A-Z]+$/.test(slug))
    errors.slug = 'Use lowercase letters, digits and hyphens, without spaces.';
  if (!isIcon(values.icon_name)) errors.icon_name = 'Choose one of the listed icons.';
  const color = values.color.trim().toLowerCase();
  if (!/^#[0-9a-f]{6}$/.test(color)) errors.color = 'Colour must be a hex colour such as #2563eb.';
  const description = values.description.trim();
  if (description.length > 1000) errors.description = 'Description must be at most 1000 characters.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { name, acronym, icon_name: values.icon_name, color, description, ...(isEditing ? { slug } : {}) },
  };
}

/** Field errors catalog answered, on the form's fields. */
export function serverSubjectErrors(fields: Record<string, string[]> | undefined): SubjectFormErrors {
  const errors: SubjectFormErrors = {};
  for (const field of SUBJECT_FORM_FIELDS) {
    const message = fields?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** `bar-chart-3` → `Bar chart 3`: the icon's name as a person reads it. */
export const iconLabel = (name: string): string => {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
