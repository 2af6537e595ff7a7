import { editDistance, prefixDistance } from './edit-distance';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('calculus', 'calculus', 2)).toBe(0);
    expect(editDistance('calculas', 'calculus', 2)).toBe(1);
    expect(editDistance('calulus', 'calculus', 2)).toBe(1);
    expect(editDistance('calcullus', 'calculus', 2)).toBe(1);
    expect(editDistance('clacuuls', 'calculus', 2)).toBe(2);
  });

  it('answers Infinity past the allowed number of edits', () => {
    expect(editDistance('biology', 'geology', 1)).toBe(Number.POSITIVE_INFINITY);
    expect(editDistance('biology', 'geology', 2)).toBe(2);
    expect(editDistance('a', 'abcd', 2)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('prefixDistance', () => {
  it('measures a typed prefix against the nearest beginning of a word', () => {
    expect(prefixDistance('calc', 'calculus', 1)).toBe(0);
    expect(prefixDistance('calcl', 'calculus', 1)).toBe(1);
    expect(prefixDistance('orgna', 'organic', 1)).toBe(1);
    expect(prefixDistance('draft', 'drills', 1)).toBe(Number.POSITIVE_INFINITY);
  });
});
