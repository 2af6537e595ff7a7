import type { WordToken } from './text-tokens';

/** Spans of text that are not prose: addresses, code and the like. */
const NOT_PROSE = [
  /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"]+/giu,
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu,
  /`[^`\n]+`/gu,
  // Code-ish: snake_case, dotted.names, paths, calls, key=value, #tags and @handles.
  /[^\s]*(?:[_\\/=<>{}[\]|~^$]|\.\p{L}|\(\))[^\s]*/gu,
  /[#@][\p{L}\p{N}_]+/gu,
];

export interface ProseMask {
  isProse(token: WordToken): boolean;
}

/** Marks the code, URLs and e-mail addresses of a text, where no word is spell-checked. */
export function proseMaskOf(text: string): ProseMask {
  const spans: [number, number][] = [];
  for (const pattern of NOT_PROSE) {
    for (const match of text.matchAll(pattern)) spans.push([match.index, match.index + match[0].length]);
  }
  return {
    isProse: (token) => !spans.some(([start, end]) => token.offset < end && token.offset + token.text.length > start),
  };
}

/**
 * Words a spelling check must leave alone: names (a capital mid-sentence, or a capitalised word
 * the text also capitalises mid-sentence), acronyms, mixed case (iPhone, McDonald), words with
 * digits, single letters, and tokens inside code, URLs and e-mail addresses.
 */
export function isExemptFromSpelling(token: WordToken, mask: ProseMask, namesInText: ReadonlySet<string>): boolean {
  const word = token.text;
  if ([...word].length < 2) return true;
  if (/\p{N}/u.test(word)) return true;
  if (!mask.isProse(token)) return true;
  const letters = word.replace(/['’]/g, '');
  if (letters === letters.toUpperCase() && letters !== letters.toLowerCase()) return true;
  if (/\p{Ll}\p{Lu}/u.test(letters) || /^\p{Lu}{2,}\p{Ll}/u.test(letters)) return true;
  if (/^\p{Lu}/u.test(word)) return !token.isSentenceStart || namesInText.has(word);
  return false;
}

/** Capitalised words the text uses mid-sentence: names, so the same word at a sentence start is one too. */
export function namesIn(tokens: readonly WordToken[]): Set<string> {
  const names = new Set<string>();
  for (const token of tokens) {
    if (!token.isSentenceStart && /^\p{Lu}/u.test(token.text)) names.add(token.text);
  }
  return names;
}
