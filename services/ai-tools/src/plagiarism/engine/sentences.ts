import type { Token } from './tokens';

/**
 * The sentence of each token: a new sentence starts after ".", "!" or "?" followed by white space
 * and a capital letter, digit or opening quote, and after a blank line (a paragraph). A single line
 * break is not a boundary: text extracted from a PDF breaks lines mid-sentence. Good enough to
 * extend a matched passage to whole sentences; abbreviations before a capital may split early.
 */
export function sentenceOfTokens(text: string, tokens: readonly Token[]): number[] {
  const sentence: number[] = new Array<number>(tokens.length);
  let current = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    if (index > 0 && startsSentence(text, tokens[index - 1]!.end, tokens[index]!.start)) current += 1;
    sentence[index] = current;
  }
  return sentence;
}

function startsSentence(text: string, gapStart: number, next: number): boolean {
  const gap = text.slice(gapStart, next);
  if (/\n[^\S\n]*\n/.test(gap)) return true;
  if (!/[.!?]/.test(gap) || !/\s/.test(gap)) return false;
  return /[\p{Lu}\p{N}]/u.test(text.charAt(next)) || /[.!?]["'”’)\]]*\s+["'“‘(]/.test(gap);
}

/** First and last token index of every sentence, by sentence number. */
export function sentenceBounds(sentenceOf: readonly number[]): { first: number; last: number }[] {
  const bounds: { first: number; last: number }[] = [];
  sentenceOf.forEach((sentence, index) => {
    const bound = bounds[sentence];
    if (bound) bound.last = index;
    else bounds[sentence] = { first: index, last: index };
  });
  return bounds;
}
