/** A word of the input with its place, in UTF-16 code units as the browser counts. */
export interface WordToken {
  text: string;
  offset: number;
  /** Index in the token list. */
  index: number;
  /** First word of its sentence (a capital here says nothing about proper nouns). */
  isSentenceStart: boolean;
}

export interface SentenceSpan {
  offset: number;
  length: number;
  words: WordToken[];
}

// Letters, marks and digits, with inner apostrophes (don't, Atlanta's, rock’n’roll).
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

// A period after these does not end a sentence.
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'jr',
  'sr',
  'vs',
  'etc',
  'cf',
  'al',
  'no',
  'fig',
  'inc',
  'ltd',
  'co',
  'corp',
  'mt',
  'ft',
  'gen',
  'gov',
  'sen',
  'rep',
  'rev',
  'col',
  'capt',
  'lt',
  'sgt',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'approx',
  'dept',
]);

/**
 * True when the gap between two words ends a sentence: a line break, or . ! ? followed by a space
 * (so 3.5 and file.ts do not), except a period after an abbreviation or an initial (J. Smith).
 */
function endsSentence(gap: string, previousWord: string): boolean {
  if (gap.includes('\n')) return true;
  if (!/[.!?][^\p{L}\p{N}\s]*\s/u.test(gap)) return false;
  if (/[!?]/.test(gap)) return true;
  if (/^\p{L}$/u.test(previousWord)) return false;
  return !ABBREVIATIONS.has(previousWord.toLowerCase());
}

/** Every word of the text, each marked with whether it starts a sentence. */
export function wordTokensOf(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  let end = 0;
  for (const match of text.matchAll(WORD)) {
    const previous = tokens[tokens.length - 1];
    const gap = text.slice(end, match.index);
    tokens.push({
      text: match[0],
      offset: match.index,
      index: tokens.length,
      isSentenceStart: previous === undefined || endsSentence(gap, previous.text),
    });
    end = match.index + match[0].length;
  }
  return tokens;
}

/** The sentences of the text: from a sentence's first word through its closing punctuation. */
export function sentencesOf(text: string, tokens: readonly WordToken[] = wordTokensOf(text)): SentenceSpan[] {
  const sentences: SentenceSpan[] = [];
  let current: WordToken[] = [];
  const close = (nextOffset: number): void => {
    const first = current[0];
    const last = current[current.length - 1];
    if (!first || !last) return;
    const tail = /^[^\p{L}\p{N}\n]*?[.!?]+["'”’)\]]*/u.exec(text.slice(last.offset + last.text.length, nextOffset));
    const stop = last.offset + last.text.length + (tail ? tail[0].length : 0);
    sentences.push({ offset: first.offset, length: stop - first.offset, words: current });
    current = [];
  };
  for (const token of tokens) {
    if (token.isSentenceStart) close(token.offset);
    current.push(token);
  }
  close(text.length);
  return sentences;
}
