import type { SourceItem } from '@studyhub/contracts';
import { REFERENCE_SOURCES } from '../../test/support/reference-sources';
import { resolveCitationMarkers } from './citation-markers';

const { journalArticle, book, journalArticleManyAuthors } = REFERENCE_SOURCES;
const library: SourceItem[] = [journalArticle, book, journalArticleManyAuthors];

describe('resolveCitationMarkers', () => {
  it('replaces markers of library items with in-text citations and lists what was cited', () => {
    const result = resolveCitationMarkers(
      'Sleep matters for memory [@journal]. Intuition misleads [@book, p. 12]. Both hold [@book; @journal].',
      library,
      'APA_7',
    );
    expect(result).toEqual({
      text:
        'Sleep matters for memory (Walker & Stickgold, 2019). Intuition misleads (Kahneman, 2011, p. 12). ' +
        'Both hold (Kahneman, 2011; Walker & Stickgold, 2019).',
      cited: ['journal', 'book'],
      dropped: [],
    });
  });

  it('formats the same markers in each style', () => {
    const text = 'As shown [@journal, pp. 112-115].';
    expect(resolveCitationMarkers(text, library, 'MLA_9').text).toBe('As shown (Walker and Stickgold 112–15).');
    expect(resolveCitationMarkers(text, library, 'CHICAGO').text).toBe('As shown (Walker and Stickgold 2019, 112–15).');
    expect(resolveCitationMarkers(text, library, 'HARVARD').text).toBe(
      'As shown (Walker and Stickgold, 2019, pp. 112–115).',
    );
  });

  it('drops a marker whose id is not in the library and reports it: an invented source never reaches the paper', () => {
    const result = resolveCitationMarkers(
      'Memory improves with sleep [@smith2020]. Retrieval helps [@journal-many].',
      library,
      'APA_7',
    );
    expect(result).toEqual({
      text: 'Memory improves with sleep. Retrieval helps (Karpicke et al., 2021).',
      cited: ['journal-many'],
      dropped: [{ marker: '@smith2020', reason: 'UNKNOWN_SOURCE' }],
    });
  });

  it('keeps the known sources of a marker that also names an unknown one', () => {
    const result = resolveCitationMarkers('Both agree [@journal; @doe2021, p. 4].', library, 'APA_7');
    expect(result.text).toBe('Both agree (Walker & Stickgold, 2019).');
    expect(result.dropped).toEqual([{ marker: '@doe2021', reason: 'UNKNOWN_SOURCE' }]);
  });

  it('drops malformed markers and unreadable locators, keeping the source of the latter', () => {
    const result = resolveCitationMarkers(
      '[@] Opening. A claim [@ journal]. Another [@book, somewhere in the middle].',
      library,
      'APA_7',
    );
    expect(result).toEqual({
      text: 'Opening. A claim. Another (Kahneman, 2011).',
      cited: ['book'],
      dropped: [
        { marker: '@', reason: 'MALFORMED_MARKER' },
        { marker: '@ journal', reason: 'MALFORMED_MARKER' },
        { marker: 'somewhere in the middle', reason: 'UNREADABLE_LOCATOR' },
      ],
    });
  });

  it('reads the locator labels a writer uses', () => {
    const cite = (marker: string) => resolveCitationMarkers(marker, library, 'APA_7').text;
    expect(cite('[@book, 45]')).toBe('(Kahneman, 2011, p. 45)');
    expect(cite('[@book, pp. 45–50]')).toBe('(Kahneman, 2011, pp. 45–50)');
    expect(cite('[@book, para. 3]')).toBe('(Kahneman, 2011, para. 3)');
    expect(cite('[@book, ch. 4]')).toBe('(Kahneman, 2011, Chapter 4)');
    expect(cite('[@book, sec. 2]')).toBe('(Kahneman, 2011, Section 2)');
  });

  it('leaves text without markers, and brackets that are not markers, as they are', () => {
    const text = 'Write to help@studyhub.test [sic] or see [1] and [@@].';
    const result = resolveCitationMarkers(text, library, 'APA_7');
    expect(result.text).toBe('Write to help@studyhub.test [sic] or see [1] and.');
    expect(result.dropped).toEqual([{ marker: '@@', reason: 'MALFORMED_MARKER' }]);
    expect(resolveCitationMarkers('No citations here.', library, 'APA_7')).toEqual({
      text: 'No citations here.',
      cited: [],
      dropped: [],
    });
  });

  it('leaves a Markdown link whose text starts with @ alone', () => {
    const text = 'Follow [@studyhub](https://x.com/studyhub) for tips [@book].';
    expect(resolveCitationMarkers(text, library, 'APA_7')).toEqual({
      text: 'Follow [@studyhub](https://x.com/studyhub) for tips (Kahneman, 2011).',
      cited: ['book'],
      dropped: [],
    });
  });

  it('takes a library that lists a source twice as listing it once', () => {
    expect(resolveCitationMarkers('See [@book].', [book, book, journalArticle], 'APA_7').text).toBe(
      'See (Kahneman, 2011).',
    );
  });

  it('disambiguates only among the sources the text cites', () => {
    const first: SourceItem = { ...book, id: 'k1' };
    const second: SourceItem = { ...book, id: 'k2', title: 'Noise' };
    expect(resolveCitationMarkers('One [@k1].', [first, second], 'APA_7').text).toBe('One (Kahneman, 2011).');
    expect(resolveCitationMarkers('One [@k1]. Two [@k2].', [first, second], 'APA_7').text).toBe(
      'One (Kahneman, 2011b). Two (Kahneman, 2011a).',
    );
  });

  it('writes HTML citations for HTML text, escaping the source fields', () => {
    const untitled: SourceItem = { id: 'page', type: 'webpage', title: 'Tips & <tricks>', URL: 'https://example.org/' };
    expect(resolveCitationMarkers('<p>See [@page].</p>', [untitled], 'APA_7', { format: 'html' }).text).toBe(
      '<p>See (<i>Tips &#38; &#60;tricks&#62;</i>, n.d.).</p>',
    );
  });
});
