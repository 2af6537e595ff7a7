import { allGrams, type GramSettings } from './grams';
import { sentenceBounds } from './sentences';

/** A span of tokens, first and last inclusive. */
export interface TokenSpan {
  first: number;
  last: number;
}

/** A passage of the input found in a source: where in each, and how many n-grams they share in it. */
export interface AlignedPassage {
  query: TokenSpan;
  source: TokenSpan;
  seeds: number;
  contentSeeds: number;
}

export interface AlignmentSettings {
  /** The seeds: shared content-word and stopword n-grams. */
  grams: GramSettings;
  /** Seeds this many tokens apart or closer in the input join one passage. */
  maxQueryGap: number;
  /** ...when they also lie within this many tokens of the passage's part of the source. */
  maxSourceGap: number;
  /** A passage needs this many seeds, at least one of them a content n-gram... */
  minSeeds: number;
  /** ...or this many stopword n-grams alone (a paraphrase that replaced every content word)... */
  minStopwordSeeds: number;
  /** ...and this many words of the input. */
  minWords: number;
  /** A passage's end moves to its sentence's end when no more than this share of the sentence is outside it. */
  maxSentenceExtension: number;
  /** Occurrences of one n-gram in a source beyond this are ignored (a repeated phrase). */
  maxOccurrences: number;
}

/** Tuned on the benchmark's tuning half (infra/src/bench/plagiarism, ADR 0022). */
export const ALIGNMENT_SETTINGS: AlignmentSettings = {
  grams: { contentN: 3, stopwordN: 8 },
  maxQueryGap: 30,
  maxSourceGap: 60,
  minSeeds: 3,
  minStopwordSeeds: 4,
  minWords: 12,
  maxSentenceExtension: 0.5,
  maxOccurrences: 4,
};

interface Seed {
  query: TokenSpan;
  source: TokenSpan;
  isContent: boolean;
}

export interface AlignmentText {
  words: readonly string[];
  /** The sentence number of each word (see sentenceOfTokens). */
  sentenceOf: readonly number[];
}

/** Every pair of equal n-grams, the input's in text order. */
function seedsOf(query: readonly string[], source: readonly string[], settings: AlignmentSettings): Seed[] {
  const asTokens = (words: readonly string[]) => words.map((word) => ({ word, start: 0, end: 0 }));
  const inSource = new Map<string, TokenSpan[]>();
  for (const gram of allGrams(asTokens(source), settings.grams)) {
    const spans = inSource.get(gram.hash) ?? [];
    if (spans.length < settings.maxOccurrences) spans.push({ first: gram.first, last: gram.last });
    inSource.set(gram.hash, spans);
  }
  const seeds: Seed[] = [];
  for (const gram of allGrams(asTokens(query), settings.grams)) {
    for (const span of inSource.get(gram.hash) ?? []) {
      seeds.push({ query: { first: gram.first, last: gram.last }, source: span, isContent: gram.kind === 'content' });
    }
  }
  return seeds.sort((a, b) => a.query.first - b.query.first || a.source.first - b.source.first);
}

interface Cluster {
  query: TokenSpan;
  source: TokenSpan;
  seeds: number;
  contentSeeds: number;
}

function joins(cluster: Cluster, query: TokenSpan, source: TokenSpan, settings: AlignmentSettings): boolean {
  // The source side may be reordered (shuffled sentences), so its allowance grows with the passage.
  const sourceSlack = settings.maxSourceGap + (cluster.query.last - cluster.query.first);
  return (
    query.first - cluster.query.last <= settings.maxQueryGap &&
    source.first <= cluster.source.last + sourceSlack &&
    source.last >= cluster.source.first - sourceSlack
  );
}

function absorb(cluster: Cluster, other: { query: TokenSpan; source: TokenSpan; seeds: number; contentSeeds: number }): void {
  cluster.query = { first: Math.min(cluster.query.first, other.query.first), last: Math.max(cluster.query.last, other.query.last) };
  cluster.source = {
    first: Math.min(cluster.source.first, other.source.first),
    last: Math.max(cluster.source.last, other.source.last),
  };
  cluster.seeds += other.seeds;
  cluster.contentSeeds += other.contentSeeds;
}

/** Seeds in input order, each joining the nearest open cluster that lies close in both texts. */
function cluster(seeds: readonly Seed[], settings: AlignmentSettings): Cluster[] {
  const clusters: Cluster[] = [];
  for (const seed of seeds) {
    const open = clusters.filter((candidate) => seed.query.first - candidate.query.last <= settings.maxQueryGap);
    const target = open
      .filter((candidate) => joins(candidate, seed.query, seed.source, settings))
      .sort((a, b) => distance(a.source, seed.source) - distance(b.source, seed.source))[0];
    const piece = { query: seed.query, source: seed.source, seeds: 1, contentSeeds: seed.isContent ? 1 : 0 };
    if (target) absorb(target, piece);
    else clusters.push({ ...piece, query: { ...seed.query }, source: { ...seed.source } });
  }
  return clusters;
}

function distance(span: TokenSpan, other: TokenSpan): number {
  if (other.last < span.first) return span.first - other.last;
  if (other.first > span.last) return other.first - span.last;
  return 0;
}

/** Moves a span's ends out to its sentences' ends when most of those sentences is already inside. */
function toSentences(
  span: TokenSpan,
  text: AlignmentText,
  bounds: readonly TokenSpan[],
  settings: AlignmentSettings,
): TokenSpan {
  const firstSentence = bounds[text.sentenceOf[span.first]!]!;
  const lastSentence = bounds[text.sentenceOf[span.last]!]!;
  const allows = (outside: number, sentence: TokenSpan) =>
    outside <= settings.maxSentenceExtension * (sentence.last - sentence.first + 1);
  return {
    first: allows(span.first - firstSentence.first, firstSentence) ? firstSentence.first : span.first,
    last: allows(lastSentence.last - span.last, lastSentence) ? lastSentence.last : span.last,
  };
}

/** Passages near each other in both texts become one (a detection should be one, not several pieces). */
function mergeNear(passages: Cluster[], settings: AlignmentSettings): Cluster[] {
  const sorted = [...passages].sort((a, b) => a.query.first - b.query.first);
  const merged: Cluster[] = [];
  for (const passage of sorted) {
    const previous = merged[merged.length - 1];
    if (previous && joins(previous, passage.query, passage.source, settings)) absorb(previous, passage);
    else merged.push({ ...passage });
  }
  return merged;
}

/**
 * Seed-and-extend alignment of an input with one source: shared n-grams are the seeds, seeds close
 * in both texts are merged into passages, passages with too little evidence are dropped (chance
 * matches of common phrases), and the rest are extended to sentence boundaries and merged again.
 */
export function alignPassages(
  query: AlignmentText,
  source: AlignmentText,
  settings: AlignmentSettings = ALIGNMENT_SETTINGS,
): AlignedPassage[] {
  const evident = cluster(seedsOf(query.words, source.words, settings), settings).filter(
    (candidate) =>
      ((candidate.seeds >= settings.minSeeds && candidate.contentSeeds >= 1) ||
        candidate.seeds - candidate.contentSeeds >= settings.minStopwordSeeds) &&
      candidate.query.last - candidate.query.first + 1 >= settings.minWords,
  );
  const queryBounds = sentenceBounds(query.sentenceOf);
  const sourceBounds = sentenceBounds(source.sentenceOf);
  const extended = evident.map((passage) => ({
    ...passage,
    query: toSentences(passage.query, query, queryBounds, settings),
    source: toSentences(passage.source, source, sourceBounds, settings),
  }));
  return mergeNear(extended, settings);
}
