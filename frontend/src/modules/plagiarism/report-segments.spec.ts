import type { PlagiarismMatch } from '@studyhub/contracts';
import { segmentText, similarityLabel } from './report-segments';

const match = (start: number, end: number, excluded_as: PlagiarismMatch['excluded_as'] = null): PlagiarismMatch => ({
  source: { type: 'document', id: 'd', title: 'Doc', url: '/documents/doc' },
  passage: '',
  start,
  end,
  source_passage: '',
  similarity: 10,
  excluded_as,
});

describe('segmentText', () => {
  const text = 'aaaa bbbb cccc dddd';

  it('cuts the text at every match boundary and numbers the matches covering each run', () => {
    const segments = segmentText(text, [match(5, 14), match(10, 19)]);
    expect(segments.map((segment) => [segment.text, segment.matches])).toEqual([
      ['aaaa ', []],
      ['bbbb ', [1]],
      ['cccc', [1, 2]],
      [' dddd', [2]],
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('marks a run covered only by quoted or works-cited matches as excluded', () => {
    const [, quoted] = segmentText(text, [match(5, 9, 'quote')]);
    expect(quoted).toMatchObject({ text: 'bbbb', excluded: true });
  });

  it('is the whole text once when nothing matched, and clamps offsets past its end', () => {
    expect(segmentText(text, [])).toEqual([{ text, start: 0, matches: [], excluded: false }]);
    expect(segmentText(text, [match(15, 99)]).at(-1)).toMatchObject({ text: 'dddd', matches: [1] });
  });
});

describe('similarityLabel', () => {
  it('shows whole percentages plainly and others with one decimal', () => {
    expect(similarityLabel(0)).toBe('0%');
    expect(similarityLabel(42.5)).toBe('42.5%');
  });
});
