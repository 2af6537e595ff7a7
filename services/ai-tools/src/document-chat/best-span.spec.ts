import { bestSpanOf, sentencesOf } from './best-span';
import { contentWordsOf } from './content-words';

const PASSAGE =
  'The cell is the unit of life. Mitochondria make the energy a cell uses, as ATP. ' +
  'Dr. Smith described the membrane in 1972! Is the nucleus the control centre? It holds the DNA.';

describe('sentencesOf', () => {
  it('splits at end marks followed by a capital or digit, keeping offsets into the passage', () => {
    const sentences = sentencesOf(PASSAGE);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'The cell is the unit of life.',
      'Mitochondria make the energy a cell uses, as ATP.',
      'Dr.',
      'Smith described the membrane in 1972!',
      'Is the nucleus the control centre?',
      'It holds the DNA.',
    ]);
    for (const sentence of sentences) expect(PASSAGE.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });

  it('gives nothing for blank text and one sentence for text without an end mark', () => {
    expect(sentencesOf('   ')).toEqual([]);
    expect(sentencesOf('  no end mark here ')).toEqual([{ start: 2, end: 18, text: 'no end mark here' }]);
  });
});

describe('bestSpanOf', () => {
  it('picks the sentence that holds the most question words', () => {
    const span = bestSpanOf(PASSAGE, contentWordsOf('Which organelle makes the energy, ATP?'));
    expect(span.text).toBe('Mitochondria make the energy a cell uses, as ATP.');
  });

  it('joins neighbouring sentences when together they cover more question words', () => {
    const span = bestSpanOf(PASSAGE, contentWordsOf('What does a cell use, and what is the unit of life?'));
    expect(span.text).toBe('The cell is the unit of life. Mitochondria make the energy a cell uses, as ATP.');
  });

  it('keeps a span within the character limit, cutting a long sentence at a word', () => {
    const long = `${'word '.repeat(200)}target end.`;
    const span = bestSpanOf(long, contentWordsOf('word'), { maxChars: 50 });
    expect(span.text.length).toBeLessThanOrEqual(50);
    expect(long.startsWith(span.text)).toBe(true);
    expect(span.text.endsWith(' ')).toBe(false);
  });

  it('never includes a skipped sentence and falls back to the first allowed one when nothing matches', () => {
    const span = bestSpanOf(PASSAGE, contentWordsOf('nucleus control'), {
      skip: (sentence) => sentence.text.includes('nucleus'),
    });
    expect(span.text).not.toContain('nucleus');
    expect(bestSpanOf(PASSAGE, ['zebra']).text).toBe('The cell is the unit of life.');
    expect(bestSpanOf('Only one.', ['x'], { skip: () => true }).text).toBe('');
  });
});
