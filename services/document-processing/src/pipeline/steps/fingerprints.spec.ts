import { seededRandom, pick } from '@studyhub/platform/testing';
import { chunkPages } from './chunk-pages';
import { fingerprintText, normaliseWords, DEFAULT_FINGERPRINT_OPTIONS } from './fingerprints';

/**
 * The fingerprints as first defined, word by word: stored fingerprints were made this way, so the
 * one-scan implementation must give exactly the same hashes and positions.
 */
function referenceFingerprints(text: string): { hash: string; position: number }[] {
  const { k, window } = DEFAULT_FINGERPRINT_OPTIONS;
  const prime = 0x01000193;
  const seeds = [0x811c9dc5, 0x9e3779b9];
  const fnv = (word: string, seed: number) => {
    let hash = seed;
    for (let index = 0; index < word.length; index += 1) hash = Math.imul(hash ^ word.charCodeAt(index), prime);
    return hash >>> 0;
  };
  const mix = (value: number) => {
    let h = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  };
  const grams = (words: string[], size: number) =>
    Array.from({ length: Math.max(0, words.length - size + 1) }, (_, start) => {
      let h = seeds[0]!;
      let l = seeds[1]!;
      for (const word of words.slice(start, start + size)) {
        h = Math.imul(h ^ fnv(word, seeds[0]!), prime);
        l = Math.imul(l ^ fnv(word, seeds[1]!), prime);
      }
      return (BigInt(mix(h)) << 32n) | BigInt(mix(l ^ h));
    });
  const signed = (value: bigint) => BigInt.asIntN(64, value).toString();
  const words = normaliseWords(text);
  if (words.length === 0) return [];
  if (words.length < k) return [{ hash: signed(grams([words.join(' ')], 1)[0]!), position: 0 }];
  const hashes = grams(words, k);
  const chosen: { hash: string; position: number }[] = [];
  for (let start = 0; ; start += 1) {
    const end = Math.min(start + window, hashes.length);
    let minimum = start;
    for (let index = start; index < end; index += 1) if (hashes[index]! <= hashes[minimum]!) minimum = index;
    if (chosen.at(-1)?.position !== minimum) chosen.push({ hash: signed(hashes[minimum]!), position: minimum });
    if (end === hashes.length) break;
  }
  return chosen;
}

const PIECES = [
  'the',
  'Mitochondrion',
  'ÉLAN',
  'électron',
  'İstanbul',
  'straße',
  'ΣΟΦΙΑ',
  'Ⅻ',
  '٣٤',
  '42',
  'x2',
  '𝐀𝐁c',
  '\uD800',
  '\uDC00z',
  'naïve',
  'co-operate',
  "don't",
  '日本語',
  'ǅ',
  'ﬁne',
];
const SEPARATORS = [' ', '  ', '\n', '\f', ', ', '. ', '—', '\u00a0', '\u0307', '!!', '\t', ''];

function randomText(seed: number, words: number): string {
  const random = seededRandom(seed);
  let text = '';
  for (let index = 0; index < words; index += 1) text += pick(PIECES, random)! + pick(SEPARATORS, random)!;
  return text;
}

describe('fingerprintText', () => {
  it('gives exactly the word-by-word hashes on mixed scripts, case folding and odd code units', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const text = randomText(seed, 1 + (seed % 60));
      expect(fingerprintText(text)).toEqual(referenceFingerprints(text));
    }
  });

  it('keeps the hashes documents were stored with', () => {
    expect(
      fingerprintText(
        'Ça va? The İstanbul mitochondrion, 𝐀𝐁 is 42 the site of oxidative phosphorylation where ÉLAN électron transport chain builds a proton gradient',
      ),
    ).toEqual([
      { hash: '781660470868009085', position: 5 },
      { hash: '468518413801597672', position: 9 },
      { hash: '2971187066662123700', position: 14 },
    ]);
  });

  it('hashes a text shorter than a k-gram as one joined word', () => {
    expect(fingerprintText('Hello, World')).toEqual(referenceFingerprints('Hello, World'));
    expect(fingerprintText(' ,. ')).toEqual([]);
  });
});

describe('chunkPages', () => {
  it('cuts the same passages whatever the whitespace between words', () => {
    const random = seededRandom(7);
    const pages = Array.from({ length: 30 }, () => randomText(Math.floor(random() * 1000), 120));
    const chunks = chunkPages(pages, { targetChars: 300, overlapChars: 40 });
    const words = pages.flatMap((page, index) =>
      page
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => ({ word, page: index + 1 })),
    );
    let covered = 0;
    for (const chunk of chunks) {
      const chunkWords = chunk.text.split(' ');
      const first = words.findIndex(
        (entry, index) =>
          index <= covered && words.slice(index, index + chunkWords.length).every((w, at) => w.word === chunkWords[at]),
      );
      expect(first).toBeGreaterThanOrEqual(0);
      expect(chunk.pageFrom).toBe(words[first]!.page);
      expect(chunk.pageTo).toBe(words[first + chunkWords.length - 1]!.page);
      covered = first + chunkWords.length;
    }
    expect(covered).toBe(words.length);
  });
});
