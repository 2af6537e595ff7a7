import { editDistance, prefixDistance } from './edit-distance';
import { grown } from './growable';

/** Words of at most this many letters are never corrected: too many neighbours to guess from. */
const MIN_CORRECTED_LENGTH = 3;
/** Corrections a typed prefix may expand to, most frequent first. */
const MAX_PREFIX_CORRECTIONS = 32;
/** Words added since the last sort are scanned one by one; past this many, the list is sorted again. */
const MAX_UNSORTED = 1000;

function allowedEdits(length: number, prefix: boolean): number {
  if (length >= 8) return 2;
  return length >= (prefix ? 4 : MIN_CORRECTED_LENGTH) ? 1 : 0;
}

/** Letter triples of a word padded as pg_trgm pads it; a prefix gets no end padding. */
function trigramsOf(word: string, prefix: boolean): string[] {
  const padded = `  ${word}${prefix ? '' : ' '}`;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  return [...grams];
}

/**
 * Every word an index knows, with an id each, how many entries hold it, a sorted view for
 * prefixes and a trigram map for typo correction. Ids are dense and never reused.
 */
export class Vocabulary {
  readonly words: string[] = [];
  private readonly idsByWord = new Map<string, number>();
  private frequencies = new Int32Array(1024);
  private sortedIds = new Int32Array(0);
  private readonly trigramWords = new Map<string, number[]>();
  private shared = new Uint8Array(1024);

  get size(): number {
    return this.words.length;
  }

  idOf(word: string): number | undefined {
    return this.idsByWord.get(word);
  }

  /** The word's id, adding the word when it is new. */
  add(word: string): number {
    const known = this.idsByWord.get(word);
    if (known !== undefined) return known;
    const id = this.words.length;
    this.words.push(word);
    this.idsByWord.set(word, id);
    if (id >= this.frequencies.length) this.frequencies = grown(this.frequencies, id + 1);
    for (const gram of trigramsOf(word, false)) {
      const list = this.trigramWords.get(gram);
      if (list) list.push(id);
      else this.trigramWords.set(gram, [id]);
    }
    return id;
  }

  frequencyOf(id: number): number {
    return this.frequencies[id] ?? 0;
  }

  countEntry(id: number, by = 1): void {
    this.frequencies[id] = (this.frequencies[id] ?? 0) + by;
  }

  /** Sorts the words for prefix lookups; call after a bulk load (adds later sort themselves). */
  sort(): void {
    const ids = Int32Array.from(this.words.keys());
    const words = this.words;
    ids.sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0));
    this.sortedIds = ids;
  }

  /** Ids of the words starting with `prefix` (the word itself included). */
  idsWithPrefix(prefix: string): number[] {
    if (this.words.length - this.sortedIds.length > MAX_UNSORTED) this.sort();
    const words = this.words;
    const sorted = this.sortedIds;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[sorted[middle]!]! < prefix) low = middle + 1;
      else high = middle;
    }
    const ids: number[] = [];
    for (let i = low; i < sorted.length && words[sorted[i]!]!.startsWith(prefix); i += 1) ids.push(sorted[i]!);
    for (let id = sorted.length; id < words.length; id += 1) if (words[id]!.startsWith(prefix)) ids.push(id);
    return ids;
  }

  /** The known word nearest to an unknown one, or undefined when none is close enough. */
  nearestWord(word: string): number | undefined {
    const edits = allowedEdits(word.length, false);
    if (edits === 0) return undefined;
    let best: { id: number; distance: number } | undefined;
    for (const id of this.candidates(word, false, edits)) {
      const candidate = this.words[id]!;
      const distance = editDistance(word, candidate, edits);
      if (!Number.isFinite(distance)) continue;
      if (!best || this.better(id, distance, best.id, best.distance)) best = { id, distance };
    }
    return best?.id;
  }

  /** The known words a mistyped prefix most likely starts ("calcl" → calculus, calculate, ...). */
  nearestPrefixes(prefix: string): number[] {
    const edits = allowedEdits(prefix.length, true);
    if (edits === 0) return [];
    let bestDistance = Number.POSITIVE_INFINITY;
    let ids: number[] = [];
    for (const id of this.candidates(prefix, true, edits)) {
      const distance = prefixDistance(prefix, this.words[id]!, edits);
      if (!Number.isFinite(distance)) continue;
      if (distance < bestDistance) {
        bestDistance = distance;
        ids = [id];
      } else if (distance === bestDistance) ids.push(id);
    }
    return ids
      .sort((a, b) => this.frequencyOf(b) - this.frequencyOf(a) || (this.words[a]! < this.words[b]! ? -1 : 1))
      .slice(0, MAX_PREFIX_CORRECTIONS);
  }

  private better(id: number, distance: number, bestId: number, bestDistance: number): boolean {
    if (distance !== bestDistance) return distance < bestDistance;
    const byFrequency = this.frequencyOf(id) - this.frequencyOf(bestId);
    if (byFrequency !== 0) return byFrequency > 0;
    return this.words[id]! < this.words[bestId]!;
  }

  /**
   * Words sharing enough letter triples with `word` to be within `edits`: a letter changed,
   * added or dropped breaks at most 3 triples, two neighbours swapped at most 4.
   */
  private candidates(word: string, prefix: boolean, edits: number): number[] {
    const grams = trigramsOf(word, prefix);
    const needed = Math.max(1, grams.length - 4 * edits);
    if (this.shared.length < this.words.length) this.shared = new Uint8Array(this.words.length * 2);
    const shared = this.shared;
    const touched: number[] = [];
    for (const gram of grams) {
      for (const id of this.trigramWords.get(gram) ?? []) {
        if (shared[id] === 0) touched.push(id);
        shared[id] = shared[id]! + 1;
      }
    }
    const found: number[] = [];
    for (const id of touched) {
      if (shared[id]! >= needed && this.frequencyOf(id) > 0) found.push(id);
      shared[id] = 0;
    }
    return found;
  }
}
