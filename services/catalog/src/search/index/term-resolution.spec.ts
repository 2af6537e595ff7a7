import { CORRECTED_WEIGHT, resolveTerms } from './term-resolution';
import { Vocabulary } from './vocabulary';

function vocabularyOf(words: readonly string[]): Vocabulary {
  const vocabulary = new Vocabulary();
  for (const word of words) vocabulary.countEntry(vocabulary.add(word));
  vocabulary.sort();
  return vocabulary;
}

const wordsOf = (vocabulary: Vocabulary, ids: Int32Array) => Array.from(ids, (id) => vocabulary.words[id]).sort();

describe('resolveTerms', () => {
  const vocabulary = vocabularyOf(['calculus', 'calculate', 'organic', 'organism', 'chemistry']);

  it('takes a known word as typed, at full weight', () => {
    const [term] = resolveTerms(vocabulary, [{ word: 'organic', prefix: false }])!;
    expect(wordsOf(vocabulary, term!.ids)).toEqual(['organic']);
    expect(term!.weight).toBe(1);
  });

  it('lets the last word of an as-you-type query stand for every word it starts, ids ascending', () => {
    const [term] = resolveTerms(vocabulary, [{ word: 'organ', prefix: true }])!;
    expect(wordsOf(vocabulary, term!.ids)).toEqual(['organic', 'organism']);
    expect(Array.from(term!.ids)).toEqual([...term!.ids].sort((a, b) => a - b));
    expect(term!.weight).toBe(1);
  });

  it('replaces an unknown word or prefix by its nearest known neighbours, at a lower weight', () => {
    const [word, prefix] = resolveTerms(vocabulary, [
      { word: 'chemstry', prefix: false },
      { word: 'calcl', prefix: true },
    ])!;
    expect(wordsOf(vocabulary, word!.ids)).toEqual(['chemistry']);
    expect(word!.weight).toBe(CORRECTED_WEIGHT);
    expect(wordsOf(vocabulary, prefix!.ids)).toEqual(['calculate', 'calculus']);
    expect(prefix!.weight).toBe(CORRECTED_WEIGHT);
    expect(CORRECTED_WEIGHT).toBeLessThan(1);
  });

  it('matches nothing when one word has no neighbour at all', () => {
    expect(
      resolveTerms(vocabulary, [
        { word: 'organic', prefix: false },
        { word: 'zzzzzz', prefix: false },
      ]),
    ).toBeNull();
  });

  it('resolves an empty query to no terms', () => {
    expect(resolveTerms(vocabulary, [])).toEqual([]);
  });
});
