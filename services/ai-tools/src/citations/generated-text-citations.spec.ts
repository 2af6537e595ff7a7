import { REFERENCE_SOURCES } from '../../test/support/reference-sources';
import { citeGeneratedText } from './generated-text-citations';

describe('citeGeneratedText', () => {
  it('cuts the model’s own reference list before resolving, so its markers do not count as cited', () => {
    const answer = [
      'Students who sleep well remember more [@journal].',
      'Fast thinking misleads [@kahneman2011] (Kahneman, 2011).',
      '',
      '## References',
      'Walker, M. P. (2019). [@journal]',
      'Kahneman, D. (2011). Thinking, fast and slow. [@book]',
    ].join('\n');
    expect(citeGeneratedText(answer, [REFERENCE_SOURCES.journalArticle, REFERENCE_SOURCES.book], 'APA_7')).toEqual({
      text: 'Students who sleep well remember more (Walker & Stickgold, 2019).\nFast thinking misleads (Kahneman, 2011).',
      cited: ['journal'],
      dropped: [{ marker: '@kahneman2011', reason: 'UNKNOWN_SOURCE' }],
      unmarkedCitations: ['(Kahneman, 2011)'],
      strippedReferenceLists: [
        {
          heading: 'References',
          entryCount: 2,
          removed:
            '## References\nWalker, M. P. (2019). [@journal]\nKahneman, D. (2011). Thinking, fast and slow. [@book]',
        },
      ],
    });
  });
});
