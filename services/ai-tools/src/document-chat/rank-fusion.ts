/** The constant of reciprocal rank fusion (Cormack, Clarke and Büttcher, 2009): 60 damps the top ranks' lead. */
export const RRF_K = 60;

export interface FusedRank<T> {
  id: T;
  score: number;
}

/**
 * Reciprocal rank fusion: each ranked list gives an item 1 / (k + rank), rank from 1; the sums order
 * the union. Scores of different scales (ts_rank_cd, cosine) never need comparing. Ties keep the
 * order in which items first appear, earlier lists first.
 */
export function fuseByReciprocalRank<T>(rankings: readonly (readonly T[])[], k = RRF_K): FusedRank<T>[] {
  const scores = new Map<T, { score: number; firstSeen: number }>();
  let seen = 0;
  for (const ranking of rankings) {
    ranking.forEach((id, index) => {
      const entry = scores.get(id) ?? { score: 0, firstSeen: seen++ };
      entry.score += 1 / (k + index + 1);
      scores.set(id, entry);
    });
  }
  return [...scores.entries()]
    .sort(([, a], [, b]) => b.score - a.score || a.firstSeen - b.firstSeen)
    .map(([id, { score }]) => ({ id, score }));
}

/** Cosine similarity of two vectors of one length; 0 when either is all zeros. */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new RangeError(`vectors of ${a.length} and ${b.length} dimensions`);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index += 1) {
    const x = a[index]!;
    const y = b[index]!;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** Items ordered by their cosine similarity to the query vector, most similar first. */
export function rankByCosine<T>(query: readonly number[], items: readonly { id: T; vector: readonly number[] }[]): T[] {
  return items
    .map((item, order) => ({ id: item.id, similarity: cosineSimilarity(query, item.vector), order }))
    .sort((a, b) => b.similarity - a.similarity || a.order - b.order)
    .map((item) => item.id);
}
