export interface Fingerprint {
  /** A signed 64-bit integer in decimal, as PostgreSQL's bigint reads and returns it. */
  hash: string;
  /** Index of the k-gram's first word in the normalised text. */
  position: number;
}

export interface FingerprintOptions {
  /** Words per k-gram. */
  k?: number;
  /** Winnowing window, in k-grams: any shared run of k + window - 1 words yields a shared hash. */
  window?: number;
}

/** Any shared run of 12 words (a clause) is found; about 2 in 9 k-grams are kept. */
export const DEFAULT_FINGERPRINT_OPTIONS = { k: 5, window: 8 } as const;

/** Lower-case words without punctuation: what plagiarism compares, whatever the layout. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const FNV_PRIME = 0x01000193;
const SEEDS = [0x811c9dc5, 0x9e3779b9] as const;

/** FNV-1a over the UTF-16 code units, from `seed`. */
function wordHash(word: string, seed: number): number {
  let hash = seed;
  for (let index = 0; index < word.length; index += 1) hash = Math.imul(hash ^ word.charCodeAt(index), FNV_PRIME);
  return hash >>> 0;
}

/** murmur3's finaliser: every input bit moves about half the output bits. */
function mix(hash: number): number {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Two independent 32-bit hashes of every k-gram: 64 bits that depend on its words alone. */
function gramHashes(words: readonly string[], k: number): { high: Uint32Array; low: Uint32Array } {
  const count = Math.max(0, words.length - k + 1);
  const high = new Uint32Array(count);
  const low = new Uint32Array(count);
  const wordsHigh = Uint32Array.from(words, (word) => wordHash(word, SEEDS[0]));
  const wordsLow = Uint32Array.from(words, (word) => wordHash(word, SEEDS[1]));
  for (let start = 0; start < count; start += 1) {
    let h: number = SEEDS[0];
    let l: number = SEEDS[1];
    for (let offset = 0; offset < k; offset += 1) {
      h = Math.imul(h ^ wordsHigh[start + offset]!, FNV_PRIME);
      l = Math.imul(l ^ wordsLow[start + offset]!, FNV_PRIME);
    }
    high[start] = mix(h);
    low[start] = mix(l ^ h);
  }
  return { high, low };
}

function isAtMost(high: Uint32Array, low: Uint32Array, a: number, b: number): boolean {
  return high[a]! < high[b]! || (high[a] === high[b] && low[a]! <= low[b]!);
}

function signed64(high: number, low: number): string {
  return BigInt.asIntN(64, (BigInt(high) << 32n) | BigInt(low)).toString();
}

/**
 * Winnowing (Schleimer, Wilkerson and Aiken): hash every run of k words, keep the smallest hash of
 * each window. Deterministic, position-independent for shared passages, and far fewer hashes than
 * k-grams, so two documents sharing a passage share fingerprints. The k-gram hash is built from
 * per-word hashes with plain integer arithmetic: a 100-page document takes milliseconds, not the
 * hundred a cryptographic hash per k-gram cost.
 */
export function fingerprintText(text: string, options: FingerprintOptions = {}): Fingerprint[] {
  const k = options.k ?? DEFAULT_FINGERPRINT_OPTIONS.k;
  const window = options.window ?? DEFAULT_FINGERPRINT_OPTIONS.window;
  const words = normaliseWords(text);
  if (words.length === 0) return [];
  if (words.length < k) {
    const { high, low } = gramHashes([words.join(' ')], 1);
    return [{ hash: signed64(high[0]!, low[0]!), position: 0 }];
  }
  const { high, low } = gramHashes(words, k);
  const chosen: Fingerprint[] = [];
  let lastPosition = -1;
  for (let start = 0; ; start += 1) {
    const end = Math.min(start + window, high.length);
    let minimum = start;
    // The rightmost minimum: a window sliding over it keeps choosing the same k-gram.
    for (let index = start; index < end; index += 1) if (isAtMost(high, low, index, minimum)) minimum = index;
    if (minimum !== lastPosition) {
      chosen.push({ hash: signed64(high[minimum]!, low[minimum]!), position: minimum });
      lastPosition = minimum;
    }
    if (end === high.length) break;
  }
  return chosen;
}
