import type { DocumentSort } from '@studyhub/contracts';
import { wordsOf, type QueryTerm } from '../search-terms';
import { grown } from './growable';
import { IndexBuilder } from './index-builder';
import type { FieldWords, InvertedIndex } from './inverted-index';
import { textHash } from './text-hash';
import { topK } from './top-k';
import { UuidTable } from './uuid-table';

/** An approved document as the index needs it. */
export interface DocumentRecord {
  id: string;
  title: string;
  description: string;
  /** Names of the subject (and acronym), course, university and textbook (and author). */
  subjectText: string;
  courseText: string;
  universityText: string;
  textbookText: string;
  typeId: number;
  subjectId: string | null;
  universityId: string | null;
  courseId: string | null;
  textbookId: string | null;
  priceCents: number;
  averageRating: number;
  reviewCount: number;
  downloadCount: number;
  /** Milliseconds since the epoch; 0 when unknown. */
  publishedAt: number;
}

export interface DocumentFilters {
  typeId?: number | undefined;
  subjectId?: string | undefined;
  universityId?: string | undefined;
  courseId?: string | undefined;
  textbookId?: string | undefined;
}

export interface DocumentQuery {
  terms: readonly QueryTerm[];
  filters: DocumentFilters;
  sort: DocumentSort;
  offset: number;
  limit: number;
}

export interface DocumentHits {
  ids: string[];
  total: number;
}

/** Title (A), taxonomy names (B), description (C): ts_rank's default weights for those classes. */
export const DOCUMENT_FIELD_WEIGHTS = [1, 0.4, 0.2] as const;

type Dimension = 'subject' | 'university' | 'course' | 'textbook';
const DIMENSIONS: readonly Dimension[] = ['subject', 'university', 'course', 'textbook'];
const NONE = -1;

/** Download count first, then rating (below 8, so it only breaks ties). */
function popularityOf(record: DocumentRecord): number {
  return record.downloadCount * 8 + record.averageRating;
}

/** Splits text into words, remembering taxonomy names (shared by thousands of documents). */
class WordCache {
  private readonly cache = new Map<string, readonly string[]>();

  words(text: string): readonly string[] {
    let words = this.cache.get(text);
    if (!words) {
      words = wordsOf(text);
      if (this.cache.size > 200_000) this.cache.clear();
      this.cache.set(text, words);
    }
    return words;
  }
}

function fieldWordsOf(record: DocumentRecord, cache: WordCache): FieldWords {
  return [
    wordsOf(record.title),
    [
      ...cache.words(record.subjectText),
      ...cache.words(record.courseText),
      ...cache.words(record.universityText),
      ...cache.words(record.textbookText),
    ],
    wordsOf(record.description),
  ];
}

function fingerprintOf(record: DocumentRecord): number {
  return textHash([
    record.title,
    record.description,
    record.subjectText,
    record.courseText,
    record.universityText,
    record.textbookText,
  ]);
}

/** Per entry facts for filters and sorts, in typed arrays indexed by entry number. */
class DocumentFacts {
  type = new Uint8Array(0);
  dimensions: Record<Dimension, Int32Array> = {
    subject: new Int32Array(0),
    university: new Int32Array(0),
    course: new Int32Array(0),
    textbook: new Int32Array(0),
  };
  price = new Int32Array(0);
  rating = new Float32Array(0);
  reviews = new Int32Array(0);
  downloads = new Int32Array(0);
  published = new Float64Array(0);
  popularity = new Float64Array(0);
  fingerprint = new Int32Array(0);
  /** uuid → small code per dimension. */
  readonly codes: Record<Dimension, Map<string, number>> = {
    subject: new Map(),
    university: new Map(),
    course: new Map(),
    textbook: new Map(),
  };

  ensure(entries: number): void {
    if (this.type.length >= entries) return;
    const size = Math.max(entries, this.type.length * 2, 1024);
    this.type = grown(this.type, size);
    for (const dimension of DIMENSIONS) this.dimensions[dimension] = grown(this.dimensions[dimension], size);
    this.price = grown(this.price, size);
    this.rating = grown(this.rating, size);
    this.reviews = grown(this.reviews, size);
    this.downloads = grown(this.downloads, size);
    this.published = grown(this.published, size);
    this.popularity = grown(this.popularity, size);
    this.fingerprint = grown(this.fingerprint, size);
  }

  write(entry: number, record: DocumentRecord): void {
    this.ensure(entry + 1);
    this.type[entry] = record.typeId;
    this.dimensions.subject[entry] = this.codeOf('subject', record.subjectId);
    this.dimensions.university[entry] = this.codeOf('university', record.universityId);
    this.dimensions.course[entry] = this.codeOf('course', record.courseId);
    this.dimensions.textbook[entry] = this.codeOf('textbook', record.textbookId);
    this.fingerprint[entry] = fingerprintOf(record);
    this.writeFigures(entry, record);
  }

  /** The numbers that change without changing what a document matches. */
  writeFigures(entry: number, record: DocumentRecord): void {
    this.price[entry] = record.priceCents;
    this.rating[entry] = record.averageRating;
    this.reviews[entry] = record.reviewCount;
    this.downloads[entry] = record.downloadCount;
    this.published[entry] = record.publishedAt;
    this.popularity[entry] = popularityOf(record);
  }

  /** Same words and same filters as the entry holds? Then only its figures need writing. */
  matchesText(entry: number, record: DocumentRecord): boolean {
    return (
      this.fingerprint[entry] === fingerprintOf(record) &&
      this.type[entry] === record.typeId &&
      this.dimensions.subject[entry] === this.lookup('subject', record.subjectId) &&
      this.dimensions.university[entry] === this.lookup('university', record.universityId) &&
      this.dimensions.course[entry] === this.lookup('course', record.courseId) &&
      this.dimensions.textbook[entry] === this.lookup('textbook', record.textbookId)
    );
  }

  /** The code of a filter value; undefined when no document ever had it. */
  filterCode(dimension: Dimension, id: string): number | undefined {
    return this.codes[dimension].get(id);
  }

  private lookup(dimension: Dimension, id: string | null): number {
    return id === null ? NONE : (this.codes[dimension].get(id) ?? -2);
  }

  private codeOf(dimension: Dimension, id: string | null): number {
    if (id === null) return NONE;
    const codes = this.codes[dimension];
    let code = codes.get(id);
    if (code === undefined) {
      code = codes.size;
      codes.set(id, code);
    }
    return code;
  }
}

/**
 * Approved documents in memory: text search with exact totals, filters and every browse sort, and
 * as-you-type suggestions over titles. Only ids come out; cards and labels are read from
 * PostgreSQL for the few documents shown.
 */
export class DocumentIndex {
  private matches = { entries: new Int32Array(0), primary: new Float64Array(0), secondary: new Float64Array(0) };

  private constructor(
    private readonly index: InvertedIndex,
    private readonly ids: UuidTable,
    private readonly facts: DocumentFacts,
    private readonly words: WordCache,
  ) {}

  /** Collects records in popularity order (most downloaded first), then builds. */
  static builder(): { add(record: DocumentRecord): void; build(): Promise<DocumentIndex> } {
    const builder = new IndexBuilder(DOCUMENT_FIELD_WEIGHTS);
    const ids = new UuidTable();
    const facts = new DocumentFacts();
    const words = new WordCache();
    return {
      add(record) {
        const entry = builder.add(fieldWordsOf(record, words));
        ids.set(record.id, entry);
        facts.write(entry, record);
      },
      build: async () => new DocumentIndex(await builder.build(), ids, facts, words),
    };
  }

  get size(): number {
    return this.index.live;
  }

  /** Documents added or changed since the build (they live in the slower delta part). */
  get deltaSize(): number {
    return this.index.deltaSize;
  }

  /** Adds or refreshes an approved document. */
  upsert(record: DocumentRecord): void {
    const entry = this.ids.find(record.id);
    if (entry >= 0 && this.index.isAlive(entry)) {
      if (this.facts.matchesText(entry, record)) {
        this.facts.writeFigures(entry, record);
        return;
      }
      this.index.remove(entry);
    }
    const added = this.index.add(fieldWordsOf(record, this.words));
    this.ids.set(record.id, added);
    this.facts.write(added, record);
  }

  /** Forgets a document (no longer approved, or deleted). */
  remove(id: string): void {
    const entry = this.ids.find(id);
    if (entry >= 0) this.index.remove(entry);
  }

  has(id: string): boolean {
    const entry = this.ids.find(id);
    return entry >= 0 && this.index.isAlive(entry);
  }

  /** Matching documents for a page in the requested order, with the exact number of matches. */
  search(query: DocumentQuery): DocumentHits {
    const terms = this.index.resolve(query.terms);
    const filter = this.filterOf(query.filters);
    if (terms === null || filter === null) return { ids: [], total: 0 };
    const scratch = this.scratch();
    const { entries, primary, secondary } = scratch;
    const keys = this.sortKeys(query.sort);
    let total = 0;
    this.index.matchAll(terms, (entry, score) => {
      if (!filter(entry)) return;
      entries[total] = entry;
      primary[total] = keys.primary(entry, score);
      secondary[total] = keys.secondary(entry);
      total += 1;
    });
    if (query.offset >= total) return { ids: [], total };
    // Larger keys first; equal keys in entry order, so pages never overlap.
    const page = topK(
      total,
      query.offset + query.limit,
      (a, b) => primary[b]! - primary[a]! || secondary[b]! - secondary[a]! || entries[a]! - entries[b]!,
    ).slice(query.offset);
    return { ids: page.map((at) => this.ids.idOf(entries[at]!)), total };
  }

  /** Up to `want` documents whose title holds every word (the last one as a prefix), most popular first. */
  suggest(terms: readonly QueryTerm[], want: number): string[] {
    const resolved = this.index.resolve(terms);
    if (resolved === null) return [];
    return this.index.suggest(resolved, want, this.facts.popularity).map((entry) => this.ids.idOf(entry));
  }

  /** A predicate over entries for the filters; null when a filter value matches no document. */
  private filterOf(filters: DocumentFilters): ((entry: number) => boolean) | null {
    const checks: ((entry: number) => boolean)[] = [];
    const { type } = this.facts;
    if (filters.typeId !== undefined) {
      const typeId = filters.typeId;
      checks.push((entry) => type[entry] === typeId);
    }
    const wanted: [Dimension, string | undefined][] = [
      ['subject', filters.subjectId],
      ['university', filters.universityId],
      ['course', filters.courseId],
      ['textbook', filters.textbookId],
    ];
    for (const [dimension, id] of wanted) {
      if (id === undefined) continue;
      const code = this.facts.filterCode(dimension, id.toLowerCase());
      if (code === undefined) return null;
      const values = this.facts.dimensions[dimension];
      checks.push((entry) => values[entry] === code);
    }
    if (checks.length === 0) return () => true;
    return (entry) => checks.every((check) => check(entry));
  }

  /** Per-match arrays for a search, reused (searches run one at a time: they never await). */
  private scratch(): { entries: Int32Array; primary: Float64Array; secondary: Float64Array } {
    const size = this.index.size;
    if (this.matches.entries.length < size) {
      const capacity = size + (size >> 2);
      this.matches = {
        entries: new Int32Array(capacity),
        primary: new Float64Array(capacity),
        secondary: new Float64Array(capacity),
      };
    }
    return this.matches;
  }

  /** Two numbers per match for each order, larger first (ascending orders are negated). */
  private sortKeys(sort: DocumentSort): {
    primary: (entry: number, score: number) => number;
    secondary: (entry: number) => number;
  } {
    const { price, rating, reviews, downloads, published } = this.facts;
    // Rating (at most 5) above downloads: exact in a double as long as downloads stay below 2^32.
    const quality = (entry: number) => rating[entry]! * 2 ** 32 + downloads[entry]!;
    switch (sort) {
      case 'relevance':
        return { primary: (_entry, score) => score, secondary: quality };
      case 'newest':
        return { primary: (entry) => published[entry]!, secondary: () => 0 };
      case 'price_asc':
        return { primary: (entry) => -price[entry]!, secondary: (entry) => published[entry]! };
      case 'price_desc':
        return { primary: (entry) => price[entry]!, secondary: (entry) => published[entry]! };
      case 'rating':
        return { primary: (entry) => rating[entry]!, secondary: (entry) => reviews[entry]! };
      case 'downloads':
        return { primary: (entry) => downloads[entry]!, secondary: () => 0 };
    }
  }
}
