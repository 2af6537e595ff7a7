/**
 * A word trigram language model with interpolated Kneser-Ney smoothing (Chen and Goodman 1998,
 * one discount per order). It says how predictable each token of a sentence is after the two
 * before it; the detector reads low surprisal as machine-like.
 *
 * The trained model is only its vocabulary and its trigram counts, kept as two sorted typed arrays
 * (a trigram's key is `(u * V + v) * V + w` over word ids): a few megabytes, looked up by binary
 * search. The lower orders' continuation counts are derived from the trigrams when it loads.
 */

export const UNKNOWN = '<unk>';
export const SENTENCE_START = '<s>';
export const SENTENCE_END = '</s>';
const UNKNOWN_ID = 0;
const START_ID = 1;
const END_ID = 2;

/** Words seen fewer times in training are <unk>. */
export const MIN_WORD_COUNT = 2;
export const DEFAULT_DISCOUNT = 0.75;

export interface TrigramCounts {
  /** Ids in order: <unk>, <s>, </s>, then words by descending count (ties alphabetically). */
  vocabulary: string[];
  /** How many distinct training words became <unk>: its probability is shared among them. */
  unknownTypes: number;
  /** Sorted trigram keys and their counts. */
  keys: Float64Array;
  counts: Uint32Array;
}

/** Counts the trigrams of tokenized sentences, each padded with two <s> and one </s>. */
export function countTrigrams(sentences: readonly (readonly string[])[]): TrigramCounts {
  const wordCounts = new Map<string, number>();
  for (const sentence of sentences) {
    for (const token of sentence) wordCounts.set(token, (wordCounts.get(token) ?? 0) + 1);
  }
  const kept = [...wordCounts]
    .filter(([, count]) => count >= MIN_WORD_COUNT)
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .map(([word]) => word);
  const vocabulary = [UNKNOWN, SENTENCE_START, SENTENCE_END, ...kept];
  const ids = new Map(vocabulary.map((word, id) => [word, id]));
  const size = vocabulary.length;

  const trigrams = new Map<number, number>();
  for (const sentence of sentences) {
    let u = START_ID;
    let v = START_ID;
    for (const token of [...sentence, SENTENCE_END]) {
      const w = ids.get(token) ?? UNKNOWN_ID;
      const key = (u * size + v) * size + w;
      trigrams.set(key, (trigrams.get(key) ?? 0) + 1);
      u = v;
      v = w;
    }
  }
  const keys = Float64Array.from(trigrams.keys()).sort();
  const counts = Uint32Array.from(keys, (key) => trigrams.get(key) ?? 0);
  return { vocabulary, unknownTypes: wordCounts.size - kept.length, keys, counts };
}

/** Index of `key` in a sorted array, or -1. */
function indexOf(keys: Float64Array, key: number): number {
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = keys[middle]!;
    if (found === key) return middle;
    if (found < key) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Run-length groups of a sorted key array: distinct keys and how often each occurs. */
function groupSorted(
  sorted: Float64Array,
  weights?: Uint32Array,
): { keys: Float64Array; totals: Float64Array; types: Uint32Array } {
  const keys: number[] = [];
  const totals: number[] = [];
  const types: number[] = [];
  for (let index = 0; index < sorted.length; index += 1) {
    const key = sorted[index]!;
    const weight = weights ? weights[index]! : 1;
    if (keys.length > 0 && keys[keys.length - 1] === key) {
      totals[totals.length - 1]! += weight;
      types[types.length - 1]! += 1;
    } else {
      keys.push(key);
      totals.push(weight);
      types.push(1);
    }
  }
  return { keys: Float64Array.from(keys), totals: Float64Array.from(totals), types: Uint32Array.from(types) };
}

export class KneserNeyTrigramModel {
  readonly vocabularySize: number;
  private readonly ids: Map<string, number>;
  /** Per context (u, v): c(u v .) and the number of distinct words after it. */
  private readonly contexts: ReturnType<typeof groupSorted>;
  /** Per bigram (v, w): N1+(. v w), the number of distinct words before it. */
  private readonly bigramKeys: Float64Array;
  private readonly bigramContinuations: Uint32Array;
  /** Per word v: the sum over w of N1+(. v w), and the number of such w. */
  private readonly middleTotals: Float64Array;
  private readonly middleTypes: Uint32Array;
  /** Per word w: N1+(. w), and their sum (the number of bigram types). */
  private readonly unigramContinuations: Uint32Array;
  private readonly bigramTypes: number;

  constructor(
    private readonly counts: TrigramCounts,
    private readonly discount = DEFAULT_DISCOUNT,
  ) {
    const size = counts.vocabulary.length;
    this.vocabularySize = size;
    this.ids = new Map(counts.vocabulary.map((word, id) => [word, id]));
    const contextKeys = counts.keys.map((key) => Math.floor(key / size));
    this.contexts = groupSorted(contextKeys, counts.counts);

    const tails = counts.keys.map((key) => key % (size * size)).sort();
    const bigrams = groupSorted(tails);
    this.bigramKeys = bigrams.keys;
    this.bigramContinuations = bigrams.types;
    this.middleTotals = new Float64Array(size);
    this.middleTypes = new Uint32Array(size);
    this.unigramContinuations = new Uint32Array(size);
    for (let index = 0; index < bigrams.keys.length; index += 1) {
      const key = bigrams.keys[index]!;
      const v = Math.floor(key / size);
      const w = key % size;
      this.middleTotals[v]! += bigrams.types[index]!;
      this.middleTypes[v]! += 1;
      this.unigramContinuations[w]! += 1;
    }
    this.bigramTypes = bigrams.keys.length;
  }

  get unknownTypes(): number {
    return this.counts.unknownTypes;
  }

  idOf(token: string): number {
    return this.ids.get(token) ?? UNKNOWN_ID;
  }

  /** P(w | u v) over every id but <s> (which is never predicted); the ids sum to 1 for any context. */
  probability(u: number, v: number, w: number): number {
    const size = this.vocabularySize;
    const context = indexOf(this.contexts.keys, u * size + v);
    const lower = this.bigramProbability(v, w);
    if (context < 0) return lower;
    const total = this.contexts.totals[context]!;
    const trigram = indexOf(this.counts.keys, (u * size + v) * size + w);
    const count = trigram < 0 ? 0 : this.counts.counts[trigram]!;
    return (
      Math.max(count - this.discount, 0) / total + ((this.discount * this.contexts.types[context]!) / total) * lower
    );
  }

  /**
   * Bits of surprisal of each token of a tokenized sentence and of its end. A word the model never
   * saw gets <unk>'s probability shared among the training words that became <unk>, so unusual
   * vocabulary reads as surprising (human-like), never as predictable.
   */
  surprisals(tokens: readonly string[]): number[] {
    const bits: number[] = [];
    let u = START_ID;
    let v = START_ID;
    for (const token of [...tokens, SENTENCE_END]) {
      const w = token === SENTENCE_END ? END_ID : this.idOf(token);
      let probability = this.probability(u, v, w);
      if (w === UNKNOWN_ID) probability /= Math.max(1, this.counts.unknownTypes);
      bits.push(-Math.log2(probability));
      u = v;
      v = w;
    }
    return bits;
  }

  /** The words seen after (u, v) in training and how often: for sampling synthetic text. */
  continuations(context: readonly string[]): { words: string[]; counts: number[] } {
    const size = this.vocabularySize;
    const [u, v] = [context.at(-2) ?? SENTENCE_START, context.at(-1) ?? SENTENCE_START].map((token) =>
      token === SENTENCE_START ? START_ID : this.idOf(token),
    ) as [number, number];
    const words: string[] = [];
    const counts: number[] = [];
    let index = lowerBound(this.counts.keys, (u * size + v) * size);
    while (index < this.counts.keys.length && Math.floor(this.counts.keys[index]! / size) === u * size + v) {
      words.push(this.counts.vocabulary[this.counts.keys[index]! % size]!);
      counts.push(this.counts.counts[index]!);
      index += 1;
    }
    return { words, counts };
  }

  private bigramProbability(v: number, w: number): number {
    const unigram = (this.unigramContinuations[w]! + 1) / (this.bigramTypes + this.vocabularySize - 1);
    const total = this.middleTotals[v]!;
    if (total === 0) return unigram;
    const bigram = indexOf(this.bigramKeys, v * this.vocabularySize + w);
    const continuation = bigram < 0 ? 0 : this.bigramContinuations[bigram]!;
    return (
      Math.max(continuation - this.discount, 0) / total + ((this.discount * this.middleTypes[v]!) / total) * unigram
    );
  }
}

/** The first index whose key is at least `key`. */
function lowerBound(keys: Float64Array, key: number): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
