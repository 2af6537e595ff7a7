import { REFERENCE_SOURCES, type ReferenceSourceName } from '../../test/support/reference-sources';
import { formatBibliography, formatCitation } from './citation-formatter';

/**
 * APA 7: each reference entry and in-text citation below was read against the Publication Manual of
 * the American Psychological Association, 7th edition (chapters 8 to 11, and the APA Style reference
 * examples).
 * What the guide asks for and these lines show: author surname and initials; "&" before the last of up
 * to 20 authors; (Year) or (Year, Month Day) for dated web, news and social media; titles of
 * standalone works in sentence case and italics, article titles in sentence case and plain; periodical
 * title and volume in italics, issue in parentheses; DOIs as https://doi.org/ links with no "Retrieved
 * from"; in text (Author, Year), two authors joined by "&", three or more as "et al.".
 * A comment above a row notes where the official CSL style (which we use unchanged) knowingly differs
 * from the guide, or why an unusual-looking line is right.
 */
const EXPECTED: [source: ReferenceSourceName, entry: string, citation: string][] = [
  [
    'journalArticle',
    'Walker, M. P., & Stickgold, R. (2019). Sleep deprivation and memory consolidation in undergraduate students. Journal of Sleep Research, 28(2), 112–127. https://doi.org/10.1111/jsr.12745',
    '(Walker & Stickgold, 2019)',
  ],
  [
    'journalArticleManyAuthors',
    'Karpicke, J. D., Blunt, J. R., Smith, M. A., & Karpicke, S. S. (2021). Retrieval practice improves long-term retention in introductory statistics. Educational Psychology Review, 33(4), 1529–1551. https://doi.org/10.1007/s10648-021-09595-9',
    '(Karpicke et al., 2021)',
  ],
  ['book', 'Kahneman, D. (2011). Thinking, fast and slow. Farrar, Straus and Giroux.', '(Kahneman, 2011)'],
  [
    'bookEdition',
    'Creswell, J. W., & Creswell, J. D. (2018). Research design: Qualitative, quantitative, and mixed methods approaches (5th ed.). SAGE Publications.',
    '(Creswell & Creswell, 2018)',
  ],
  [
    'editedBook',
    'Sawyer, R. K. (Ed.). (2014). The Cambridge handbook of the learning sciences (2nd ed.). Cambridge University Press.',
    '(Sawyer, 2014)',
  ],
  [
    'chapter',
    'Sweller, J. (2011). Cognitive load theory. In J. P. Mestre & B. H. Ross (Eds.), The psychology of learning and motivation (Vol. 55, pp. 37–76). Academic Press.',
    '(Sweller, 2011)',
  ],
  // Manual 10.2 ex. 29 and 8.15: translator after the title, "(Original work published 1949)" at the end, cited
  // as 1949/2011.
  [
    'translatedBook',
    'de Beauvoir, S. (2011). The second sex (C. Borde & S. Malovany-Chevallier, Trans.). Vintage Books. (Original work published 1949)',
    '(de Beauvoir, 1949/2011)',
  ],
  // CSL differs: the manual (9.5, 10.16) drops the site name when it is the same as the author; the style prints
  // it.
  [
    'webpage',
    'World Health Organization. (2024, October 10). Mental health of adolescents. World Health Organization. https://www.who.int/news-room/fact-sheets/detail/adolescent-mental-health',
    '(World Health Organization, 2024)',
  ],
  // No author: the title moves to the author position (9.12); a retrieval date because an undated page may
  // change (9.16). In text the manual italicises the title, which only the HTML output can show.
  [
    'webpageUndated',
    'How to write a literature review. (n.d.). University of Leeds Library. Retrieved January 15, 2025, from https://library.leeds.ac.uk/info/1404/literature_searching/14/literature_reviews',
    '(How to Write a Literature Review, n.d.)',
  ],
  [
    'newspaper',
    'Adams, R. (2024, January 15). Universities brace for a fall in international student numbers. The Guardian. https://www.theguardian.com/education/2024/jan/15/universities-international-students',
    '(Adams, 2024)',
  ],
  ['magazine', 'Duhigg, C. (2022, March). The science of habit. Scientific American, 326(3), 40–47.', '(Duhigg, 2022)'],
  // Manual 10.4 writes "(Report No. NS-2023-11)"; the style prints the number alone when no genre is entered
  // ("Report NS-2023-11" with genre "Report"). The publisher is kept because it differs from the author.
  [
    'report',
    'NHS England. (2023). Mental health of children and young people in England, 2023 (NS-2023-11). NHS Digital. https://digital.nhs.uk/data-and-information/publications/statistical/mental-health-of-children-and-young-people-in-england/2023-wave-4-follow-up',
    '(NHS England, 2023)',
  ],
  // CSL differs: manual 10.6 puts the institution inside the brackets ("[Doctoral dissertation, University of
  // Michigan]"); the style prints it after, as a publisher.
  [
    'thesis',
    'Nguyen, L. T. (2020). Peer feedback in first-year writing courses [Doctoral dissertation]. University of Michigan.',
    '(Nguyen, 2020)',
  ],
  // CSL differs: with no editors the style formats proceedings like a periodical article; the manual (10.5 ex.
  // 47) would write "In Advances ... (pp. 5998–6008). Curran Associates."
  [
    'conferencePaper',
    'Vaswani, A., Shazeer, N., & Parmar, N. (2017). Attention is all you need. Advances in Neural Information Processing Systems 30, 5998–6008.',
    '(Vaswani et al., 2017)',
  ],
  // CSL differs: the manual's label is "[Data set]" (10.9); the style writes "[Dataset]".
  [
    'dataset',
    'Indiana University Center for Postsecondary Research. (2023). National survey of student engagement: 2022 annual results (Version 2) [Dataset]. Indiana University. https://doi.org/10.5967/nsse2022',
    '(Indiana University Center for Postsecondary Research, 2023)',
  ],
  [
    'software',
    'R Core Team. (2023). R: A language and environment for statistical computing (Version 4.3.1) [Computer software]. R Foundation for Statistical Computing. https://www.R-project.org/',
    '(R Core Team, 2023)',
  ],
  ['film', 'Weir, P. (Director). (1989). Dead poets society [Film]. Touchstone Pictures.', '(Weir, 1989)'],
  // Legal references follow Bluebook form as the manual requires (11.4).
  ['legalCase', 'Brown v. Board of Education, 347 U.S. 483 (1954).', '(Brown v. Board of Education, 1954)'],
  // Legal references follow Bluebook form (11.5); a UK act is shown as the style formats any statute.
  [
    'legislation',
    'Higher Education and Research Act 2017, c. 29 (2017). https://www.legislation.gov.uk/ukpga/2017/29/contents',
    '(Higher Education and Research Act 2017, 2017)',
  ],
  // Manual 11.6 writes "(U.S. Patent No. 6,285,999)"; CSL has no field for the issuing country, so the style
  // writes "(Patent No. ...)".
  [
    'patent',
    'Page, L. (2001). Method for node ranking in a linked database (Patent No. 6,285,999). U.S. Patent and Trademark Office.',
    '(Page, 2001)',
  ],
  // A published interview is cited like the work it appears in (8.7); the interviewer is added as CSL does.
  [
    'interview',
    'Suber, P. (2019, June 3). Interview on open access publishing (R. Poynder, Interviewer). Open and Shut?',
    '(Suber, 2019)',
  ],
  [
    'manuscript',
    'Okafor, C. (2024). Students’ use of generative AI in essay writing [Unpublished manuscript]. Department of Education, University of Leeds.',
    '(Okafor, 2024)',
  ],
  // Manual 10.15: the post text as title, [Post], site name, URL. The @handle in brackets after the name is not
  // supported by CSL.
  [
    'socialPost',
    'Ebbinghaus, H. (2023, September 12). Spaced repetition beats cramming, every time [Post]. X. https://x.com/example/status/1701612345678901234',
    '(Ebbinghaus, 2023)',
  ],
  [
    'blogPost',
    'Weinstein, Y. (2016, November 10). Why students should write summaries. The Learning Scientists. https://www.learningscientists.org/blog/2016/11/10-1',
    '(Weinstein, 2016)',
  ],
  [
    'encyclopediaEntry',
    'Steup, M. (2020). Epistemology. In E. N. Zalta (Ed.), Stanford encyclopedia of philosophy. Stanford University. https://plato.stanford.edu/archives/fall2020/entries/epistemology/',
    '(Steup, 2020)',
  ],
  [
    'standard',
    'International Organization for Standardization. (2022). Information security, cybersecurity and privacy protection: Information security management systems: Requirements (ISO/IEC 27001:2022). International Organization for Standardization.',
    '(International Organization for Standardization, 2022)',
  ],
];

describe('APA 7 formatting', () => {
  it.each(EXPECTED)('formats %s', (name, entry, citation) => {
    const item = REFERENCE_SOURCES[name];
    expect(formatBibliography([item], 'APA_7').map((formatted) => formatted.text)).toEqual([entry]);
    expect(formatCitation([item], [{ id: item.id }], 'APA_7').text).toBe(citation);
  });

  it('has an expected line for every reference type', () => {
    expect(EXPECTED.map(([name]) => name).sort()).toEqual(Object.keys(REFERENCE_SOURCES).sort());
  });

  it('shows italics in HTML and escapes the source fields', () => {
    const html = (name: ReferenceSourceName) => formatBibliography([REFERENCE_SOURCES[name]], 'APA_7')[0]?.html;
    expect({
      journalArticle: html('journalArticle'),
      book: html('book'),
      webpage: html('webpage'),
    }).toEqual({
      journalArticle:
        '<div class="csl-entry">Walker, M. P., &#38; Stickgold, R. (2019). Sleep deprivation and memory consolidation in undergraduate students. <i>Journal of Sleep Research</i>, <i>28</i>(2), 112–127. https://doi.org/10.1111/jsr.12745</div>',
      book: '<div class="csl-entry">Kahneman, D. (2011). <i>Thinking, fast and slow</i>. Farrar, Straus and Giroux.</div>',
      webpage:
        '<div class="csl-entry">World Health Organization. (2024, October 10). <i>Mental health of adolescents</i>. World Health Organization. https://www.who.int/news-room/fact-sheets/detail/adolescent-mental-health</div>',
    });
  });
});
