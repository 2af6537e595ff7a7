import { SOURCE_ID_PATTERN, type ManualSourceInput } from '@studyhub/contracts';
import { sourceKeyFor } from './source-keys';

const article: ManualSourceInput = {
  type: 'article-journal',
  title: 'Carbon pricing and emissions',
  author: [{ family: 'Ó Súilleabháin', given: 'Aoife' }],
  issued: { 'date-parts': [[2021, 3]] },
};

describe('sourceKeyFor', () => {
  it('uses the first author’s family name in ASCII and the year', () => {
    expect(sourceKeyFor(article, new Set())).toBe('osuilleabhain2021');
  });

  it('numbers a key the paper already has', () => {
    expect(sourceKeyFor(article, new Set(['osuilleabhain2021', 'osuilleabhain2021-2']))).toBe('osuilleabhain2021-3');
  });

  it('falls back to an organisation, then the title’s first long word, and marks a missing year', () => {
    expect(
      sourceKeyFor(
        { type: 'report', title: 'Annual report', author: [{ literal: 'World Health Organization' }] },
        new Set(),
      ),
    ).toBe('worldhealthorganization' + 'nd');
    expect(sourceKeyFor({ type: 'webpage', title: 'The state of the oceans' }, new Set())).toBe('state' + 'nd');
    expect(sourceKeyFor({ type: 'webpage', title: '数学' }, new Set())).toBe('sourcend');
  });

  it('always gives a key that a citation marker can carry', () => {
    for (const title of ['A', '!!!', 'x'.repeat(300), 'Ünïcödé títle']) {
      expect(sourceKeyFor({ type: 'book', title }, new Set())).toMatch(SOURCE_ID_PATTERN);
    }
  });
});
