/** Words of a search query or of indexed text, as the `simple` text-search configuration sees them. Pure. */

const MAX_TERMS = 8;
/** Longer "words" are noise (hashes, URLs); PostgreSQL's parser caps words too. */
const MAX_WORD_LENGTH = 40;
const WORD = /[\p{L}\p{N}]+/gu;

export interface QueryTerm {
  word: string;
  /** The last word of an as-you-type query matches as a prefix. */
  prefix: boolean;
}

export function queryTermsOf(query: string): QueryTerm[] {
  const words = wordsOf(query).slice(0, MAX_TERMS);
  const endsInWord = /[\p{L}\p{N}]$/u.test(query);
  return words.map((word, index) => ({ word, prefix: endsInWord && index === words.length - 1 }));
}

/** Lower-cased words of a text, in order, repeats included. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).filter((word) => word.length <= MAX_WORD_LENGTH);
}

/**
 * A `to_tsquery('simple', ...)` text requiring every word (`a & b & c:*`). Words hold only letters
 * and digits, so nothing in them is tsquery syntax.
 */
export function tsqueryOf(terms: readonly QueryTerm[]): string | null {
  if (terms.length === 0) return null;
  return terms.map((term) => (term.prefix ? `${term.word}:*` : term.word)).join(' & ');
}
