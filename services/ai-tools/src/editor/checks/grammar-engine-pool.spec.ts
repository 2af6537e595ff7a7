import { GrammarEnginePool, splitForLinting, type PooledEngine } from './grammar-engine-pool';
import type { HarperLint } from './harper-engine';

const paragraph = (word: string, words: number): string => Array.from({ length: words }, () => word).join(' ') + '.';

describe('splitForLinting', () => {
  it('keeps a short text whole', () => {
    expect(splitForLinting('A short text.\n\nAnother paragraph.', 2)).toEqual([
      { offset: 0, text: 'A short text.\n\nAnother paragraph.' },
    ]);
  });

  it('cuts between paragraphs near the middle, and the parts put back together are the text', () => {
    const text = [
      paragraph('alpha', 300),
      paragraph('beta', 250),
      paragraph('gamma', 350),
      paragraph('delta', 200),
    ].join('\n\n');
    const parts = splitForLinting(text, 2, 1_000);
    expect(parts).toHaveLength(2);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts[1]!.offset).toBe(parts[0]!.text.length);
    expect(parts[1]!.text.startsWith('gamma')).toBe(true);
    expect(text.slice(parts[1]!.offset - 2, parts[1]!.offset)).toBe('\n\n');
  });

  it('cuts between sentences when the text has no paragraphs', () => {
    const text = Array.from({ length: 40 }, (_, index) => `Sentence number ${index} says a little more here.`).join(
      ' ',
    );
    const parts = splitForLinting(text, 2, 500);
    expect(parts).toHaveLength(2);
    expect(parts[0]!.text.endsWith('here. ')).toBe(true);
    expect(parts[1]!.text.startsWith('Sentence number')).toBe(true);
    expect(Math.abs(parts[0]!.text.length - parts[1]!.text.length)).toBeLessThan(100);
  });

  it('never makes more parts than the text has room for', () => {
    const text = paragraph('word', 500);
    expect(splitForLinting(text, 8, 1_000).length).toBeLessThanOrEqual(Math.floor(text.length / 1_000));
  });
});

/** Finds every "bad" in what it is given, as Harper would report a lint. */
class WordSpotter implements PooledEngine {
  readonly seen: string[] = [];
  closed = false;
  lint(text: string): Promise<HarperLint[]> {
    this.seen.push(text);
    const lints = [...text.matchAll(/bad/g)].map((match) => ({
      rule: 'Spot',
      kind: 'Grammar',
      message: 'bad',
      start: match.index,
      end: match.index + 3,
      problem: 'bad',
      suggestions: [],
    }));
    return Promise.resolve(lints);
  }
  warmUp(): Promise<void> {
    return Promise.resolve();
  }
  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}

describe('GrammarEnginePool', () => {
  it('lints each part on its own engine and places every finding in the whole text', async () => {
    const engines = [new WordSpotter(), new WordSpotter()];
    const pool = new GrammarEnginePool(engines);
    const text = [paragraph('good', 600), `${paragraph('fine', 500)} bad`, `${paragraph('okay', 600)} bad end.`].join(
      '\n\n',
    );
    const lints = await pool.lint(text);
    expect(engines.every((engine) => engine.seen.length === 1)).toBe(true);
    expect(lints.map((lint) => text.slice(lint.start, lint.end))).toEqual(['bad', 'bad']);
    expect(lints.map((lint) => lint.start)).toEqual([...text.matchAll(/bad/g)].map((match) => match.index));
    await pool.close();
    expect(engines.every((engine) => engine.closed)).toBe(true);
  });
});
