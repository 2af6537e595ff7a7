/**
 * The content words of a text, folded so that inflections meet ("passages" and "passage", "cited"
 * and "cites"): what the grounding check and the best-span choice compare. Retrieval itself uses
 * PostgreSQL's English stemmer; this light folding only has to agree with itself.
 */

const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have having ' +
    'he her here hers herself him himself his how i if in into is it its itself just me more most my myself no ' +
    'nor not now of off on once only or other our ours ourselves out over own same she should so some such than ' +
    'that the their theirs them themselves then there these they this those through to too under until up very ' +
    'was we were what when where which while who whom whose why will with would you your yours yourself ' +
    'yourselves may might must shall upon us per via whether within without yet ever every either neither ' +
    'says said say tell told document text passage page please'
  ).split(' '),
);

/** Letters and digits, with inner hyphens, apostrophes and dots kept (e-mail, o'clock, 3.5, CANARY-7). */
const TOKEN = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase());
}

/** Tried in order: the first that matches applies. */
const FOLDS: readonly (readonly [string, string])[] = [
  ['ies', 'y'],
  ['ied', 'y'],
  ['ing', ''],
  ['ed', ''],
  ['ly', ''],
  ['es', ''],
  ['s', ''],
  ['e', ''],
];

/** Folds common English inflections: enough for two forms of one word to compare equal. */
export function foldWord(word: string): string {
  let folded = word.toLowerCase().replace(/['’]s$/, '');
  if (/\d/.test(folded) || folded.length <= 3) return folded;
  for (const [suffix, replacement] of FOLDS) {
    if (suffix === 's' && folded.endsWith('ss')) break;
    if (folded.endsWith(suffix) && folded.length - suffix.length >= 3) {
      folded = folded.slice(0, folded.length - suffix.length) + replacement;
      break;
    }
  }
  return folded;
}

/** Every word of the text as written, in order (for spans and display). */
export function wordsOf(text: string): string[] {
  return text.normalize('NFKC').match(TOKEN) ?? [];
}

/** The folded content words of a text, in order, repeats kept. */
export function contentWordsOf(text: string): string[] {
  return wordsOf(text)
    .filter((word) => !isStopword(word) && (word.length > 1 || /\d/.test(word)))
    .map(foldWord);
}

/**
 * A token a student could not have guessed and a model should not invent: it holds a digit or mixes
 * letters with digits or hyphens in capitals (a code, a number, a canary). Such tokens must appear
 * in the cited text for a sentence to count as grounded.
 */
export function isDistinctiveToken(word: string): boolean {
  return /\d/.test(word) || /^[\p{Lu}]{2,}(?:-[\p{Lu}\p{N}]+)+$/u.test(word);
}
