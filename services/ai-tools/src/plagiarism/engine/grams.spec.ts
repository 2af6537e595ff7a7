import { allGrams, winnowedGrams } from './grams';
import { tokenise } from './tokens';

const ORIGINAL = 'The committee approved the budget for the new library after a long debate in the council.';
/** Every content word swapped for a synonym; the function words stay in place. */
const SYNONYMS = 'The board passed the plan for the fresh archive after a lengthy argument in the assembly.';

const hashes = (text: string, kind: 'content' | 'stopword') =>
  allGrams(tokenise(text), { contentN: 4, stopwordN: 4 })
    .filter((gram) => gram.kind === kind)
    .map((gram) => gram.hash);

describe('content-word and stopword n-grams', () => {
  it('builds content 4-grams over the content words alone, skipping the stopwords between them', () => {
    const tokens = tokenise('the cell wall of a plant is made of cellulose');
    const content = allGrams(tokens, { contentN: 4, stopwordN: 8 }).filter((gram) => gram.kind === 'content');
    // cell wall plant made, wall plant made cellulose
    expect(content.map((gram) => [tokens[gram.first]!.word, tokens[gram.last]!.word])).toEqual([
      ['cell', 'made'],
      ['wall', 'cellulose'],
    ]);
  });

  it('keeps the stopword n-grams of a text whose content words were all replaced by synonyms', () => {
    expect(hashes(SYNONYMS, 'stopword')).toEqual(hashes(ORIGINAL, 'stopword'));
    expect(hashes(SYNONYMS, 'content').some((hash) => hashes(ORIGINAL, 'content').includes(hash))).toBe(false);
  });

  it('hashes the same words the same way in any layout, and a different word differently', () => {
    expect(hashes('Cell  WALL,\nplant made', 'content')).toEqual(hashes('cell wall plant made', 'content'));
    expect(hashes('cell wall plant makes', 'content')).not.toEqual(hashes('cell wall plant made', 'content'));
    expect(hashes('cell wall plant made', 'content')[0]).toMatch(/^-?\d+$/);
  });

  it('never confuses a content n-gram with a stopword n-gram of the same words', () => {
    const content = allGrams(tokenise('alpha beta gamma delta'), { contentN: 4, stopwordN: 4 });
    const stopwords = allGrams(tokenise('the of and a'), { contentN: 4, stopwordN: 4 });
    expect(content).toHaveLength(1);
    expect(stopwords).toHaveLength(1);
    expect(content[0]!.hash).not.toBe(stopwords[0]!.hash);
  });
});

describe('winnowing', () => {
  const words = Array.from({ length: 200 }, (_, index) => `word${(index * 7919) % 211}`).join(' ');

  it('keeps far fewer fingerprints than n-grams, each one of the n-grams', () => {
    const tokens = tokenise(words);
    const all = allGrams(tokens);
    const kept = winnowedGrams(tokens, 4);
    expect(kept.length).toBeLessThan(all.length * 0.6);
    expect(kept.length).toBeGreaterThan(all.length * 0.2);
    const allHashes = new Set(all.map((gram) => gram.hash));
    expect(kept.every((gram) => allHashes.has(gram.hash))).toBe(true);
  });

  it('guarantees a shared fingerprint for any shared run of n + window - 1 content words', () => {
    const shared = words.split(' ').slice(50, 57).join(' ');
    const other = `unrelated opening text here ${shared} and an unrelated ending follows`;
    const a = new Set(winnowedGrams(tokenise(words), 4).map((gram) => gram.hash));
    const b = winnowedGrams(tokenise(other), 4).map((gram) => gram.hash);
    expect(b.some((hash) => a.has(hash))).toBe(true);
  });

  it('refuses a window below one', () => {
    expect(() => winnowedGrams(tokenise(words), 0)).toThrow(RangeError);
  });
});
