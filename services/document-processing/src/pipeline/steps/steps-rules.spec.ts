import { chunkPages } from './chunk-pages';
import { fingerprintText, normaliseWords } from './fingerprints';
import { pageRanges } from './page-texts';
import { splitPages } from './page-texts';
import { parsePpm } from './ppm';
import { previewPageCountFor } from './preview-page-count';

describe('previewPageCountFor', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 1],
    [5, 1],
    [8, 2],
    [12, 2],
    [49, 10],
    [50, 10],
    [120, 10],
  ])('shows %i pages as %i', (pages, shown) => {
    expect(previewPageCountFor(pages)).toBe(shown);
  });

  it('follows an admin’s rule: its share of the pages, never more than its maximum or the document', () => {
    const half = { preview_max_pages: 30, preview_share_percent: 50 };
    expect(previewPageCountFor(120, half)).toBe(30);
    expect(previewPageCountFor(20, half)).toBe(10);
    expect(previewPageCountFor(1, half)).toBe(1);
    expect(previewPageCountFor(3, { preview_max_pages: 50, preview_share_percent: 100 })).toBe(3);
    expect(previewPageCountFor(40, { preview_max_pages: 2, preview_share_percent: 20 })).toBe(2);
  });
});

describe('parsePpm', () => {
  const pixels = Buffer.from([255, 0, 0, 0, 255, 0]);

  it('reads the header, comments included, and the RGB bytes after it', () => {
    const image = parsePpm(Buffer.concat([Buffer.from('P6\n# by pdftoppm\n2 1\n255\n'), pixels]));
    expect(image).toMatchObject({ width: 2, height: 1, channels: 3 });
    expect(image.pixels.equals(pixels)).toBe(true);
  });

  it('refuses other formats, deep colour and truncated data', () => {
    expect(() => parsePpm(Buffer.from('P5\n2 1\n255\n\u0000\u0000'))).toThrow('not a binary PPM');
    expect(() => parsePpm(Buffer.concat([Buffer.from('P6\n1 1\n65535\n'), pixels]))).toThrow('maximum value');
    expect(() => parsePpm(Buffer.concat([Buffer.from('P6\n4 4\n255\n'), pixels]))).toThrow('truncated');
  });
});

describe('splitPages', () => {
  it('gives exactly one tidy text per page', () => {
    expect(splitPages('One   page\n\n\n\nstill one\fTwo\f', 3)).toEqual(['One page\n\nstill one', 'Two', '']);
    expect(splitPages('a\fb\fc\f', 2)).toEqual(['a', 'b']);
  });
});

describe('chunkPages', () => {
  const pages = Array.from({ length: 6 }, (_, index) =>
    Array.from({ length: 80 }, (_, word) => `p${index + 1}w${word}`).join(' '),
  );

  it('cuts on word boundaries into overlapping passages that know their pages', () => {
    const chunks = chunkPages(pages, { targetChars: 600, overlapChars: 60 });
    expect(chunks.length).toBeGreaterThan(4);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(600);
      expect(chunk.text.split(' ').every((word) => /^p\dw\d+$/.test(word))).toBe(true);
      expect(chunk.pageFrom).toBeLessThanOrEqual(chunk.pageTo);
    }
    expect(chunks[0]!.pageFrom).toBe(1);
    expect(chunks.at(-1)!.pageTo).toBe(6);
    const firstEnd = chunks[0]!.text.split(' ').at(-1)!;
    expect(chunks[1]!.text.split(' ')).toContain(firstEnd);
  });

  it('skips empty pages and returns nothing for an empty document', () => {
    expect(chunkPages(['', '   '])).toEqual([]);
    expect(chunkPages(['', 'only here'])).toEqual([{ index: 0, pageFrom: 2, pageTo: 2, text: 'only here' }]);
  });
});

describe('pageRanges', () => {
  it('keeps a short document in one run', () => {
    expect(pageRanges(1, 2)).toEqual([[1, 1]]);
    expect(pageRanges(15, 2)).toEqual([[1, 15]]);
    expect(pageRanges(100, 1)).toEqual([[1, 100]]);
  });

  it('splits a long one into consecutive ranges that cover every page once', () => {
    expect(pageRanges(16, 2)).toEqual([
      [1, 8],
      [9, 16],
    ]);
    expect(pageRanges(101, 2)).toEqual([
      [1, 51],
      [52, 101],
    ]);
    const ranges = pageRanges(1000, 3);
    expect(ranges).toHaveLength(3);
    expect(ranges[0]![0]).toBe(1);
    expect(ranges.at(-1)![1]).toBe(1000);
    for (let index = 1; index < ranges.length; index += 1) expect(ranges[index]![0]).toBe(ranges[index - 1]![1] + 1);
  });
});

describe('fingerprintText', () => {
  const shared =
    'The mitochondrion is the site of oxidative phosphorylation where the electron transport chain builds a proton gradient';
  const a = `Cells need energy. ${shared}. Plants also photosynthesise in chloroplasts.`;
  const b = `Completely different opening about rivers and deltas. ${shared.toUpperCase()}!!! Then something else entirely.`;

  it('normalises case and punctuation', () => {
    expect(normaliseWords('Hello, WORLD! Ça va?')).toEqual(['hello', 'world', 'ça', 'va']);
  });

  it('is deterministic', () => {
    expect(fingerprintText(a)).toEqual(fingerprintText(a));
  });

  it('gives a shared passage shared hashes wherever it sits', () => {
    const hashesA = new Set(fingerprintText(a).map((print) => print.hash));
    const common = fingerprintText(b).filter((print) => hashesA.has(print.hash));
    expect(common.length).toBeGreaterThan(0);
    const unrelated = fingerprintText('Rivers carry sediment to deltas where it settles over many years');
    expect(unrelated.filter((print) => hashesA.has(print.hash))).toEqual([]);
  });

  it('always finds a shared run of k + window - 1 words', () => {
    const run = 'one two three four five six seven eight nine ten eleven twelve';
    const hashesOfRun = new Set(fingerprintText(run).map((print) => print.hash));
    for (const [before, after] of [
      ['alpha beta', 'omega'],
      ['a much longer and entirely unrelated opening passage about geology', 'and a different end'],
    ]) {
      const prints = fingerprintText(`${before} ${run} ${after}`);
      expect(prints.some((print) => hashesOfRun.has(print.hash))).toBe(true);
    }
  });

  it('writes each hash as a signed 64-bit integer and each position as a word index', () => {
    const prints = fingerprintText(a);
    for (const print of prints) {
      const value = BigInt(print.hash);
      expect(value >= -(2n ** 63n) && value < 2n ** 63n).toBe(true);
      expect(Number.isInteger(print.position) && print.position >= 0).toBe(true);
    }
    expect(new Set(prints.map((print) => print.position)).size).toBe(prints.length);
  });

  it('keeps far fewer hashes than there are k-grams', () => {
    const words = Array.from({ length: 400 }, (_, index) => `word${index}`).join(' ');
    expect(fingerprintText(words).length).toBeLessThan(396 / 3);
  });
});
