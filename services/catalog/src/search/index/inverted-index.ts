import { Int32List, grown } from './growable';
import { Vocabulary } from './vocabulary';

/** One query word as the index understands it: any of these word ids satisfies it. */
export interface ResolvedTerm {
  /** Word ids, ascending. */
  ids: Int32Array;
  /** Relevance multiplier: 1 for the word typed (or its completions), less for a typo correction. */
  weight: number;
}

/** The words of one entry, per field, most important field first. */
export type FieldWords = readonly (readonly string[])[];

interface Postings {
  /** Per word id, where its entries start in `entries` (word ids added after the build have none). */
  offsets: Int32Array;
  entries: Int32Array;
}

const CORRECTED_WEIGHT = 0.8;
/** Entries laid out between two yields to the event loop while building (a power of two minus one). */
const YIELD_EVERY = (1 << 14) - 1;

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Word → entries lists per field, in two parts: the main part, built in one go with entries
 * numbered in popularity order (so every list is sorted best first), and a small delta of the
 * entries added since, in plain arrays. A removed entry is only marked dead; a changed one is
 * removed and added again under a new number. The first field also has an entry → words
 * (forward) list, which lets suggestions check candidates without intersecting lists.
 */
export class InvertedIndex {
  private readonly deltaPostings: Map<number, number[]>[];
  private readonly deltaForward = new Map<number, Int32Array>();
  private alive: Uint8Array;
  private entryCount: number;
  private liveCount: number;
  private matchCounts = new Uint8Array(0);
  private matchScores = new Float32Array(0);
  private matchTerms = new Int32Array(0);

  constructor(
    readonly vocabulary: Vocabulary,
    /** Weight of a match in each field, most important first. */
    readonly fieldWeights: readonly number[],
    private readonly main: readonly Postings[],
    private readonly mainForward: Postings,
    /** Entries 0 .. mainCount - 1 are in the main part. */
    readonly mainCount: number,
  ) {
    this.deltaPostings = fieldWeights.map(() => new Map<number, number[]>());
    this.alive = new Uint8Array(Math.max(16, mainCount)).fill(1, 0, mainCount);
    this.entryCount = mainCount;
    this.liveCount = mainCount;
  }

  /** Entry numbers handed out so far, dead ones included. */
  get size(): number {
    return this.entryCount;
  }

  get live(): number {
    return this.liveCount;
  }

  /** Entries added after the build. */
  get deltaSize(): number {
    return this.entryCount - this.mainCount;
  }

  isAlive(entry: number): boolean {
    return this.alive[entry] === 1;
  }

  /** Adds an entry after the build; returns its number. */
  add(fields: FieldWords): number {
    const entry = this.entryCount;
    this.entryCount += 1;
    this.liveCount += 1;
    this.alive = grown(this.alive, this.entryCount);
    this.alive[entry] = 1;
    const seen = new Set<number>();
    fields.forEach((words, field) => {
      const postings = this.deltaPostings[field]!;
      for (const word of words) {
        const id = this.vocabulary.add(word);
        if (seen.has(id)) continue;
        seen.add(id);
        this.vocabulary.countEntry(id);
        const list = postings.get(id);
        if (list) list.push(entry);
        else postings.set(id, [entry]);
      }
    });
    const titleIds = [...new Set((fields[0] ?? []).map((word) => this.vocabulary.idOf(word)!))];
    this.deltaForward.set(entry, Int32Array.from(titleIds));
    return entry;
  }

  remove(entry: number): void {
    if (this.alive[entry] !== 1) return;
    this.alive[entry] = 0;
    this.liveCount -= 1;
  }

  /**
   * Query words to word ids. The last word of an as-you-type query stands for every word it
   * starts; a word (or prefix) the index does not know is replaced by its nearest known
   * neighbours. Null when a word has no match at all (then nothing matches).
   */
  resolve(terms: readonly { word: string; prefix: boolean }[]): ResolvedTerm[] | null {
    const resolved: ResolvedTerm[] = [];
    for (const term of terms) {
      let ids: number[];
      let weight = 1;
      if (term.prefix) {
        ids = this.vocabulary.idsWithPrefix(term.word);
        if (ids.length === 0) {
          ids = this.vocabulary.nearestPrefixes(term.word);
          weight = CORRECTED_WEIGHT;
        }
      } else {
        const known = this.vocabulary.idOf(term.word);
        const id = known ?? this.vocabulary.nearestWord(term.word);
        if (known === undefined) weight = CORRECTED_WEIGHT;
        ids = id === undefined ? [] : [id];
      }
      if (ids.length === 0) return null;
      resolved.push({ ids: Int32Array.from(ids).sort(), weight });
    }
    return resolved;
  }

  /**
   * Calls `visit` once for every live entry matching all terms (in any field), with its
   * relevance: per term, the weight of the best field it matched in. Synchronous on purpose:
   * the scratch arrays are shared.
   */
  matchAll(terms: readonly ResolvedTerm[], visit: (entry: number, score: number) => void): void {
    if (terms.length === 0) return;
    if (this.matchCounts.length < this.entryCount) {
      this.matchCounts = new Uint8Array(this.entryCount * 2);
      this.matchScores = new Float32Array(this.entryCount * 2);
    }
    const counts = this.matchCounts;
    const scores = this.matchScores;
    const ordered = [...terms].sort((a, b) => this.estimate(a) - this.estimate(b));
    const candidates = new Int32List(Math.max(1024, this.estimate(ordered[0]!)));
    for (let round = 0; round < ordered.length; round += 1) {
      const term = ordered[round]!;
      let advanced = 0;
      for (let field = 0; field < this.fieldWeights.length; field += 1) {
        const weight = this.fieldWeights[field]! * term.weight;
        const main = this.main[field]!;
        const delta = this.deltaPostings[field]!;
        for (const id of term.ids) {
          if (id + 1 < main.offsets.length) {
            advanced += markEntries(
              main.entries,
              main.offsets[id]!,
              main.offsets[id + 1]!,
              round,
              weight,
              counts,
              scores,
              candidates,
            );
          }
          const added = delta.get(id);
          if (added) advanced += markEntries(added, 0, added.length, round, weight, counts, scores, candidates);
        }
      }
      if (advanced === 0) break;
    }
    const wanted = ordered.length;
    for (let i = 0; i < candidates.length; i += 1) {
      const entry = candidates.at(i);
      if (counts[entry] === wanted && this.alive[entry] === 1) visit(entry, scores[entry]!);
      counts[entry] = 0;
      scores[entry] = 0;
    }
  }

  /**
   * Calls `visit` once for every live entry holding at least `minimumMatched` of the terms (in any
   * field), with the sum of the matched terms' weights and how many matched: a term's words count
   * once per entry. For similar-question search, where no single word is required.
   */
  matchAny(
    terms: readonly ResolvedTerm[],
    minimumMatched: number,
    visit: (entry: number, score: number, matched: number) => void,
  ): void {
    if (terms.length === 0) return;
    if (this.matchCounts.length < this.entryCount) {
      this.matchCounts = new Uint8Array(this.entryCount * 2);
      this.matchScores = new Float32Array(this.entryCount * 2);
    }
    if (this.matchTerms.length < this.matchCounts.length) this.matchTerms = new Int32Array(this.matchCounts.length);
    const counts = this.matchCounts;
    const scores = this.matchScores;
    const lastTerm = this.matchTerms;
    const candidates = new Int32List(1024);
    terms.forEach((term, index) => {
      const mark = index + 1;
      for (let field = 0; field < this.fieldWeights.length; field += 1) {
        const main = this.main[field]!;
        const delta = this.deltaPostings[field]!;
        const add = (entry: number) => {
          if (lastTerm[entry] === mark) return;
          lastTerm[entry] = mark;
          if (counts[entry] === 0) candidates.push(entry);
          counts[entry] = counts[entry]! + 1;
          scores[entry] = scores[entry]! + term.weight;
        };
        for (const id of term.ids) {
          if (id + 1 < main.offsets.length) {
            for (let at = main.offsets[id]!; at < main.offsets[id + 1]!; at += 1) add(main.entries[at]!);
          }
          for (const entry of delta.get(id) ?? []) add(entry);
        }
      }
    });
    for (let i = 0; i < candidates.length; i += 1) {
      const entry = candidates.at(i);
      if (counts[entry]! >= minimumMatched && this.alive[entry] === 1) visit(entry, scores[entry]!, counts[entry]!);
      counts[entry] = 0;
      scores[entry] = 0;
      lastTerm[entry] = 0;
    }
  }

  /** Entries holding one of the term's words (dead ones included): a term's document frequency. */
  entriesWith(term: Pick<ResolvedTerm, 'ids'>): number {
    return this.estimate({ ids: term.ids, weight: 1 });
  }

  /**
   * Up to `want` live entries whose first field (the title) holds every term, most popular first:
   * the main part in entry order (popularity at build time) stopping as soon as enough are found,
   * plus the delta's matches, then ordered by `popularity` as it is now.
   */
  suggest(terms: readonly ResolvedTerm[], want: number, popularity: Float64Array): number[] {
    if (terms.length === 0 || want <= 0) return [];
    let driver = terms[0]!;
    for (const term of terms) if (this.titleEstimate(term) < this.titleEstimate(driver)) driver = term;
    const others = terms.filter((term) => term !== driver);
    const found: number[] = [];
    this.walkMainTitles(driver, (entry) => {
      if (this.alive[entry] === 1 && others.every((term) => this.titleHas(entry, term))) found.push(entry);
      return found.length < want;
    });
    for (const entry of this.deltaForward.keys()) {
      if (this.alive[entry] === 1 && terms.every((term) => this.titleHas(entry, term))) found.push(entry);
    }
    return found.sort((a, b) => popularity[b]! - popularity[a]! || a - b).slice(0, want);
  }

  private estimate(term: ResolvedTerm): number {
    let total = 0;
    for (let field = 0; field < this.fieldWeights.length; field += 1) total += this.listLength(field, term);
    return total;
  }

  private titleEstimate(term: ResolvedTerm): number {
    return this.listLength(0, term);
  }

  private listLength(field: number, term: ResolvedTerm): number {
    const main = this.main[field]!;
    const delta = this.deltaPostings[field]!;
    let total = 0;
    for (const id of term.ids) {
      if (id + 1 < main.offsets.length) total += main.offsets[id + 1]! - main.offsets[id]!;
      total += delta.get(id)?.length ?? 0;
    }
    return total;
  }

  /** Does the entry's title hold one of the term's words? */
  private titleHas(entry: number, term: ResolvedTerm): boolean {
    const ids = term.ids;
    const check = (id: number) => binaryIncludes(ids, id);
    if (entry < this.mainCount) {
      const end = this.mainForward.offsets[entry + 1]!;
      for (let at = this.mainForward.offsets[entry]!; at < end; at += 1) {
        if (check(this.mainForward.entries[at]!)) return true;
      }
      return false;
    }
    const words = this.deltaForward.get(entry);
    if (!words) return false;
    for (const id of words) if (check(id)) return true;
    return false;
  }

  /**
   * Visits the main-part entries whose title holds one of the term's words, in ascending entry
   * order, each once, until `visit` returns false. Several words are merged with a heap.
   */
  private walkMainTitles(term: ResolvedTerm, visit: (entry: number) => boolean): void {
    const main = this.main[0]!;
    const lists = Array.from(term.ids).filter(
      (id) => id + 1 < main.offsets.length && main.offsets[id + 1]! > main.offsets[id]!,
    );
    if (lists.length === 1) {
      const id = lists[0]!;
      const end = main.offsets[id + 1]!;
      for (let at = main.offsets[id]!; at < end; at += 1) if (!visit(main.entries[at]!)) return;
      return;
    }
    const positions = Int32Array.from(lists, (id) => main.offsets[id]!);
    const ends = Int32Array.from(lists, (id) => main.offsets[id + 1]!);
    const heap = new EntryHeap(lists.length, (list) => main.entries[positions[list]!]!);
    for (let list = 0; list < lists.length; list += 1) heap.push(list);
    let last = -1;
    while (heap.size > 0) {
      const list = heap.pop();
      const entry = main.entries[positions[list]!]!;
      positions[list] = positions[list]! + 1;
      if (positions[list] < ends[list]!) heap.push(list);
      if (entry === last) continue;
      last = entry;
      if (!visit(entry)) return;
    }
  }
}

/**
 * One list's part of a match round: entries that matched every earlier term move up to this
 * round and gain the field's weight; in the first round they also become the candidates.
 * Returns how many moved up. The hot loop of text search, kept free of closures.
 */
function markEntries(
  list: Int32Array | readonly number[],
  from: number,
  to: number,
  round: number,
  weight: number,
  counts: Uint8Array,
  scores: Float32Array,
  candidates: Int32List,
): number {
  const next = round + 1;
  let advanced = 0;
  for (let at = from; at < to; at += 1) {
    const entry = list[at]!;
    if (counts[entry] !== round) continue;
    counts[entry] = next;
    scores[entry] = scores[entry]! + weight;
    advanced += 1;
    if (round === 0) candidates.push(entry);
  }
  return advanced;
}

function binaryIncludes(sorted: Int32Array, value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = sorted[middle]!;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** A min-heap of list numbers keyed by each list's current entry. */
class EntryHeap {
  private readonly items: Int32Array;
  size = 0;

  constructor(
    capacity: number,
    private readonly keyOf: (list: number) => number,
  ) {
    this.items = new Int32Array(capacity);
  }

  push(list: number): void {
    let at = this.size;
    this.size += 1;
    const key = this.keyOf(list);
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const parentList = this.items[parent]!;
      if (this.keyOf(parentList) <= key) break;
      this.items[at] = parentList;
      at = parent;
    }
    this.items[at] = list;
  }

  pop(): number {
    const top = this.items[0]!;
    this.size -= 1;
    if (this.size === 0) return top;
    const last = this.items[this.size]!;
    const key = this.keyOf(last);
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.size) break;
      const right = left + 1;
      let child = left;
      if (right < this.size && this.keyOf(this.items[right]!) < this.keyOf(this.items[left]!)) child = right;
      if (this.keyOf(this.items[child]!) >= key) break;
      this.items[at] = this.items[child]!;
      at = child;
    }
    this.items[at] = last;
    return top;
  }
}

/**
 * Builds an index from entries added in popularity order (best first), so each word's list comes
 * out sorted best first without sorting. A word is kept once per entry, in its best field.
 */
export class IndexBuilder {
  readonly vocabulary = new Vocabulary();
  /** word id * 4 + field, entry after entry. */
  private words = new Int32List(1 << 16);
  private starts = new Int32List(1 << 12);
  private lastEntryOf = new Int32Array(1024).fill(-1);
  private count = 0;

  constructor(private readonly fieldWeights: readonly number[]) {
    if (fieldWeights.length > 4) throw new Error('at most 4 fields');
  }

  add(fields: FieldWords): number {
    const entry = this.count;
    this.count += 1;
    this.starts.push(this.words.length);
    fields.forEach((words, field) => {
      for (const word of words) {
        const id = this.vocabulary.add(word);
        if (id >= this.lastEntryOf.length) {
          const before = this.lastEntryOf.length;
          this.lastEntryOf = grown(this.lastEntryOf, id + 1);
          this.lastEntryOf.fill(-1, before);
        }
        if (this.lastEntryOf[id] === entry) continue;
        this.lastEntryOf[id] = entry;
        this.vocabulary.countEntry(id);
        this.words.push(id * 4 + field);
      }
    });
    return entry;
  }

  /** Lays the lists out; yields to the event loop now and then, so requests go on meanwhile. */
  async build(): Promise<InvertedIndex> {
    const fields = this.fieldWeights.length;
    const wordCount = this.vocabulary.size;
    const total = this.words.length;
    const counts = Array.from({ length: fields }, () => new Int32Array(wordCount + 1));
    const forwardOffsets = new Int32Array(this.count + 1);
    let forwardTotal = 0;
    for (let entry = 0; entry < this.count; entry += 1) {
      if ((entry & YIELD_EVERY) === YIELD_EVERY) await yieldToEventLoop();
      const end = entry + 1 < this.count ? this.starts.at(entry + 1) : total;
      forwardOffsets[entry] = forwardTotal;
      for (let at = this.starts.at(entry); at < end; at += 1) {
        const packed = this.words.at(at);
        const field = packed & 3;
        const fieldCounts = counts[field]!;
        const slot = (packed >>> 2) + 1;
        fieldCounts[slot] = fieldCounts[slot]! + 1;
        if (field === 0) forwardTotal += 1;
      }
    }
    forwardOffsets[this.count] = forwardTotal;
    const postings: Postings[] = counts.map((offsets) => {
      for (let id = 1; id <= wordCount; id += 1) offsets[id] = offsets[id]! + offsets[id - 1]!;
      return { offsets, entries: new Int32Array(offsets[wordCount]!) };
    });
    const fill = postings.map((field) => field.offsets.slice(0, wordCount));
    const forwardEntries = new Int32Array(forwardTotal);
    let forwardAt = 0;
    for (let entry = 0; entry < this.count; entry += 1) {
      if ((entry & YIELD_EVERY) === YIELD_EVERY) await yieldToEventLoop();
      const end = entry + 1 < this.count ? this.starts.at(entry + 1) : total;
      for (let at = this.starts.at(entry); at < end; at += 1) {
        const packed = this.words.at(at);
        const field = packed & 3;
        const id = packed >>> 2;
        const cursor = fill[field]!;
        postings[field]!.entries[cursor[id]!] = entry;
        cursor[id] = cursor[id]! + 1;
        if (field === 0) {
          forwardEntries[forwardAt] = id;
          forwardAt += 1;
        }
      }
    }
    this.vocabulary.sort();
    // The per-entry word lists were only needed to lay the index out.
    this.words = new Int32List(0);
    this.starts = new Int32List(0);
    this.lastEntryOf = new Int32Array(0);
    return new InvertedIndex(
      this.vocabulary,
      this.fieldWeights,
      postings,
      { offsets: forwardOffsets, entries: forwardEntries },
      this.count,
    );
  }
}
