/** Words of the question kept in its slug: enough to read, short enough for a URL. */
const MAX_SLUG_WORDS_LENGTH = 60;
const SHORT_ID_LENGTH = 8;

/**
 * A readable, unique slug: the question's first words in ASCII (accents dropped, anything else
 * a hyphen), then the first characters of the row's id, e.g. `solve-2x-3-7-for-x-3f9a1c2e`.
 */
export function homeworkSlugOf(question: string, id: string): string {
  const words = question
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let readable = words.slice(0, MAX_SLUG_WORDS_LENGTH);
  // Cut at a word boundary when the question is longer than the slug.
  if (words.length > MAX_SLUG_WORDS_LENGTH && readable.includes('-'))
    readable = readable.slice(0, readable.lastIndexOf('-'));
  const shortId = id.replace(/-/g, '').slice(0, SHORT_ID_LENGTH).toLowerCase();
  return readable === '' ? `question-${shortId}` : `${readable}-${shortId}`;
}
