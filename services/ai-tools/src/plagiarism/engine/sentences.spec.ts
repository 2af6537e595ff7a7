import { sentenceBounds, sentenceOfTokens } from './sentences';
import { tokenise } from './tokens';

describe('sentences', () => {
  const sentencesOf = (text: string) => {
    const tokens = tokenise(text);
    const of = sentenceOfTokens(text, tokens);
    return sentenceBounds(of).map((bound) => tokens.slice(bound.first, bound.last + 1).map((t) => t.word).join(' '));
  };

  it('splits after end marks followed by a capital, a digit or a quotation mark, and at blank lines', () => {
    expect(sentencesOf('One two. Three four! "Five six?" 7 eight\n\nnine ten')).toEqual([
      'one two',
      'three four',
      'five six',
      '7 eight',
      'nine ten',
    ]);
  });

  it('does not split at a single line break inside a sentence (text extracted from a PDF)', () => {
    expect(sentencesOf('The cell wall is\nmade of cellulose. It is\nrigid.')).toEqual([
      'the cell wall is made of cellulose',
      'it is rigid',
    ]);
  });

  it('does not split inside a number or before a lower-case word', () => {
    expect(sentencesOf('It costs 3.5 dollars. e.g. this one. Then more.')).toEqual([
      'it costs 3 5 dollars e g this one',
      'then more',
    ]);
  });
});
