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

const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;

/** Lower-case words without punctuation: what plagiarism compares, whatever the layout. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const FNV_PRIME = 0x01000193;
const SEEDS = [0x811c9dc5, 0x9e3779b9] as const;

/** Whether each code point of the Basic Multilingual Plane is a letter or digit, looked up once: 0 unknown, 1 no, 2 yes. */
const BASIC_PLANE_WORD = new Uint8Array(0x10000);

function isWordCodePoint(codePoint: number): boolean {
  if (codePoint > 0xffff) return WORD_CHARACTER.test(String.fromCodePoint(codePoint));
  let known = BASIC_PLANE_WORD[codePoint]!;
  if (known === 0) {
    known = WORD_CHARACTER.test(String.fromCharCode(codePoint)) ? 2 : 1;
    BASIC_PLANE_WORD[codePoint] = known;
  }
  return known === 2;
}

/** One FNV-1a step over a UTF-16 code unit. */
function fnv(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME);
}

/** A growable list of 32-bit words. */
class Uint32List {
  values = new Uint32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Uint32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length] = value;
    this.length += 1;
  }

  view(): Uint32Array {
    return this.values.subarray(0, this.length);
  }
}

/**
 * Two FNV-1a hashes (one per seed, over UTF-16 code units) of every word `normaliseWords` would
 * give, computed in one scan of the lower-cased text without making the words themselves.
 */
function wordHashes(text: string): { high: Uint32Array; low: Uint32Array } {
  const lower = text.toLowerCase();
  const high = new Uint32List();
  const low = new Uint32List();
  let inWord = false;
  let h = 0;
  let l = 0;
  for (let index = 0; index < lower.length;) {
    const codePoint = lower.codePointAt(index)!;
    const units = codePoint > 0xffff ? 2 : 1;
    if (isWordCodePoint(codePoint)) {
      if (!inWord) {
        h = SEEDS[0];
        l = SEEDS[1];
        inWord = true;
      }
      for (let unit = index; unit < index + units; unit += 1) {
        h = fnv(h, lower.charCodeAt(unit));
        l = fnv(l, lower.charCodeAt(unit));
      }
    } else if (inWord) {
      high.push(h >>> 0);
      low.push(l >>> 0);
      inWord = false;
    }
    index += units;
  }
  if (inWord) {
    high.push(h >>> 0);
    low.push(l >>> 0);
  }
  return { high: high.view(), low: low.view() };
}

/** murmur3's finaliser: every input bit moves about half the output bits. */
function mix(hash: number): number {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Two independent 32-bit hashes of every run of k words: 64 bits that depend on its words alone. */
function gramHashes(
  words: { high: Uint32Array; low: Uint32Array },
  k: number,
): { high: Uint32Array; low: Uint32Array } {
  const count = Math.max(0, words.high.length - k + 1);
  const high = new Uint32Array(count);
  const low = new Uint32Array(count);
  for (let start = 0; start < count; start += 1) {
    let h: number = SEEDS[0];
    let l: number = SEEDS[1];
    for (let offset = 0; offset < k; offset += 1) {
      h = fnv(h, words.high[start + offset]!);
      l = fnv(l, words.low[start + offset]!);
    }
    high[start] = mix(h);
    low[start] = mix(l ^ h);
  }
  return { high, low };
}

/** The hashes of the text's few words joined by spaces, as of one word: a text shorter than a k-gram. */
function joinedWordHash(text: string): { high: Uint32Array; low: Uint32Array } {
  const joined = normaliseWords(text).join(' ');
  let h: number = SEEDS[0];
  let l: number = SEEDS[1];
  for (let index = 0; index < joined.length; index += 1) {
    h = fnv(h, joined.charCodeAt(index));
    l = fnv(l, joined.charCodeAt(index));
  }
  return { high: Uint32Array.of(h >>> 0), low: Uint32Array.of(l >>> 0) };
}

function signed64(high: number, low: number): string {
  return BigInt.asIntN(64, (BigInt(high) << 32n) | BigInt(low)).toString();
}

/**
 * Winnowing (Schleimer, Wilkerson and Aiken): hash every run of k words, keep the smallest hash of
 * each window. Deterministic, position-independent for shared passages, and far fewer hashes than
 * k-grams, so two documents sharing a passage share fingerprints. The k-gram hash is built from
 * per-word hashes with plain integer arithmetic, and the words are hashed as the text is scanned:
 * a 100-page document takes a few milliseconds. Stored fingerprints depend on every detail here.
 */
export function fingerprintText(text: string, options: FingerprintOptions = {}): Fingerprint[] {
  const k = options.k ?? DEFAULT_FINGERPRINT_OPTIONS.k;
  const window = options.window ?? DEFAULT_FINGERPRINT_OPTIONS.window;
  const words = wordHashes(text);
  if (words.high.length === 0) return [];
  if (words.high.length < k) {
    const { high, low } = gramHashes(joinedWordHash(text), 1);
    return [{ hash: signed64(high[0]!, low[0]!), position: 0 }];
  }
  const { high, low } = gramHashes(words, k);
  const chosen: Fingerprint[] = [];
  let lastPosition = -1;
  for (let start = 0; ; start += 1) {
    const end = Math.min(start + window, high.length);
    let minimum = start;
    // The rightmost minimum: a window sliding over it keeps choosing the same k-gram.
    for (let index = start + 1; index < end; index += 1) {
      if (high[index]! < high[minimum]! || (high[index] === high[minimum] && low[index]! <= low[minimum]!)) {
        minimum = index;
      }
    }
    if (minimum !== lastPosition) {
      chosen.push({ hash: signed64(high[minimum]!, low[minimum]!), position: minimum });
      lastPosition = minimum;
    }
    if (end === high.length) break;
  }
  return chosen;
}
