import type { TextToken } from './english-text';
import { nounChunks, spanText, type TokenSpan } from './noun-chunks';

/** A term a sentence defines, and the words it defines it with. */
export interface FoundDefinition {
  /** The term's span in the sentence's tokens. */
  term: TokenSpan;
  definition: string;
  /** An acronym written in brackets right after the term: "adenosine triphosphate (ATP)". */
  acronym: string | null;
}

/** "X is/are a ...", "X refers to ...", "X means ...", "X is defined as ...". */
const DEFINING_VERBS: readonly (readonly string[])[] = [
  ['is', 'defined', 'as'],
  ['are', 'defined', 'as'],
  ['can', 'be', 'defined', 'as'],
  ['is', 'the', 'term', 'for'],
  ['refers', 'to'],
  ['refer', 'to'],
  ['means'],
  ['mean'],
  ['denotes'],
  ['describes'],
  ['is'],
  ['are'],
  ['was'],
  ['were'],
];
const COPULAS = new Set(['is', 'are', 'was', 'were']);
/** "... is called X", "... are known as X". */
const NAMING_VERBS: readonly (readonly string[])[] = [['called'], ['known', 'as'], ['termed'], ['named']];
const SEPARATORS = new Set([':', '–', '—', '-']);
const MIN_DEFINITION_WORDS = 3;
const MAX_DEFINITION_WORDS = 60;
/** A copula's complement must name something ("is a process", "are the cells"), not describe ("is small"). */
const COMPLEMENT_STARTS = new Set(['DET', 'NOUN', 'PROPN', 'NUM']);

function matchesAt(tokens: readonly TextToken[], index: number, words: readonly string[]): boolean {
  return words.every((word, offset) => tokens[index + offset]?.normal === word);
}

function wordCount(tokens: readonly TextToken[], from: number, to: number): number {
  return tokens.slice(from, to + 1).filter((token) => /\p{L}|\p{N}/u.test(token.value)).length;
}

/** The tokens [from, to] as a sentence of their own: capitalised, ending with its full stop. */
function asDefinition(tokens: readonly TextToken[], from: number, to: number): string | null {
  let end = to;
  while (end >= from && /^[.,;:!?)]$/.test(tokens[end]?.value ?? '')) end -= 1;
  let start = from;
  while (start <= end && /^[,;:–—-]$/.test(tokens[start]?.value ?? '')) start += 1;
  const words = wordCount(tokens, start, end);
  if (start > end || words < MIN_DEFINITION_WORDS || words > MAX_DEFINITION_WORDS) return null;
  const text = spanText(tokens, { start, end });
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** "(ATP)" right after a term: its acronym and the index after the brackets. */
function acronymAfter(tokens: readonly TextToken[], index: number): { acronym: string; next: number } | null {
  const inside = tokens[index + 1];
  if (tokens[index]?.value !== '(' || !inside || tokens[index + 2]?.value !== ')') return null;
  return /^[\p{Lu}][\p{L}\d]{1,7}$/u.test(inside.value) && /\p{Lu}.*\p{Lu}|\d/u.test(inside.value)
    ? { acronym: inside.value, next: index + 3 }
    : null;
}

/** The chunk the sentence opens with (after articles): the subject a definition would define. */
function openingChunk(tokens: readonly TextToken[], chunks: readonly TokenSpan[]): TokenSpan | undefined {
  let first = 0;
  while (tokens[first]?.pos === 'DET' || tokens[first]?.value === '"' || tokens[first]?.value === '“') first += 1;
  // The longest chunk starting there: "separation of powers" rather than "separation".
  return chunks.filter((chunk) => chunk.start === first).sort((a, b) => b.end - a.end)[0];
}

function subjectDefinition(tokens: readonly TextToken[], chunks: readonly TokenSpan[]): FoundDefinition | null {
  const term = openingChunk(tokens, chunks);
  if (!term) return null;
  let next = term.end + 1;
  const bracket = acronymAfter(tokens, next);
  if (bracket) next = bracket.next;
  const acronym = bracket?.acronym ?? null;
  if (tokens[next]?.value === ',') {
    // Apposition: "Mitochondria, the powerhouses of the cell, make ATP."
    const close = tokens.findIndex((token, index) => index > next && token.value === ',');
    if (tokens[next + 1]?.pos === 'DET' && close > next + 2) {
      const definition = asDefinition(tokens, next + 1, close - 1);
      if (definition) return { term, definition, acronym };
    }
    return null;
  }
  if (SEPARATORS.has(tokens[next]?.value ?? '')) {
    const definition = asDefinition(tokens, next + 1, tokens.length - 1);
    return definition ? { term, definition, acronym } : null;
  }
  for (const verb of DEFINING_VERBS) {
    if (!matchesAt(tokens, next, verb)) continue;
    const from = next + verb.length;
    // "X is called Y" names Y, not X; "X is not ..." and "X is very ..." do not define.
    if (NAMING_VERBS.some((naming) => matchesAt(tokens, from, naming))) return null;
    if (verb.length === 1 && COPULAS.has(verb[0]!) && !COMPLEMENT_STARTS.has(tokens[from]?.pos ?? '')) return null;
    const definition = asDefinition(tokens, from, tokens.length - 1);
    return definition ? { term, definition, acronym } : null;
  }
  return null;
}

/** "The movement of water across a membrane is called osmosis." */
function namedDefinition(tokens: readonly TextToken[], chunks: readonly TokenSpan[]): FoundDefinition | null {
  for (let index = 1; index < tokens.length; index += 1) {
    if (!COPULAS.has(tokens[index - 1]?.normal ?? '')) continue;
    const naming = NAMING_VERBS.find((words) => matchesAt(tokens, index, words));
    if (!naming) continue;
    let at = index + naming.length;
    while (tokens[at]?.pos === 'DET' || tokens[at]?.value === '"' || tokens[at]?.value === '“') at += 1;
    const term = chunks.filter((chunk) => chunk.start === at).sort((a, b) => b.end - a.end)[0];
    // The named term ends the sentence (a bracketed acronym or a full stop may follow).
    if (!term) return null;
    const bracket = acronymAfter(tokens, term.end + 1);
    const rest = tokens.slice(bracket?.next ?? term.end + 1).filter((token) => /\p{L}|\p{N}/u.test(token.value));
    if (rest.length > 0) return null;
    const definition = asDefinition(tokens, 0, index - 2);
    return definition ? { term, definition, acronym: bracket?.acronym ?? null } : null;
  }
  return null;
}

/** "…, the stroma, the fluid that surrounds the thylakoids." An apposition after any chunk but the first. */
function appositions(tokens: readonly TextToken[], chunks: readonly TokenSpan[]): FoundDefinition[] {
  const found: FoundDefinition[] = [];
  // "In the Calvin cycle, the enzyme ...": the comma closes an opening phrase, not an apposition.
  const opensWithPhrase = ['ADP', 'SCONJ', 'ADV'].includes(tokens[0]?.pos ?? '');
  const firstComma = tokens.findIndex((token) => token.value === ',');
  const ends = new Set<number>();
  for (const chunk of [...chunks].sort((a, b) => b.end - b.start - (a.end - a.start))) {
    // The longest chunk ending at a comma speaks for it ("thylakoid membranes", not "membranes").
    if (chunk.start === 0 || ends.has(chunk.end) || tokens[chunk.end + 1]?.value !== ',') continue;
    if (opensWithPhrase && chunk.end + 1 === firstComma) continue;
    ends.add(chunk.end);
    const article = tokens[chunk.end + 2];
    if (article?.pos !== 'DET' || !['a', 'an', 'the'].includes(article.normal)) continue;
    const close = tokens.findIndex((token, index) => index > chunk.end + 2 && /^[,;:)]$/.test(token.value));
    const last = close < 0 ? tokens.length - 1 : close - 1;
    if (wordCount(tokens, chunk.end + 2, last) > 15) continue;
    const definition = asDefinition(tokens, chunk.end + 2, last);
    if (definition) found.push({ term: chunk, definition, acronym: null });
  }
  return found;
}

/**
 * The terms a sentence defines: its subject when it is a defining sentence ("X is a/the ...",
 * "X refers to ...", "X means ...", "X: ...", "X, the ..., ..." or "... is called X"), then any
 * apposition after another term ("..., the stroma, the fluid that ...").
 */
export function findDefinitions(tokens: readonly TextToken[], chunks = nounChunks(tokens)): FoundDefinition[] {
  const main = namedDefinition(tokens, chunks) ?? subjectDefinition(tokens, chunks);
  const others = appositions(tokens, chunks).filter(
    (found) => !main || (found.term.start !== main.term.start && found.term.end !== main.term.end),
  );
  return main ? [main, ...others] : others;
}
