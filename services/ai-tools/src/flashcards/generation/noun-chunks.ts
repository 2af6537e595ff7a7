import type { TextToken } from './english-text';

/** A run of tokens [start, end] (inclusive) of one sentence. */
export interface TokenSpan {
  start: number;
  end: number;
}

const NOMINAL = new Set(['NOUN', 'PROPN']);
const MODIFIER = new Set(['ADJ', 'NOUN', 'PROPN']);
/** The longest term kept: longer runs are cut to their last words (the head and its modifiers). */
export const MAX_TERM_WORDS = 4;

/** A word worth a card: has a letter and is more than one character (or an acronym like 'pH'). */
export function isWordy(token: TextToken): boolean {
  return /\p{L}/u.test(token.value) && (token.value.length > 1 || /\p{Lu}/u.test(token.value));
}

/** A hyphen written between two words without spaces ("light-dependent"). */
function isJoiningHyphen(tokens: readonly TextToken[], index: number): boolean {
  const token = tokens[index];
  const next = tokens[index + 1];
  return token !== undefined && next !== undefined && token.value === '-' && !token.spaced && !next.spaced;
}

const RELATIVE_PRONOUNS = new Set(['that', 'which', 'who']);

function isRunToken(tokens: readonly TextToken[], index: number): boolean {
  const token = tokens[index];
  if (!token) return false;
  if (isJoiningHyphen(tokens, index)) return true;
  // The word after a joining hyphen belongs to the run whatever its tag ("dependent" in light-dependent).
  if (index > 0 && isJoiningHyphen(tokens, index - 1) && isWordy(token)) return true;
  // "the fluid that surrounds": the tagger calls the verb a plural noun.
  if (RELATIVE_PRONOUNS.has(tokens[index - 1]?.normal ?? '')) return false;
  if (isVerbTakenForNoun(tokens, index)) return false;
  return MODIFIER.has(token.pos) && isWordy(token);
}

/** What follows a verb, not a noun: "the bond forms when", "the deviation measures the". */
const AFTER_VERB = new Set(['DET', 'SCONJ', 'PRON', 'ADV', 'PART', 'AUX']);

/**
 * "A covalent bond forms when ...": a word in -s after a singular noun and before a determiner,
 * pronoun, adverb or conjunction is the sentence's verb, which the tagger took for a plural noun.
 */
function isVerbTakenForNoun(tokens: readonly TextToken[], index: number): boolean {
  const token = tokens[index];
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  if (!token || !before || token.pos !== 'NOUN' || token.normal === token.lemma || !token.normal.endsWith('s'))
    return false;
  const isSingularNoun = before.pos === 'NOUN' && before.normal === before.lemma;
  return isSingularNoun && after !== undefined && AFTER_VERB.has(after.pos);
}

/**
 * A plural noun ends a noun run: nouns that modify another are singular ("water molecules"), so a
 * plural followed by more nouns is a subject before a verb the tagger took for a noun
 * ("the reactions release oxygen", "rubisco fixes carbon").
 */
function endsRun(token: TextToken): boolean {
  return token.pos === 'NOUN' && token.normal !== token.lemma && /s$/.test(token.normal);
}

/**
 * Noun chunks: maximal runs of adjectives and nouns ending in a noun ("light-dependent reactions",
 * "Calvin cycle"), and two such runs joined by "of" ("separation of powers", "law of demand").
 */
export function nounChunks(tokens: readonly TextToken[]): TokenSpan[] {
  const runs: TokenSpan[] = [];
  let index = 0;
  while (index < tokens.length) {
    if (!isRunToken(tokens, index) || isJoiningHyphen(tokens, index)) {
      index += 1;
      continue;
    }
    let end = index;
    while (!endsRun(tokens[end]!) && isRunToken(tokens, end + 1)) end += 1;
    let head = end;
    while (head >= index && !NOMINAL.has(tokens[head]?.pos ?? '')) head -= 1;
    if (head >= index) runs.push({ start: index, end: head });
    index = end + 1;
  }
  const joined: TokenSpan[] = [];
  for (let at = 0; at < runs.length; at += 1) {
    const run = runs[at]!;
    const next = runs[at + 1];
    joined.push(run);
    if (next && next.start === run.end + 2 && tokens[run.end + 1]?.normal === 'of') {
      joined.push({ start: run.start, end: next.end });
    }
  }
  return joined;
}

/** The span's text as written: words joined with the spaces the text had. */
export function spanText(tokens: readonly TextToken[], span: TokenSpan): string {
  let text = '';
  for (let index = span.start; index <= span.end; index += 1) {
    const token = tokens[index]!;
    text += (index > span.start && token.spaced ? ' ' : '') + token.value;
  }
  return text;
}

/** The words of a span (hyphens dropped), for counting and matching. */
export function spanWords(tokens: readonly TextToken[], span: TokenSpan): TextToken[] {
  return tokens.slice(span.start, span.end + 1).filter((token) => token.value !== '-');
}

/**
 * The span's words as lower-case lemmas, a hyphenated compound as one word ("light-dependent"):
 * a compound is specific even when its parts are everyday words.
 */
export function spanLemmas(tokens: readonly TextToken[], span: TokenSpan): string[] {
  const words: string[] = [];
  for (let index = span.start; index <= span.end; index += 1) {
    const token = tokens[index]!;
    if (token.value === '-') continue;
    const word = token.lemma.toLowerCase();
    if (index > span.start && isJoiningHyphen(tokens, index - 1)) words[words.length - 1] += `-${token.normal}`;
    else words.push(word);
  }
  return words;
}
