import { isValidIsbn, normalizeIsbn, type TextbookResponse } from '@studyhub/contracts';

/** The textbook form as typed: numbers stay text until checked. */
export interface TextbookFormValues {
  title: string;
  author: string;
  publisher: string;
  edition: string;
  publication_year: string;
  isbn: string;
  rating: string;
  subject_id: string;
  description: string;
  slug: string;
}

export const TEXTBOOK_FORM_FIELDS = [
  'title',
  'author',
  'publisher',
  'edition',
  'publication_year',
  'isbn',
  'rating',
  'subject_id',
  'description',
  'slug',
] as const;
export type TextbookFormErrors = Partial<Record<keyof TextbookFormValues, string>>;

/** The body of POST or PUT /admin/textbooks. */
export interface TextbookInput {
  title: string;
  author: string;
  publisher: string | null;
  edition: string | null;
  publication_year: number | null;
  isbn: string | null;
  rating: number | null;
  subject_id: string | null;
  description: string;
  slug?: string;
}

export function textbookFormValuesOf(textbook: TextbookResponse | null): TextbookFormValues {
  return {
    title: textbook?.title ?? '',
    author: textbook?.author ?? '',
    publisher: textbook?.publisher ?? '',
    edition: textbook?.edition ?? '',
    publication_year: textbook?.publication_year?.toString() ?? '',
    isbn: textbook?.isbn ?? '',
    rating: textbook?.rating?.toString() ?? '',
    subject_id: textbook?.subject_id ?? '',
    description: textbook?.description ?? '',
    slug: textbook?.slug ?? '',
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The same checks catalog makes (ISBN-10/13 check digits included), said before the request goes. */
export function validateTextbookForm(
  values: TextbookFormValues,
  isEditing: boolean,
): { ok: true; input: TextbookInput } | { ok: false; errors: TextbookFormErrors } {
  const errors: TextbookFormErrors = {};
  const title = values.title.trim();
  const author = values.author.trim();
  if (title.length < 2) errors.title = 'Title must be at least 2 characters.';
  else if (title.length > 300) errors.title = 'Title must be at most 300 characters.';
  if (author.length < 2) errors.author = 'Author must be at least 2 characters.';
  else if (author.length > 300) errors.author = 'Author must be at most 300 characters.';
  if (values.publisher.trim().length > 200) errors.publisher = 'Publisher must be at most 200 characters.';
  if (values.edition.trim().length > 60) errors.edition = 'Edition must be at most 60 characters.';
  const yearText = values.publication_year.trim();
  const year = yearText === '' ? null : Number(yearText);
  if (year !== null && (!Number.isInteger(year) || year < 1450 || year > 2100)) {
    errors.publication_year = 'Publication year must be a whole number from 1450 to 2100.';
  }
  const ratingText = values.rating.trim();
  const rating = ratingText === '' ? null : Number(ratingText);
  if (rating !== null && (!Number.isFinite(rating) || rating < 1 || rating > 5))
    errors.rating = 'Rating must be from 1 to 5.';
  const isbn = orNull(values.isbn);
  if (isbn !== null && !isValidIsbn(isbn)) errors.isbn = 'Enter a valid ISBN-10 or ISBN-13.';
  if (values.description.trim().length > 5000) errors.description = 'Description must be at most 5000 characters.';
  const slug = values.slug.trim();
  if (isEditing && !/^[^\s/?#%\\A-Z]+$/.test(slug))
    errors.slug = 'Use lowercase letters, digits and hyphens, without spaces.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      title,
      author,
      publisher: orNull(values.publisher),
      edition: orNull(values.edition),
      publication_year: year,
      isbn: isbn === null ? null : normalizeIsbn(isbn),
      rating,
      subject_id: orNull(values.subject_id),
      description: values.description.trim(),
      ...(isEditing ? { slug } : {}),
    },
  };
}

/** Field errors catalog answered, on the form's fields. */
export function serverTextbookErrors(fields: Record<string, string[]> | undefined): TextbookFormErrors {
  const errors: TextbookFormErrors = {};
  for (const field of TEXTBOOK_FORM_FIELDS) {
    const message = fields?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
