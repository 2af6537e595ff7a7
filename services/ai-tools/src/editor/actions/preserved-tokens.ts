/**
 * The facts an editor action must not change: every number and every name of the student's text
 * has to appear again, written the same way, in the model's answer (a shorter or rewritten text
 * included). The rule, so a student can predict it:
 *
 * - Numbers: every run of digits with its decimal part (`3.5`, `2024`, `19` of `COVID-19`).
 *   Thousands separators do not count (`1,200` and `1200` are one number); `3.50` and `3.5` differ.
 * - Names: every word that starts with a capital letter in the middle of a sentence (`Smith`,
 *   `Paris`, `Marx's` counts as `Marx`), every acronym of 2 to 6 capitals (`NASA`, even first in a
 *   sentence) and every word with a capital inside (`McDonald`, `iPhone`). A capitalised word that
 *   only ever opens a sentence (or follows a colon or a line break) is not checked, since it is
 *   usually an ordinary word; `I` is not a name.
 * - Presence, not count: each must appear at least once, case-sensitively, as a whole word.
 */

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu;
const NUMBER = /\p{Nd}+(?:[.,]\p{Nd}+)*/gu;
const POSSESSIVE = /['’]s$/u;
const ACRONYM = /^[\p{Lu}\p{Nd}]{2,6}$/u;
/** Skipped when looking back for what precedes a word: spaces, opening quotes, brackets, bullets. */
const LEAD_IN = /[\s"“‘'«([{\-–—*•]/u;
const SENTENCE_END = /[.!?…:\n]/u;

/** The numbers and names of `text` that an edited version must keep, in order of first appearance. */
export function tokensToPreserve(text: string): string[] {
  return [...new Set([...numbersOf(text), ...namesOf(text)])];
}

/** The preserved tokens of `original` that `revised` lost (empty when it kept them all). */
export function missingTokens(original: string, revised: string): string[] {
  const present = new Set([...numbersOf(revised), ...wordsOf(revised)]);
  return tokensToPreserve(original).filter((token) => !present.has(token));
}

function numbersOf(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((match) => normaliseNumber(match[0]));
}

/** `1,200,000` → `1200000`; a comma before anything but three digits is a decimal comma and stays. */
function normaliseNumber(number: string): string {
  return number.replace(/,(?=\p{Nd}{3}(?!\p{Nd}))/gu, '');
}

function wordsOf(text: string): string[] {
  return [...text.matchAll(WORD)].map((match) => match[0].replace(POSSESSIVE, ''));
}

function namesOf(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(POSSESSIVE, '');
    if (isName(word, isSentenceStart(text, match.index))) names.push(word);
  }
  return names;
}

function isName(word: string, opensSentence: boolean): boolean {
  if (!/\p{L}/u.test(word) || word.length < 2) return false;
  if (ACRONYM.test(word) && /\p{Lu}.*\p{Lu}/u.test(word)) return true;
  if (/\p{Ll}\p{Lu}/u.test(word)) return true;
  return /^\p{Lu}/u.test(word) && !opensSentence;
}

function isSentenceStart(text: string, index: number): boolean {
  let position = index - 1;
  while (position >= 0) {
    const character = text[position]!;
    if (SENTENCE_END.test(character)) return true;
    if (!LEAD_IN.test(character)) return false;
    position -= 1;
  }
  return true;
}
