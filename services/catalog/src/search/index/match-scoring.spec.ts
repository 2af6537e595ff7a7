import { Int32List } from './growable';
import { MatchScratch, markEntries, tallyTerm } from './match-scoring';

const listed = (list: Int32List) => Array.from({ length: list.length }, (_, i) => list.at(i));

describe('markEntries', () => {
  it("makes the first round's entries the candidates, each with the field weight", () => {
    const counts = new Uint8Array(8);
    const scores = new Float32Array(8);
    const candidates = new Int32List(4);
    expect(markEntries(Int32Array.from([9, 2, 5, 7]), 1, 3, 0, 3, counts, scores, candidates)).toBe(2);
    expect(listed(candidates)).toEqual([2, 5]);
    expect(Array.from(counts)).toEqual([0, 0, 1, 0, 0, 1, 0, 0]);
    expect(scores[2]).toBe(3);
  });

  it('moves up only the entries that matched every earlier round, adding the weight', () => {
    const counts = new Uint8Array(8);
    const scores = new Float32Array(8);
    const candidates = new Int32List(4);
    markEntries([1, 2, 3], 0, 3, 0, 2, counts, scores, candidates);
    expect(markEntries([3, 4], 0, 2, 1, 0.5, counts, scores, candidates)).toBe(1);
    expect(counts[3]).toBe(2);
    expect(scores[3]).toBe(2.5);
    expect(counts[4]).toBe(0);
    // Later rounds add no candidates.
    expect(listed(candidates)).toEqual([1, 2, 3]);
  });
});

describe('tallyTerm', () => {
  it('counts a term once per entry, however many of its words or fields the entry holds', () => {
    const scratch = new MatchScratch();
    scratch.ensure(4, true);
    const candidates = new Int32List(4);
    tallyTerm(1, 1, 0.8, scratch, candidates);
    tallyTerm(1, 1, 0.8, scratch, candidates);
    tallyTerm(1, 2, 1, scratch, candidates);
    tallyTerm(3, 2, 1, scratch, candidates);
    expect(listed(candidates)).toEqual([1, 3]);
    expect(scratch.counts[1]).toBe(2);
    expect(scratch.scores[1]).toBeCloseTo(1.8);
    expect(scratch.counts[3]).toBe(1);
  });
});

describe('MatchScratch', () => {
  it('grows with slack and keeps its arrays while they are large enough', () => {
    const scratch = new MatchScratch();
    scratch.ensure(10);
    expect(scratch.counts.length).toBe(20);
    expect(scratch.scores.length).toBe(20);
    expect(scratch.lastTerms.length).toBe(0);
    const counts = scratch.counts;
    scratch.ensure(15, true);
    expect(scratch.counts).toBe(counts);
    expect(scratch.lastTerms.length).toBe(20);
  });
});
