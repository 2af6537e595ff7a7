import type { QueryTerm } from '../search-terms';
import type { Vocabulary } from './vocabulary';

/** One query word as the index understands it: any of these word ids satisfies it. */
export interface ResolvedTerm {
  /** Word ids, ascending. */
  ids: Int32Array;
  /** Relevance multiplier: 1 for the word typed (or its completions), less for a typo correction. */
  weight: number;
}

/** What a typo correction is worth against the word as typed. */
export const CORRECTED_WEIGHT = 0.8;

/**
 * Query words to word ids. The last word of an as-you-type query stands for every word it
 * starts; a word (or prefix) the vocabulary does not know is replaced by its nearest known
 * neighbours. Null when a word has no match at all (then nothing matches).
 */
export function resolveTerms(vocabulary: Vocabulary, terms: readonly QueryTerm[]): ResolvedTerm[] | null {
  const resolved: ResolvedTerm[] = [];
  for (const term of terms) {
    let ids: number[];
    let weight = 1;
    if (term.prefix) {
      ids = vocabulary.idsWithPrefix(term.word);
      if (ids.length === 0) {
        ids = vocabulary.nearestPrefixes(term.word);
        weight = CORRECTED_WEIGHT;
      }
    } else {
      const known = vocabulary.idOf(term.word);
      const id = known ?? vocabulary.nearestWord(term.word);
      if (known === undefined) weight = CORRECTED_WEIGHT;
      ids = id === undefined ? [] : [id];
    }
    if (ids.length === 0) return null;
    resolved.push({ ids: Int32Array.from(ids).sort(), weight });
  }
  return resolved;
}
