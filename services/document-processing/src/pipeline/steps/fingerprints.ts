import { createHash } from 'node:crypto';

export interface Fingerprint {
  /** 64 bits as 16 hex digits. */
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

/** Lower-case words without punctuation: what plagiarism compares, whatever the layout. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function hashOf(gram: string): string {
  return createHash('sha1').update(gram).digest('hex').slice(0, 16);
}

/**
 * Winnowing (Schleimer, Wilkerson and Aiken): hash every run of k words, keep the smallest hash of
 * each window. Deterministic, position-independent for shared passages, and far fewer hashes than
 * k-grams, so two documents sharing a passage share fingerprints.
 */
export function fingerprintText(text: string, options: FingerprintOptions = {}): Fingerprint[] {
  const k = options.k ?? 5;
  const window = options.window ?? 4;
  const words = normaliseWords(text);
  if (words.length < k) return words.length > 0 ? [{ hash: hashOf(words.join(' ')), position: 0 }] : [];
  const hashes: string[] = [];
  for (let index = 0; index + k <= words.length; index += 1) hashes.push(hashOf(words.slice(index, index + k).join(' ')));
  const chosen: Fingerprint[] = [];
  let lastPosition = -1;
  for (let start = 0; start + window <= Math.max(hashes.length, window); start += 1) {
    const end = Math.min(start + window, hashes.length);
    let minimum = start;
    // The rightmost minimum: a window sliding over it keeps choosing the same k-gram.
    for (let index = start; index < end; index += 1) if (hashes[index]! <= hashes[minimum]!) minimum = index;
    if (minimum !== lastPosition) {
      chosen.push({ hash: hashes[minimum]!, position: minimum });
      lastPosition = minimum;
    }
    if (end === hashes.length) break;
  }
  return chosen;
}
