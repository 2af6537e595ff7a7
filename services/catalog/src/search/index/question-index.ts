import { minimumSharedTerms, stemOf, wordsOf, type QueryTerm } from '../search-terms';
import { grown } from './growable';
import { IndexBuilder } from './index-builder';
import type { InvertedIndex } from './inverted-index';
import type { ResolvedTerm } from './term-resolution';
import { textHash } from './text-hash';
import { topK } from './top-k';
import { UuidTable } from './uuid-table';

/** A public homework question as the index needs it. */
export interface QuestionRecord {
  id: string;
  question: string;
  subjectId: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

export interface QuestionQuery {
  terms: readonly QueryTerm[];
  subjectId?: string | undefined;
  offset: number;
  limit: number;
}

export interface SimilarQuestionQuery {
  /** The query's significant words (similarQuestionTermsOf). */
  words: readonly string[];
  subjectId?: string | undefined;
  offset: number;
  limit: number;
}

const NO_SUBJECT = -1;
/** BM25's saturation and length constants: a short question sharing the words ranks above a long one. */
const BM25_K1 = 1.2;
const BM25_B = 0.75;
/** A typo's correction counts for less than the word typed. */
const CORRECTED_WEIGHT = 0.8;

function distinctWordCount(text: string): number {
  return new Set(wordsOf(text)).size;
}

/**
 * Public homework questions in memory: full-text search with exact totals (relevance, then
 * newest), suggestions (newest first), and how many public questions each subject has.
 */
export class QuestionIndex {
  private subject = new Int32Array(0);
  private created = new Float64Array(0);
  private fingerprint = new Int32Array(0);
  /** Distinct words per entry, and their sum over live entries, for length normalisation. */
  private length = new Int32Array(0);
  private liveLength = 0;
  private readonly subjectCodes = new Map<string, number>();
  private perSubject = new Int32Array(0);

  private constructor(
    private readonly index: InvertedIndex,
    private readonly ids: UuidTable,
  ) {}

  /** Collects records newest first, then builds. */
  static builder(): { add(record: QuestionRecord): void; build(): Promise<QuestionIndex> } {
    const builder = new IndexBuilder([1]);
    const ids = new UuidTable();
    const pending: { entry: number; record: QuestionRecord; fingerprint: number; length: number }[] = [];
    return {
      add(record) {
        const entry = builder.add([wordsOf(record.question)]);
        ids.set(record.id, entry);
        // Only the text's fingerprint and length are kept, not the text.
        pending.push({
          entry,
          record: { ...record, question: '' },
          fingerprint: textHash([record.question]),
          length: distinctWordCount(record.question),
        });
      },
      build: async () => {
        const index = new QuestionIndex(await builder.build(), ids);
        for (const { entry, record, fingerprint, length } of pending) index.write(entry, record, fingerprint, length);
        return index;
      },
    };
  }

  get size(): number {
    return this.index.live;
  }

  get deltaSize(): number {
    return this.index.deltaSize;
  }

  /** Public questions, in all or in one subject. */
  count(subjectId?: string): number {
    if (subjectId === undefined) return this.index.live;
    const code = this.subjectCodes.get(subjectId.toLowerCase());
    return code === undefined ? 0 : (this.perSubject[code] ?? 0);
  }

  upsert(record: QuestionRecord): void {
    const entry = this.ids.find(record.id);
    const fingerprint = textHash([record.question]);
    if (entry >= 0 && this.index.isAlive(entry)) {
      if (this.fingerprint[entry] === fingerprint && this.subject[entry] === this.codeOf(record.subjectId)) {
        this.created[entry] = record.createdAt;
        return;
      }
      this.removeEntry(entry);
    }
    const added = this.index.add([wordsOf(record.question)]);
    this.ids.set(record.id, added);
    this.write(added, record, fingerprint, distinctWordCount(record.question));
  }

  remove(id: string): void {
    const entry = this.ids.find(id);
    if (entry >= 0 && this.index.isAlive(entry)) this.removeEntry(entry);
  }

  search(query: QuestionQuery): { ids: string[]; total: number } {
    const terms = this.index.resolve(query.terms);
    let subjectCode: number | undefined;
    if (query.subjectId !== undefined) {
      subjectCode = this.subjectCodes.get(query.subjectId.toLowerCase());
      if (subjectCode === undefined) return { ids: [], total: 0 };
    }
    if (terms === null) return { ids: [], total: 0 };
    const entries: number[] = [];
    const scores: number[] = [];
    this.index.matchAll(terms, (entry, score) => {
      if (subjectCode !== undefined && this.subject[entry] !== subjectCode) return;
      entries.push(entry);
      scores.push(score);
    });
    const total = entries.length;
    if (query.offset >= total) return { ids: [], total };
    const created = this.created;
    const page = topK(
      total,
      query.offset + query.limit,
      (a, b) => scores[b]! - scores[a]! || created[entries[b]!]! - created[entries[a]!]! || entries[a]! - entries[b]!,
    ).slice(query.offset);
    return { ids: page.map((at) => this.ids.idOf(entries[at]!)), total };
  }

  /**
   * Questions like a whole typed question: any of its significant words may match (their
   * inflections too), at least a third of them must, ranked by BM25 (rare words weigh more, short
   * questions rank above long ones holding the same words), then newest. The total is exact.
   */
  searchSimilar(query: SimilarQuestionQuery): { ids: string[]; total: number } {
    let subjectCode: number | undefined;
    if (query.subjectId !== undefined) {
      subjectCode = this.subjectCodes.get(query.subjectId.toLowerCase());
      if (subjectCode === undefined) return { ids: [], total: 0 };
    }
    const terms = this.resolveSimilar(query.words);
    if (terms.length === 0) return { ids: [], total: 0 };
    const live = Math.max(1, this.index.live);
    const weighted = terms.map((term) => {
      const frequency = Math.min(this.index.entriesWith(term), live);
      return { ...term, weight: term.weight * Math.log(1 + (live - frequency + 0.5) / (frequency + 0.5)) };
    });
    const averageLength = this.liveLength / live || 1;
    const entries: number[] = [];
    const scores: number[] = [];
    this.index.matchAny(weighted, minimumSharedTerms(query.words.length), (entry, score) => {
      if (subjectCode !== undefined && this.subject[entry] !== subjectCode) return;
      const norm = 1 - BM25_B + (BM25_B * (this.length[entry] ?? 0)) / averageLength;
      entries.push(entry);
      scores.push((score * (BM25_K1 + 1)) / (1 + BM25_K1 * norm));
    });
    const total = entries.length;
    if (query.offset >= total) return { ids: [], total };
    const created = this.created;
    const page = topK(
      total,
      query.offset + query.limit,
      (a, b) => scores[b]! - scores[a]! || created[entries[b]!]! - created[entries[a]!]! || entries[a]! - entries[b]!,
    ).slice(query.offset);
    return { ids: page.map((at) => this.ids.idOf(entries[at]!)), total };
  }

  /** Each word as the known words sharing its stem; an unknown one as its nearest known word. */
  private resolveSimilar(words: readonly string[]): ResolvedTerm[] {
    const vocabulary = this.index.vocabulary;
    const resolved: ResolvedTerm[] = [];
    for (const word of words) {
      const stem = stemOf(word);
      const ids = vocabulary
        .idsWithPrefix(stem.slice(0, Math.max(2, stem.length - 1)))
        .filter((id) => stemOf(vocabulary.words[id]!) === stem);
      const known = vocabulary.idOf(word);
      if (known !== undefined && !ids.includes(known)) ids.push(known);
      if (ids.length > 0) {
        resolved.push({ ids: Int32Array.from(ids).sort(), weight: 1 });
        continue;
      }
      const nearest = vocabulary.nearestWord(word);
      if (nearest !== undefined) resolved.push({ ids: Int32Array.of(nearest), weight: CORRECTED_WEIGHT });
    }
    return resolved;
  }

  /** Up to `want` questions holding every word (the last as a prefix), newest first. */
  suggest(terms: readonly QueryTerm[], want: number): string[] {
    const resolved = this.index.resolve(terms);
    if (resolved === null) return [];
    return this.index.suggest(resolved, want, this.created).map((entry) => this.ids.idOf(entry));
  }

  private write(entry: number, record: QuestionRecord, fingerprint: number, length: number): void {
    if (this.subject.length <= entry) {
      this.subject = grown(this.subject, entry + 1);
      this.created = grown(this.created, entry + 1);
      this.fingerprint = grown(this.fingerprint, entry + 1);
    }
    if (this.length.length <= entry) this.length = grown(this.length, entry + 1);
    this.length[entry] = length;
    this.liveLength += length;
    const code = this.codeOf(record.subjectId, true);
    this.subject[entry] = code;
    this.created[entry] = record.createdAt;
    this.fingerprint[entry] = fingerprint;
    if (code !== NO_SUBJECT) {
      this.perSubject = grown(this.perSubject, code + 1);
      this.perSubject[code] = this.perSubject[code]! + 1;
    }
  }

  private removeEntry(entry: number): void {
    this.index.remove(entry);
    this.liveLength -= this.length[entry] ?? 0;
    const code = this.subject[entry]!;
    if (code !== NO_SUBJECT) this.perSubject[code] = this.perSubject[code]! - 1;
  }

  private codeOf(subjectId: string | null, create = false): number {
    if (subjectId === null) return NO_SUBJECT;
    let code = this.subjectCodes.get(subjectId);
    if (code === undefined) {
      if (!create) return -2;
      code = this.subjectCodes.size;
      this.subjectCodes.set(subjectId, code);
    }
    return code;
  }
}
