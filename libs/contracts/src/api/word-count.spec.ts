import { countWords } from './word-count';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['One two three.', 3],
    ["Don't split well-known words.", 4],
    ['Inflation rose 3.5 percent in 2024.', 6],
    ['Études sur l’économie — naïve café', 5],
    ['Punctuation , alone ; is not a word !', 6],
    ['数学 is maths', 3],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});
