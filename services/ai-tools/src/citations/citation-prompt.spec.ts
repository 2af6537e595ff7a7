import { REFERENCE_SOURCES } from '../../test/support/reference-sources';
import { citationInstructions } from './citation-prompt';

describe('citationInstructions', () => {
  it('lists each source under the marker the model must use', () => {
    const { journalArticle, journalArticleManyAuthors, editedBook, webpageUndated } = REFERENCE_SOURCES;
    expect(citationInstructions([journalArticle, journalArticleManyAuthors, editedBook, webpageUndated])).toBe(
      [
        'Cite sources only from this list, only with their marker written exactly as shown, e.g. [@id] or',
        '[@id, p. 12] for a page, or [@id1; @id2] for several. Never cite any other work, never write an',
        'author and year yourself, and never write a reference list or bibliography: it is added for you.',
        'Sources:',
        '[@journal] Walker and Stickgold (2019). Sleep deprivation and memory consolidation in undergraduate students',
        '[@journal-many] Karpicke et al. (2021). Retrieval practice improves long-term retention in introductory statistics',
        '[@edited-book] Sawyer (2014). The Cambridge handbook of the learning sciences',
        '[@webpage-undated] No author (n.d.). How to write a literature review',
      ].join('\n'),
    );
  });

  it('tells the model not to cite at all when the library is empty', () => {
    expect(citationInstructions([])).toBe(
      'This paper has no sources. Do not cite any work and do not write a reference list.',
    );
  });
});
