/**
 * How the detector cuts a text: into sentences (with their place in the text, so the screen can
 * highlight them) and into the lower-case tokens the n-gram model counts. Training and scoring use
 * these same functions, so the model never sees a text cut differently from the one it scores.
 */

export interface SentenceSpan {
  text: string;
  offset: number;
  length: number;
}

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'cf',
  'no',
  'fig',
  'vol',
  'pp',
  'inc',
  'ltd',
  'co',
  'corp',
  'gen',
  'gov',
  'rev',
  'u.s',
  'a.m',
  'p.m',
]);

/** An end mark with optional closing quotes or brackets, then space, or a blank line. */
const BOUNDARY = /([.?!…]+["'”’)\]]*)(\s+)|\n\s*\n/g;

function endsWithAbbreviation(before: string): boolean {
  const word = /([\p{L}.]+)\.$/u.exec(before)?.[1]?.toLowerCase();
  if (!word) return false;
  // A single capital letter ("J. Smith") is an initial, not an end.
  return ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word);
}

/** The sentences of a text, trimmed, with their offsets; blank lines always end a sentence. */
export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const leading = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (/[\p{L}\p{N}]/u.test(trimmed)) spans.push({ text: trimmed, offset: start + leading, length: trimmed.length });
  };
  for (const match of text.matchAll(BOUNDARY)) {
    const end = match.index + (match[1]?.length ?? 0);
    if (match[1] !== undefined) {
      const next = text.slice(match.index + match[0].length, match.index + match[0].length + 1);
      // The next sentence starts with a capital, a digit or an opening quote; "e.g. the" goes on.
      if (!/^[\p{Lu}\p{N}"'“‘(]/u.test(next)) continue;
      if (match[1].startsWith('.') && endsWithAbbreviation(text.slice(start, end))) continue;
    }
    push(end);
    start = match.index + match[0].length;
  }
  push(text.length);
  return spans;
}

/** Stands for every number, so "1964" and "2026" are the same token. */
export const NUMBER_TOKEN = '<num>';

const TOKEN = /\p{L}+(?:['’-]\p{L}+)*|\p{N}+(?:[.,:]\p{N}+)*|[.,;:?!()"—]/gu;

/** Lower-case words, one token per number, and punctuation marks as tokens of their own. */
export function tokenize(sentence: string): string[] {
  const tokens: string[] = [];
  for (const [token] of sentence.matchAll(TOKEN)) {
    if (/^\p{N}/u.test(token)) tokens.push(NUMBER_TOKEN);
    else tokens.push(token.toLowerCase().replace(/’/g, "'"));
  }
  return tokens;
}

export function isWordToken(token: string): boolean {
  return token === NUMBER_TOKEN || /^\p{L}/u.test(token);
}
