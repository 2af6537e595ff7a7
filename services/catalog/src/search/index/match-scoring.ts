import type { Int32List } from './growable';

/**
 * The per-entry tallies of one match, shared by every match of an index (a match runs
 * synchronously and zeroes what it touched, so the next starts clean): how many terms (or
 * rounds) each entry has matched, its score so far, and the last term that counted for it.
 */
export class MatchScratch {
  counts = new Uint8Array(0);
  scores = new Float32Array(0);
  lastTerms = new Int32Array(0);

  /** Makes room for entries 0 .. entryCount - 1 (with slack for entries added later). */
  ensure(entryCount: number, withTerms = false): void {
    if (this.counts.length < entryCount) {
      this.counts = new Uint8Array(entryCount * 2);
      this.scores = new Float32Array(entryCount * 2);
    }
    if (withTerms && this.lastTerms.length < this.counts.length) this.lastTerms = new Int32Array(this.counts.length);
  }
}

/**
 * One list's part of a match round: entries that matched every earlier term move up to this
 * round and gain the field's weight; in the first round they also become the candidates.
 * Returns how many moved up. The hot loop of text search, kept free of closures.
 */
export function markEntries(
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

/**
 * Counts term number `mark` (from 1) for an entry in an any-term match: once per entry however
 * many of the term's words or fields it holds, adding the term's weight. A first-time entry
 * becomes a candidate.
 */
export function tallyTerm(
  entry: number,
  mark: number,
  weight: number,
  scratch: MatchScratch,
  candidates: Int32List,
): void {
  const { counts, scores, lastTerms } = scratch;
  if (lastTerms[entry] === mark) return;
  lastTerms[entry] = mark;
  if (counts[entry] === 0) candidates.push(entry);
  counts[entry] = counts[entry]! + 1;
  scores[entry] = scores[entry]! + weight;
}
