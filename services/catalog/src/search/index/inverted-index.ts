import type { QueryTerm } from '../search-terms';
import { EntryHeap, binaryIncludes } from './entry-heap';
import { Int32List, grown } from './growable';
import { MatchScratch, markEntries, tallyTerm } from './match-scoring';
import { resolveTerms, type ResolvedTerm } from './term-resolution';
import type { Vocabulary } from './vocabulary';

/** The words of one entry, per field, most important field first. */
export type FieldWords = readonly (readonly string[])[];

export interface Postings {
  /** Per word id, where its entries start in `entries` (word ids added after the build have none). */
  offsets: Int32Array;
  entries: Int32Array;
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
  private readonly scratch = new MatchScratch();

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

  /** Query words to word ids in this index's vocabulary (see resolveTerms); null when one has no match. */
  resolve(terms: readonly QueryTerm[]): ResolvedTerm[] | null {
    return resolveTerms(this.vocabulary, terms);
  }

  /**
   * Calls `visit` once for every live entry matching all terms (in any field), with its
   * relevance: per term, the weight of the best field it matched in. Synchronous on purpose:
   * the scratch arrays are shared.
   */
  matchAll(terms: readonly ResolvedTerm[], visit: (entry: number, score: number) => void): void {
    if (terms.length === 0) return;
    this.scratch.ensure(this.entryCount);
    const { counts, scores } = this.scratch;
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
    const scratch = this.scratch;
    scratch.ensure(this.entryCount, true);
    const { counts, scores, lastTerms: lastTerm } = scratch;
    const candidates = new Int32List(1024);
    terms.forEach((term, index) => {
      const mark = index + 1;
      for (let field = 0; field < this.fieldWeights.length; field += 1) {
        const main = this.main[field]!;
        const delta = this.deltaPostings[field]!;
        for (const id of term.ids) {
          if (id + 1 < main.offsets.length) {
            for (let at = main.offsets[id]!; at < main.offsets[id + 1]!; at += 1) {
              tallyTerm(main.entries[at]!, mark, term.weight, scratch, candidates);
            }
          }
          for (const entry of delta.get(id) ?? []) tallyTerm(entry, mark, term.weight, scratch, candidates);
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
