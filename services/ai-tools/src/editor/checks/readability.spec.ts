import { checkReadability, readabilityOf, syllablesOf } from './readability';
import { sentencesOf } from './text-tokens';

describe('readabilityOf', () => {
  it('computes the Flesch-Kincaid grade of a known text near the hand-counted value', () => {
    const text =
      'The cat sat on the mat. It was a sunny day. Children played in the garden while their parents talked about the weather.';
    // Counted by hand: 3 sentences of 6, 5 and 12 words; 6 + 6 + 17 = 29 syllables
    // (sun-ny, chil-dren, gar-den, par-ents, a-bout, weath-er; the rest one each).
    const handGrade = 0.39 * (23 / 3) + 11.8 * (29 / 23) - 15.59;
    const summary = readabilityOf(sentencesOf(text));
    expect(summary.word_count).toBe(23);
    expect(summary.sentence_count).toBe(3);
    expect(Math.abs(summary.syllable_count - 29)).toBeLessThanOrEqual(2);
    expect(Math.abs(summary.flesch_kincaid_grade! - handGrade)).toBeLessThanOrEqual(1);
  });

  it('has no grade for text without words', () => {
    expect(readabilityOf(sentencesOf('🎉 … 42'))).toMatchObject({ flesch_kincaid_grade: null, word_count: 0 });
  });
});

describe('syllablesOf', () => {
  it.each([
    ['cat', 1],
    ['table', 2],
    ['makes', 1],
    ['walked', 1],
    ['wanted', 2],
    ['beautiful', 3],
    ['education', 4],
  ])('%s has %d', (word, count) => {
    expect(syllablesOf(word)).toBe(count);
  });
});

describe('checkReadability', () => {
  it('suggests splitting a sentence of more than 35 words, covering the whole sentence', () => {
    const long = `${Array.from({ length: 40 }, (_, i) => (i % 2 ? 'cats' : 'dogs')).join(' ')}.`;
    const text = `Short one. ${long}`;
    const issues = checkReadability(sentencesOf(text));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ offset: text.indexOf(long), length: long.length, severity: 'suggestion' });
  });
});
