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

/**
 * Words that say little about what a question asks; left out when a whole question is searched
 * for similar ones (they would match every question). Short keyword queries keep them.
 */
const FUNCTION_WORDS = new Set(
  (
    'a an the of to in on at by for with from into onto about as and or but if so than then that this these those ' +
    'is are was were be been being am do does did done have has had can could will would shall should may might must ' +
    'i you he she it we they me him her us them my your his its our their what which who whom whose why how when where ' +
    'not no nor there here very just really such some any all each more most much many also too only own same other'
  ).split(' '),
);
/** A query of this many words or more is a question typed or pasted whole, searched for similar questions. */
const MIN_SIMILAR_QUERY_WORDS = 4;
const MAX_SIMILAR_TERMS = 24;
/** A similar question shares at least this share of the query's significant words. */
const MIN_SHARED_SHARE = 0.3;

/**
 * The significant words of a whole question (4+ words), each once, for a similar-question search
 * in which any of them may match; null for a short keyword query, which keeps requiring every word.
 */
export function similarQuestionTermsOf(query: string): string[] | null {
  const words = wordsOf(query);
  if (words.length < MIN_SIMILAR_QUERY_WORDS) return null;
  const significant = [...new Set(words.filter((word) => !FUNCTION_WORDS.has(word)))].slice(0, MAX_SIMILAR_TERMS);
  return significant.length >= 2 ? significant : null;
}

/** How many of `terms` query words a question must share to count as similar. */
export function minimumSharedTerms(terms: number): number {
  return Math.max(1, Math.ceil(terms * MIN_SHARED_SHARE));
}

/**
 * A crude English stem, only to treat inflections as one word (offer, offers, offered,
 * offering → offer; make, making → mak). Not a linguistic stemmer: both sides of a comparison go
 * through it, so only equality of stems matters.
 */
export function stemOf(word: string): string {
  let stem = word;
  if (stem.length > 4 && stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 5 && stem.endsWith('ing')) stem = stem.slice(0, -3);
  else if (stem.length > 4 && stem.endsWith('ed')) stem = stem.slice(0, -2);
  else if (stem.length > 5 && stem.endsWith('ly')) stem = stem.slice(0, -2);
  if (stem.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(stem) && !/(ll|ss|zz)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  return stem;
}
