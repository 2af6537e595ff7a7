import { excludedRegions, exclusionOfTokens } from './excluded-regions';
import { summarise } from './report';
import { tokenise } from './tokens';

/** Ten words a sentence: easy arithmetic. */
const TEXT = [
  'one two three four five six seven eight nine ten.',
  'alpha beta gamma delta epsilon zeta eta theta iota kappa.',
  '"quoted words one two three four five six seven eight"',
  'red orange yellow green blue indigo violet black white grey.',
].join(' ');

const tokens = tokenise(TEXT);
const exclusion = exclusionOfTokens(tokens, excludedRegions(TEXT));
const span = (first: number, last: number) => ({ first, last });
const passage = (first: number, last: number) => ({ query: span(first, last), source: span(0, 9), seeds: 5, contentSeeds: 3 });
const sourceTokens = tokenise('s0 s1 s2 s3 s4 s5 s6 s7 s8 s9');

describe('summarise', () => {
  it('is the share of counted words covered, with quoted words neither counted nor covered', () => {
    const summary = summarise(tokens, exclusion, [
      { source: 'a', tokens: sourceTokens, passages: [passage(0, 9)] },
      { source: 'b', tokens: sourceTokens, passages: [passage(30, 34)] },
    ]);
    expect(summary.totalWords).toBe(40);
    expect(summary.countedWords).toBe(30);
    expect(summary.similarity).toBeCloseTo(15 / 30);
    expect(summary.passages.map((p) => [p.source, p.words, p.share])).toEqual([
      ['a', 10, 10 / 30],
      ['b', 5, 5 / 30],
    ]);
  });

  it('counts words matched by two sources once', () => {
    const summary = summarise(tokens, exclusion, [
      { source: 'a', tokens: sourceTokens, passages: [passage(0, 9)] },
      { source: 'b', tokens: sourceTokens, passages: [passage(5, 14)] },
    ]);
    expect(summary.similarity).toBeCloseTo(15 / 30);
    expect(summary.passages.reduce((sum, p) => sum + p.share, 0)).toBeCloseTo(20 / 30);
  });

  it('reports a passage inside quotation marks apart, at no share', () => {
    const summary = summarise(tokens, exclusion, [{ source: 'a', tokens: sourceTokens, passages: [passage(20, 29)] }]);
    expect(summary.similarity).toBe(0);
    expect(summary.passages).toEqual([
      expect.objectContaining({ excludedAs: 'quote', words: 0, share: 0, inputStart: TEXT.indexOf('quoted') }),
    ]);
  });

  it('gives the character offsets of the passage in the input and in the source', () => {
    const [placed] = summarise(tokens, exclusion, [
      { source: 'a', tokens: sourceTokens, passages: [{ ...passage(10, 11), source: span(2, 3) }] },
    ]).passages;
    expect(TEXT.slice(placed!.inputStart, placed!.inputEnd)).toBe('alpha beta');
    expect('s0 s1 s2 s3 s4 s5 s6 s7 s8 s9'.slice(placed!.sourceStart, placed!.sourceEnd)).toBe('s2 s3');
  });

  it('is zero for a text that is all quotation', () => {
    const quoted = '"every word here is quoted"';
    const quotedTokens = tokenise(quoted);
    expect(summarise(quotedTokens, exclusionOfTokens(quotedTokens, excludedRegions(quoted)), []).similarity).toBe(0);
  });
});
