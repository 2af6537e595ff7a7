import { RRF_K, cosineSimilarity, fuseByReciprocalRank, rankByCosine } from './rank-fusion';

describe('fuseByReciprocalRank', () => {
  it('sums 1 / (k + rank) over the lists', () => {
    const fused = fuseByReciprocalRank([
      ['a', 'b'],
      ['b', 'c'],
    ]);
    expect(fused.map((entry) => entry.id)).toEqual(['b', 'a', 'c']);
    expect(fused[0]!.score).toBeCloseTo(1 / (RRF_K + 2) + 1 / (RRF_K + 1));
    expect(fused[1]!.score).toBeCloseTo(1 / (RRF_K + 1));
    expect(fused[2]!.score).toBeCloseTo(1 / (RRF_K + 2));
  });

  it('ranks an item both lists hold in the middle above items only one list holds at the top', () => {
    const fused = fuseByReciprocalRank([
      [1, 2, 3, 4],
      [5, 6, 3, 7],
    ]);
    expect(fused[0]!.id).toBe(3);
  });

  it('breaks ties by first appearance, earlier lists first', () => {
    expect(fuseByReciprocalRank([['x'], ['y']]).map((entry) => entry.id)).toEqual(['x', 'y']);
  });

  it('passes a single list through in its order, and nothing through for no lists', () => {
    expect(fuseByReciprocalRank([[3, 1, 2]]).map((entry) => entry.id)).toEqual([3, 1, 2]);
    expect(fuseByReciprocalRank([])).toEqual([]);
  });
});

describe('cosineSimilarity', () => {
  it('is 1 for the same direction, 0 for orthogonal, -1 for opposite vectors', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(cosineSimilarity([1, 0], [0, 1])).toBeCloseTo(0);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1);
  });

  it('is 0 against a zero vector and refuses vectors of different lengths', () => {
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(() => cosineSimilarity([1], [1, 2])).toThrow(RangeError);
  });
});

describe('rankByCosine', () => {
  it('orders items by similarity to the query, ties in their given order', () => {
    const ranked = rankByCosine(
      [1, 0],
      [
        { id: 'far', vector: [0, 1] },
        { id: 'near', vector: [0.9, 0.1] },
        { id: 'same', vector: [2, 0] },
        { id: 'far-too', vector: [0, 3] },
      ],
    );
    expect(ranked).toEqual(['same', 'near', 'far', 'far-too']);
  });
});
