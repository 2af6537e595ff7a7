import { parseAnalysis } from './content-analysis';

const ANALYSIS = {
  summary: 'A clear argument with thin evidence.',
  tone: 'formal',
  strengths: ['clear thesis'],
  weaknesses: ['few sources'],
  suggestions: ['cite two studies'],
};

describe('parseAnalysis', () => {
  it('reads plain JSON and JSON wrapped in a code fence or a sentence', () => {
    expect(parseAnalysis(JSON.stringify(ANALYSIS))).toEqual(ANALYSIS);
    expect(parseAnalysis('```json\n' + JSON.stringify(ANALYSIS) + '\n```')).toEqual(ANALYSIS);
    expect(parseAnalysis(`Here is the analysis: ${JSON.stringify(ANALYSIS)} Hope it helps.`)).toEqual(ANALYSIS);
  });

  it('refuses prose, broken JSON and JSON of another shape', () => {
    expect(parseAnalysis('The text is good.')).toBeNull();
    expect(parseAnalysis('{"summary": "x",')).toBeNull();
    expect(parseAnalysis(JSON.stringify({ ...ANALYSIS, summary: '' }))).toBeNull();
    expect(parseAnalysis(JSON.stringify({ summary: 'x' }))).toBeNull();
  });
});
