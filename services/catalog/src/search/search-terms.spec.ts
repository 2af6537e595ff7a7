import { queryTermsOf, tsqueryOf } from './search-terms';

describe('queryTermsOf', () => {
  it('lowercases, splits on anything but letters and digits, and marks the last word as a prefix', () => {
    expect(queryTermsOf('Organic  Chem')).toEqual([
      { word: 'organic', prefix: false },
      { word: 'chem', prefix: true },
    ]);
  });

  it('treats the last word as whole once a space or punctuation follows it', () => {
    expect(queryTermsOf('calculus ')).toEqual([{ word: 'calculus', prefix: false }]);
  });

  it('keeps letters of other scripts and drops tsquery syntax', () => {
    expect(queryTermsOf('Ökonomie & (Recht) | !x:*')).toEqual([
      { word: 'ökonomie', prefix: false },
      { word: 'recht', prefix: false },
      { word: 'x', prefix: false },
    ]);
  });

  it('answers no words for a blank query', () => {
    expect(queryTermsOf('   ')).toEqual([]);
  });

  it('caps a long query at eight words', () => {
    expect(queryTermsOf('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('tsqueryOf', () => {
  it('requires every word and expands the prefix', () => {
    expect(tsqueryOf(queryTermsOf('linear alg'))).toBe('linear & alg:*');
  });

  it('is null without words', () => {
    expect(tsqueryOf([])).toBeNull();
  });
});
