import { MAX_QUERY_LEXEMES, orTsQueryOf, queryLexemesOf } from './or-tsquery';

describe('orTsQueryOf', () => {
  it('joins the lexemes with | so a passage matches on any of them', () => {
    expect(orTsQueryOf(['photosynthesi', 'chlorophyl', 'light'])).toBe("'photosynthesi' | 'chlorophyl' | 'light'");
  });

  it('quotes each lexeme, doubling quotes, so operators inside a lexeme stay text', () => {
    expect(orTsQueryOf(["o'neil", 'a&b', 'x|y', '!not', 'c:*'])).toBe("'o''neil' | 'a&b' | 'x|y' | '!not' | 'c:*'");
  });

  it('keeps each lexeme once, in first-seen order', () => {
    expect(orTsQueryOf(['cell', 'wall', 'cell'])).toBe("'cell' | 'wall'");
  });

  it('leaves out what the tsquery parser could not read back (backslashes, control characters, empties)', () => {
    expect(orTsQueryOf(['a\\b', '', 'bad\u0001', 'good'])).toBe("'good'");
  });

  it('is null for a question without a searchable word', () => {
    expect(orTsQueryOf([])).toBeNull();
    expect(orTsQueryOf(['\\'])).toBeNull();
  });

  it(`takes at most ${MAX_QUERY_LEXEMES} lexemes`, () => {
    const lexemes = Array.from({ length: 50 }, (_, index) => `word${index}`);
    expect(orTsQueryOf(lexemes)!.split(' | ')).toHaveLength(MAX_QUERY_LEXEMES);
    expect(queryLexemesOf(lexemes)).toEqual(lexemes.slice(0, MAX_QUERY_LEXEMES));
  });
});
