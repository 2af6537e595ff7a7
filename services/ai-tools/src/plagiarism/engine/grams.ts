import { gramHashes, signed64, type GramKind } from './hashing';
import { isStopword } from './stopwords';
import type { Token } from './tokens';

/** One word n-gram of a text: its hash and the tokens it spans (first and last, inclusive). */
export interface Gram {
  hash: string;
  kind: GramKind;
  first: number;
  last: number;
}

export interface GramSettings {
  /** Consecutive content words (stopwords skipped) per content n-gram. */
  contentN: number;
  /** Consecutive stopwords (content words skipped) per stopword n-gram. */
  stopwordN: number;
}

/**
 * The two views of a text: content-word 4-grams find copied wording; stopword 8-grams find
 * it again after the content words were swapped for synonyms (Stamatatos 2011).
 */
export const INDEX_GRAMS: GramSettings = { contentN: 4, stopwordN: 8 };

interface Sequence {
  words: string[];
  /** Token index of each word. */
  at: number[];
}

function split(tokens: readonly Token[]): { content: Sequence; stopword: Sequence } {
  const content: Sequence = { words: [], at: [] };
  const stopword: Sequence = { words: [], at: [] };
  tokens.forEach((token, index) => {
    const sequence = isStopword(token.word) ? stopword : content;
    sequence.words.push(token.word);
    sequence.at.push(index);
  });
  return { content, stopword };
}

interface HashedGrams {
  kind: GramKind;
  high: Uint32Array;
  low: Uint32Array;
  first: (gram: number) => number;
  last: (gram: number) => number;
}

function hashed(tokens: readonly Token[], settings: GramSettings): HashedGrams[] {
  const { content, stopword } = split(tokens);
  return (
    [
      ['content', content, settings.contentN],
      ['stopword', stopword, settings.stopwordN],
    ] as const
  ).map(([kind, sequence, n]) => ({
    kind,
    ...gramHashes(sequence.words, n, kind),
    first: (gram: number) => sequence.at[gram]!,
    last: (gram: number) => sequence.at[gram + n - 1]!,
  }));
}

/** Every n-gram of both kinds, in text order within each kind. */
export function allGrams(tokens: readonly Token[], settings: GramSettings = INDEX_GRAMS): Gram[] {
  const grams: Gram[] = [];
  for (const view of hashed(tokens, settings)) {
    for (let index = 0; index < view.high.length; index += 1) {
      grams.push({
        hash: signed64(view.high[index]!, view.low[index]!),
        kind: view.kind,
        first: view.first(index),
        last: view.last(index),
      });
    }
  }
  return grams;
}

/**
 * Winnowing (Schleimer, Wilkerson and Aiken 2003) over each kind: the smallest hash of every window
 * of `window` consecutive n-grams (the rightmost on ties), each kept once. Any run of
 * n + window - 1 shared words of a kind leaves at least one shared fingerprint, with a fraction of
 * the rows.
 */
export function winnowedGrams(tokens: readonly Token[], window: number, settings: GramSettings = INDEX_GRAMS): Gram[] {
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`a winnowing window is at least 1, not ${window}`);
  const chosen: Gram[] = [];
  for (const view of hashed(tokens, settings)) {
    const { high, low } = view;
    const count = high.length;
    if (count === 0) continue;
    const isAtMost = (a: number, b: number) => high[a]! < high[b]! || (high[a] === high[b] && low[a]! <= low[b]!);
    let lastChosen = -1;
    for (let start = 0; ; start += 1) {
      const end = Math.min(start + window, count);
      let minimum = start;
      for (let index = start; index < end; index += 1) if (isAtMost(index, minimum)) minimum = index;
      if (minimum !== lastChosen) {
        chosen.push({
          hash: signed64(high[minimum]!, low[minimum]!),
          kind: view.kind,
          first: view.first(minimum),
          last: view.last(minimum),
        });
        lastChosen = minimum;
      }
      if (end === count) break;
    }
  }
  return chosen;
}
