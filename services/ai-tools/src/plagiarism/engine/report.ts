import type { AlignedPassage } from './alignment';
import type { ExclusionKind } from './excluded-regions';
import type { Token } from './tokens';

/** One aligned passage placed in the input and its source, and whether it counts. */
export interface PlacedPassage<TSource> {
  source: TSource;
  /** Character offsets in the input and in the source's text (end exclusive). */
  inputStart: number;
  inputEnd: number;
  sourceStart: number;
  sourceEnd: number;
  /** Words of the input in the passage that count towards the similarity. */
  words: number;
  /** The passage's share of the input's counted words, 0 to 1. */
  share: number;
  /** Quoted or in the works cited: reported apart, never counted. */
  excludedAs: ExclusionKind | null;
}

export interface SimilaritySummary<TSource> {
  /** Share of the input's counted words inside counted passages, 0 to 1. */
  similarity: number;
  /** Words of the input outside quotes and the works cited. */
  countedWords: number;
  totalWords: number;
  passages: PlacedPassage<TSource>[];
}

export interface SourceAlignment<TSource> {
  source: TSource;
  tokens: readonly Token[];
  passages: readonly AlignedPassage[];
}

/**
 * The similarity arithmetic: a passage mostly inside quotation marks or the works cited is reported
 * apart; the others count their words outside those regions. The overall figure is the share of the
 * counted words covered by at least one counted passage, so two sources matching the same sentence
 * count it once.
 */
export function summarise<TSource>(
  inputTokens: readonly Token[],
  exclusion: readonly (ExclusionKind | null)[],
  alignments: readonly SourceAlignment<TSource>[],
): SimilaritySummary<TSource> {
  const countedWords = exclusion.filter((kind) => kind === null).length;
  const covered = new Uint8Array(inputTokens.length);
  const passages: PlacedPassage<TSource>[] = [];
  for (const alignment of alignments) {
    for (const passage of alignment.passages) {
      const kinds = exclusion.slice(passage.query.first, passage.query.last + 1);
      const counted = kinds.filter((kind) => kind === null).length;
      const excludedAs = counted * 2 >= kinds.length ? null : majorityExclusion(kinds);
      if (excludedAs === null) {
        for (let index = passage.query.first; index <= passage.query.last; index += 1) {
          if (exclusion[index] === null) covered[index] = 1;
        }
      }
      passages.push({
        source: alignment.source,
        inputStart: inputTokens[passage.query.first]!.start,
        inputEnd: inputTokens[passage.query.last]!.end,
        sourceStart: alignment.tokens[passage.source.first]!.start,
        sourceEnd: alignment.tokens[passage.source.last]!.end,
        words: excludedAs === null ? counted : 0,
        share: excludedAs === null && countedWords > 0 ? counted / countedWords : 0,
        excludedAs,
      });
    }
  }
  const coveredWords = covered.reduce((sum, flag) => sum + flag, 0);
  return {
    similarity: countedWords === 0 ? 0 : coveredWords / countedWords,
    countedWords,
    totalWords: inputTokens.length,
    passages: passages.sort((a, b) => a.inputStart - b.inputStart || b.share - a.share),
  };
}

function majorityExclusion(kinds: readonly (ExclusionKind | null)[]): ExclusionKind {
  const bibliography = kinds.filter((kind) => kind === 'bibliography').length;
  const quote = kinds.filter((kind) => kind === 'quote').length;
  return bibliography > quote ? 'bibliography' : 'quote';
}
