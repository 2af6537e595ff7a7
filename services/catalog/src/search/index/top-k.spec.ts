import { topK } from './top-k';

describe('topK', () => {
  const values = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
  const descending = (a: number, b: number) => values[b]! - values[a]! || a - b;

  it('answers the k best in order, from a heap when k is small', () => {
    expect(topK(values.length, 5, descending).map((i) => values[i])).toEqual([999, 998, 997, 996, 995]);
  });

  it('sorts everything when k is a large share, and copes with k beyond the count', () => {
    expect(topK(values.length, 900, descending)).toEqual(Array.from(values.keys()).sort(descending).slice(0, 900));
    expect(topK(3, 10, (a, b) => a - b)).toEqual([0, 1, 2]);
    expect(topK(0, 10, (a, b) => a - b)).toEqual([]);
  });
});
