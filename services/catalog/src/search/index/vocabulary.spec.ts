import { Vocabulary } from './vocabulary';

function vocabularyOf(words: readonly string[]): Vocabulary {
  const vocabulary = new Vocabulary();
  for (const word of words) vocabulary.countEntry(vocabulary.add(word));
  vocabulary.sort();
  return vocabulary;
}

const wordOf = (vocabulary: Vocabulary, id: number | undefined) =>
  id === undefined ? undefined : vocabulary.words[id];

describe('Vocabulary', () => {
  const vocabulary = vocabularyOf(['calculus', 'calculate', 'organic', 'organism', 'chemistry', 'spectroscopy']);

  it('lists the words a prefix starts', () => {
    expect(
      vocabulary
        .idsWithPrefix('organ')
        .map((id) => vocabulary.words[id])
        .sort(),
    ).toEqual(['organic', 'organism']);
    expect(vocabulary.idsWithPrefix('zz')).toEqual([]);
  });

  it('corrects a changed, missing or added letter to the nearest known word', () => {
    expect(wordOf(vocabulary, vocabulary.nearestWord('calculas'))).toBe('calculus');
    expect(wordOf(vocabulary, vocabulary.nearestWord('chemstry'))).toBe('chemistry');
    expect(wordOf(vocabulary, vocabulary.nearestWord('spectroscopyy'))).toBe('spectroscopy');
  });

  it('corrects two neighbouring letters swapped, which breaks four letter triples', () => {
    expect(wordOf(vocabulary, vocabulary.nearestWord('orgainc'))).toBe('organic');
    expect(
      vocabulary
        .nearestPrefixes('orgna')
        .map((id) => vocabulary.words[id])
        .sort(),
    ).toEqual(['organic', 'organism']);
  });

  it('leaves short words and words too far from any known one alone', () => {
    expect(vocabulary.nearestWord('ca')).toBeUndefined();
    expect(vocabulary.nearestWord('geology')).toBeUndefined();
    expect(vocabulary.nearestPrefixes('xyz')).toEqual([]);
  });
});

describe('Vocabulary prefixes that are not typos', () => {
  it('suggests nothing for a prefix no known word is within reach of', () => {
    const vocabulary = vocabularyOf(['drills', 'reaction', 'mechanism']);
    expect(vocabulary.nearestPrefixes('draft')).toEqual([]);
    expect(vocabulary.nearestPrefixes('drils').map((id) => vocabulary.words[id])).toEqual(['drills']);
  });

  it('prefers the more frequent of two equally near words', () => {
    const vocabulary = vocabularyOf(['cell', 'call', 'call']);
    expect(wordOf(vocabulary, vocabulary.nearestWord('cxll'))).toBe('call');
  });
});
