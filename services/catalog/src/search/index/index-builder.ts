import { Int32List, grown } from './growable';
import { InvertedIndex, type FieldWords, type Postings } from './inverted-index';
import { Vocabulary } from './vocabulary';

/** Entries laid out between two yields to the event loop while building (a power of two minus one). */
const YIELD_EVERY = (1 << 14) - 1;

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
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
