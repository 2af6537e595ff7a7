import { sentencesOf, wordTokensOf } from './text-tokens';

describe('wordTokensOf', () => {
  it('places words in UTF-16 units past emoji and accents, keeping inner apostrophes', () => {
    const text = 'Café 😀 isn’t Zoë’s 🎉🎉 place.';
    const tokens = wordTokensOf(text);
    expect(tokens.map((token) => token.text)).toEqual(['Café', 'isn’t', 'Zoë’s', 'place']);
    for (const token of tokens) expect(text.slice(token.offset, token.offset + token.text.length)).toBe(token.text);
  });

  it('marks sentence starts, but not after an abbreviation, an initial or a decimal point', () => {
    const tokens = wordTokensOf('Dr. Smith met J. Jones at 3.5 miles. Then they left!\nNew line');
    const starts = tokens.filter((token) => token.isSentenceStart).map((token) => token.text);
    expect(starts).toEqual(['Dr', 'Then', 'New']);
  });
});

describe('sentencesOf', () => {
  it('spans each sentence through its closing punctuation and quote', () => {
    const text = 'He said "go." She went. Done';
    const spans = sentencesOf(text).map((sentence) => text.slice(sentence.offset, sentence.offset + sentence.length));
    expect(spans).toEqual(['He said "go."', 'She went.', 'Done']);
  });
});
