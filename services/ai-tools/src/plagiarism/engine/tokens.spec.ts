import { normaliseWord, tokenise } from './tokens';

describe('tokenise', () => {
  it('keeps the offsets of the words as given, whatever the punctuation', () => {
    const text = 'The  cell, (mostly) water.';
    expect(tokenise(text).map((token) => [token.word, text.slice(token.start, token.end)])).toEqual([
      ['the', 'The'],
      ['cell', 'cell'],
      ['mostly', 'mostly'],
      ['water', 'water'],
    ]);
  });

  it('reads a word hidden by zero-width characters or a soft hyphen as the word itself', () => {
    const text = 'co\u200Bpied para\u00ADgraph with\u200D\uFEFFout';
    expect(tokenise(text).map((token) => token.word)).toEqual(['copied', 'paragraph', 'without']);
    expect(tokenise(text)[0]).toMatchObject({ start: 0, end: 7 });
  });

  it('folds full-width letters, ligatures and capitals (NFKC, lower case)', () => {
    expect(tokenise('ＣＯＰＹ ﬁnal Énergie').map((token) => token.word)).toEqual(['copy', 'final', 'énergie']);
  });

  it("keeps apostrophes inside a word and treats the curly one as the straight one", () => {
    expect(tokenise("the student’s don't").map((token) => token.word)).toEqual(['the', "student's", "don't"]);
    expect(normaliseWord('It’s')).toBe("it's");
  });

  it('has no words in punctuation or invisible characters alone', () => {
    expect(tokenise(' -- \u200B ... ')).toEqual([]);
  });
});
