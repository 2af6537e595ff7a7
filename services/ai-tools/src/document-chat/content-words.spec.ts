import { contentWordsOf, foldWord, isDistinctiveToken, wordsOf } from './content-words';

describe('content words', () => {
  it('folds inflections of one word together', () => {
    expect(new Set(['passage', 'passages'].map(foldWord)).size).toBe(1);
    expect(new Set(['cite', 'cites', 'cited'].map(foldWord)).size).toBe(1);
    expect(new Set(['study', 'studies', 'studied'].map(foldWord)).size).toBe(1);
    expect(new Set(['class', 'classes'].map(foldWord)).size).toBe(1);
  });

  it('drops stopwords and keeps numbers and codes whole', () => {
    expect(contentWordsOf('What is the boiling point of water at 100 degrees in CANARY-12?')).toEqual([
      'boil',
      'point',
      'water',
      '100',
      'degre',
      'canary-12',
    ]);
  });

  it('reads full-width letters as their plain forms', () => {
    expect(wordsOf('ＳＹＳＴＥＭ says')).toEqual(['SYSTEM', 'says']);
  });

  it('calls numbers and capital codes distinctive, ordinary words not', () => {
    expect(isDistinctiveToken('1865')).toBe(true);
    expect(isDistinctiveToken('ZX-CANARY')).toBe(true);
    expect(isDistinctiveToken('Lincoln')).toBe(false);
    expect(isDistinctiveToken('well-known')).toBe(false);
  });
});
