import type { SourceItem } from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';
import { REFERENCE_SOURCES } from '../../test/support/reference-sources';
import { formatBibliography, formatCitation } from './citation-formatter';

const { journalArticle, book, webpageUndated, journalArticleManyAuthors } = REFERENCE_SOURCES;

describe('formatBibliography', () => {
  it('sorts the list by author, with an authorless work filed under its title', () => {
    const entries = formatBibliography([journalArticle, webpageUndated, book, journalArticleManyAuthors], 'APA_7');
    expect(entries.map((entry) => entry.id)).toEqual(['webpage-undated', 'book', 'journal-many', 'journal']);
  });

  it('gives the same-author same-year works their letters in title order', () => {
    const noise: SourceItem = { ...book, id: 'noise', title: 'Noise: A flaw in human judgment', issued: book.issued };
    expect(formatBibliography([book, noise], 'HARVARD').map((entry) => entry.text)).toEqual([
      'Kahneman, D. (2011a) Noise: A flaw in human judgment. New York: Farrar, Straus and Giroux.',
      'Kahneman, D. (2011b) Thinking, fast and slow. New York: Farrar, Straus and Giroux.',
    ]);
  });

  it('formats an empty library as an empty list', () => {
    expect(formatBibliography([], 'MLA_9')).toEqual([]);
  });

  it('escapes markup a user typed into a field, keeping the formatting markup CSL allows', () => {
    const item: SourceItem = {
      id: 'x',
      type: 'article-journal',
      title: 'Gene <i>BRCA1</i> & <script>alert(1)</script>',
      'container-title': 'Genes',
      issued: { 'date-parts': [[2020]] },
    };
    expect(formatBibliography([item], 'APA_7')[0]?.html).toBe(
      '<div class="csl-entry">Gene <i>BRCA1</i> &#38; &#60;script&#62;alert(1)&#60;/script&#62;. (2020). <i>Genes</i>.</div>',
    );
  });

  it('formats an item edited under the same id with its new fields, not a cached copy', () => {
    expect(formatBibliography([book], 'CHICAGO')[0]?.text).toContain('Thinking, Fast and Slow');
    const edited: SourceItem = { ...book, title: 'Thinking, fast and slow (revised)' };
    expect(formatBibliography([edited], 'CHICAGO')[0]?.text).toBe(
      'Kahneman, Daniel. 2011. Thinking, Fast and Slow (Revised). New York: Farrar, Straus and Giroux.',
    );
  });
});

describe('formatCitation', () => {
  it('cites several sources with their locators in one parenthesis', () => {
    const library = [journalArticle, book];
    expect(
      formatCitation(
        library,
        [
          { id: 'journal', locator: { label: 'page', value: '115' } },
          { id: 'book', locator: { label: 'chapter', value: '3' } },
        ],
        'APA_7',
      ),
    ).toEqual({
      text: '(Kahneman, 2011, Chapter 3; Walker & Stickgold, 2019, p. 115)',
      html: '(Kahneman, 2011, Chapter 3; Walker &#38; Stickgold, 2019, p. 115)',
    });
    expect(formatCitation(library, [{ id: 'book', locator: { label: 'page', value: '20' } }], 'MLA_9').text).toBe(
      '(Kahneman 20)',
    );
  });

  it('refuses to cite a source that is not in the library', () => {
    expect(() => formatCitation([book], [{ id: 'book' }, { id: 'smith2020' }], 'APA_7')).toThrow(AppError);
  });
});
