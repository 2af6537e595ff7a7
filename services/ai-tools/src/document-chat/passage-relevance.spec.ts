import { isRelevantMatch } from './passage-relevance';

describe('isRelevantMatch', () => {
  it.each([
    // [matched, question lexemes, relevant]
    [1, 1, true],
    [0, 1, false],
    [1, 2, false],
    [2, 2, true],
    [2, 5, true],
    [1, 5, false],
    [3, 8, false],
    [4, 8, true],
    [0, 0, false],
  ])('%i of %i lexemes matched: relevant %p', (matched, total, relevant) => {
    expect(isRelevantMatch(matched, total)).toBe(relevant);
  });
});
