/**
 * 64-bit hashes of word n-grams, as two independent 32-bit FNV-1a/murmur-finalised halves, written
 * as the signed decimal PostgreSQL's bigint reads. The kind of n-gram seeds the hash, so a content
 * 4-gram and a stopword 8-gram of the same words never collide.
 */
const FNV_PRIME = 0x01000193;

export const GRAM_SEEDS = {
  content: [0x811c9dc5, 0x9e3779b9],
  stopword: [0x85ebca6b, 0xc2b2ae35],
} as const;

export type GramKind = keyof typeof GRAM_SEEDS;

function fnv(word: string, seed: number): number {
  let hash = seed;
  for (let index = 0; index < word.length; index += 1) hash = Math.imul(hash ^ word.charCodeAt(index), FNV_PRIME);
  return hash >>> 0;
}

function finalise(hash: number): number {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The 64-bit hash of every run of `n` consecutive words, as [high, low] halves. */
export function gramHashes(words: readonly string[], n: number, kind: GramKind): { high: Uint32Array; low: Uint32Array } {
  const [seedHigh, seedLow] = GRAM_SEEDS[kind];
  const count = Math.max(0, words.length - n + 1);
  const high = new Uint32Array(count);
  const low = new Uint32Array(count);
  const wordsHigh = Uint32Array.from(words, (word) => fnv(word, seedHigh));
  const wordsLow = Uint32Array.from(words, (word) => fnv(word, seedLow));
  for (let start = 0; start < count; start += 1) {
    let h: number = seedHigh;
    let l: number = seedLow;
    for (let offset = 0; offset < n; offset += 1) {
      h = Math.imul(h ^ wordsHigh[start + offset]!, FNV_PRIME);
      l = Math.imul(l ^ wordsLow[start + offset]!, FNV_PRIME);
    }
    high[start] = finalise(h);
    low[start] = finalise(l ^ h);
  }
  return { high, low };
}

export function signed64(high: number, low: number): string {
  return BigInt.asIntN(64, (BigInt(high) << 32n) | BigInt(low)).toString();
}
