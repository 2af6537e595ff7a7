const MAX_SLUG_WORDS_LENGTH = 60;
const SHORT_ID_LENGTH = 8;

/**
 * A public deck's address: the title's words in ASCII, then the first characters of the deck's id,
 * e.g. `cell-biology-basics-3f9a1c2e`; `deck-3f9a1c2e` for a title without Latin letters or digits.
 */
export function deckSlugOf(title: string, id: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let readable = words.slice(0, MAX_SLUG_WORDS_LENGTH);
  if (words.length > MAX_SLUG_WORDS_LENGTH && readable.includes('-'))
    readable = readable.slice(0, readable.lastIndexOf('-'));
  readable = readable.replace(/-+$/g, '');
  const shortId = id.replace(/-/g, '').slice(0, SHORT_ID_LENGTH).toLowerCase();
  return readable === '' ? `deck-${shortId}` : `${readable}-${shortId}`;
}
