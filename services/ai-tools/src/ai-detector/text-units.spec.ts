import { NUMBER_TOKEN, isWordToken, splitSentences, tokenize } from './text-units';

describe('splitSentences', () => {
  it('cuts at end marks followed by a capital, keeping each sentence’s place in the text', () => {
    const text = 'The lab ran late. Was it worth it? Yes! We think so.';
    const spans = splitSentences(text);
    expect(spans.map((span) => span.text)).toEqual(['The lab ran late.', 'Was it worth it?', 'Yes!', 'We think so.']);
    for (const span of spans) expect(text.slice(span.offset, span.offset + span.length)).toBe(span.text);
  });

  it('does not cut after abbreviations, initials or before a lower-case word', () => {
    const text = 'Dr. Smith met J. Brown at 3 p.m. on Monday, e.g. after class. Then they left.';
    expect(splitSentences(text).map((span) => span.text)).toEqual([
      'Dr. Smith met J. Brown at 3 p.m. on Monday, e.g. after class.',
      'Then they left.',
    ]);
  });

  it('keeps closing quotes with their sentence and cuts at blank lines', () => {
    const text = '“It works.” She smiled.\n\nA heading without a stop\n\nThe end';
    expect(splitSentences(text).map((span) => span.text)).toEqual([
      '“It works.”',
      'She smiled.',
      'A heading without a stop',
      'The end',
    ]);
  });

  it('leaves out pieces without letters or digits', () => {
    expect(splitSentences('  ... \n\n --- ')).toEqual([]);
  });
});

describe('tokenize', () => {
  it('lower-cases words, keeps inner apostrophes and hyphens, and makes punctuation and numbers tokens', () => {
    expect(tokenize('Don’t over-think it: 3.5 of 1,200 “Students” said, (yes)!')).toEqual([
      "don't",
      'over-think',
      'it',
      ':',
      NUMBER_TOKEN,
      'of',
      NUMBER_TOKEN,
      'students',
      'said',
      ',',
      '(',
      'yes',
      ')',
      '!',
    ]);
  });

  it('tells words from punctuation', () => {
    expect(['word', NUMBER_TOKEN, ',', '('].map(isWordToken)).toEqual([true, true, false, false]);
  });
});
