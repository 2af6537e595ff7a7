/** One word of a text: its normalised form and where it stands in the text as given. */
export interface Token {
  /** NFKC, lower case, without zero-width characters or soft hyphens. */
  word: string;
  /** Character offsets in the original text (UTF-16 code units, end exclusive). */
  start: number;
  end: number;
}

/**
 * Characters that change nothing a reader sees but split or disguise words: zero-width space,
 * joiners, word joiner, byte-order mark, soft hyphen. They are taken as part of a word and then
 * dropped, so "co\u200Bpy" is the word "copy", not "co" and "py".
 */
const INVISIBLE = '\\u00AD\\u200B-\\u200D\\u2060\\uFEFF';
const WORD = new RegExp(`[\\p{L}\\p{N}\\p{M}${INVISIBLE}]+(?:['’][\\p{L}${INVISIBLE}]+)*`, 'gu');
const INVISIBLE_CHARACTERS = new RegExp(`[${INVISIBLE}]`, 'gu');

/** One word's comparable form: compatibility-normalised (full-width letters, ligatures), lower case. */
export function normaliseWord(word: string): string {
  return word.normalize('NFKC').replace(INVISIBLE_CHARACTERS, '').toLowerCase().replace(/’/g, "'");
}

/** The text's words with their offsets; layout, punctuation and invisible characters never matter. */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normaliseWord(match[0]);
    if (word === '' || !/[\p{L}\p{N}]/u.test(word)) continue;
    tokens.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}
