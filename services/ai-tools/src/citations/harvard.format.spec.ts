import { REFERENCE_SOURCES, type ReferenceSourceName } from '../../test/support/reference-sources';
import { formatBibliography, formatCitation } from './citation-formatter';

/**
 * Harvard (Cite Them Right): each reference entry and in-text citation below was read against Cite
 * Them Right (Pears and Shields), the Harvard system used by most UK universities.
 * What the guide asks for and these lines show: surname and initials without spaces (M.P.), "and"
 * before the last author, four or more as "et al."; (Year) without a full stop; book titles in italics
 * and sentence case, article titles in single quotation marks; volume(issue), pp.; "Available at:"
 * before links, "(Accessed: day month year)" for web pages; "edn" and "(ed.)"/"(eds)"; in text
 * (Author, Year).
 * A comment above a row notes where the official CSL style (which we use unchanged) knowingly differs
 * from the guide, or why an unusual-looking line is right.
 */
const EXPECTED: [source: ReferenceSourceName, entry: string, citation: string][] = [
  [
    'journalArticle',
    'Walker, M.P. and Stickgold, R. (2019) ‘Sleep deprivation and memory consolidation in undergraduate students’, Journal of Sleep Research, 28(2), pp. 112–127. Available at: https://doi.org/10.1111/jsr.12745.',
    '(Walker and Stickgold, 2019)',
  ],
  [
    'journalArticleManyAuthors',
    'Karpicke, J.D. et al. (2021) ‘Retrieval practice improves long-term retention in introductory statistics’, Educational Psychology Review, 33(4), pp. 1529–1551. Available at: https://doi.org/10.1007/s10648-021-09595-9.',
    '(Karpicke et al., 2021)',
  ],
  ['book', 'Kahneman, D. (2011) Thinking, fast and slow. New York: Farrar, Straus and Giroux.', '(Kahneman, 2011)'],
  [
    'bookEdition',
    'Creswell, J.W. and Creswell, J.D. (2018) Research design: Qualitative, quantitative, and mixed methods approaches. 5th edn. Thousand Oaks, CA: SAGE Publications.',
    '(Creswell and Creswell, 2018)',
  ],
  [
    'editedBook',
    'Sawyer, R.K. (ed.) (2014) The Cambridge handbook of the learning sciences. 2nd edn. Cambridge: Cambridge University Press.',
    '(Sawyer, 2014)',
  ],
  // CSL differs (as we read the guide): its chapter examples invert the editors' names ("in Mestre, J.P. and
  // Ross, B.H. (eds)"); the style puts initials first.
  [
    'chapter',
    'Sweller, J. (2011) ‘Cognitive load theory’, in J.P. Mestre and B.H. Ross (eds) The psychology of learning and motivation. San Diego, CA: Academic Press, pp. 37–76.',
    '(Sweller, 2011)',
  ],
  [
    'translatedBook',
    'de Beauvoir, S. (2011) The second sex. Translated by C. Borde and S. Malovany-Chevallier. New York: Vintage Books.',
    '(de Beauvoir, 2011)',
  ],
  // CSL differs: the guide's web page pattern has no site name after the title; the style adds it when the
  // source has one.
  [
    'webpage',
    'World Health Organization (2024) Mental health of adolescents, World Health Organization. Available at: https://www.who.int/news-room/fact-sheets/detail/adolescent-mental-health (Accessed: 2 March 2025).',
    '(World Health Organization, 2024)',
  ],
  // No author: the title leads and "no date" replaces the year.
  [
    'webpageUndated',
    'How to write a literature review (no date) University of Leeds Library. Available at: https://library.leeds.ac.uk/info/1404/literature_searching/14/literature_reviews (Accessed: 15 January 2025).',
    '(How to write a literature review, no date)',
  ],
  [
    'newspaper',
    'Adams, R. (2024) ‘Universities brace for a fall in international student numbers’, The Guardian, 15 January. Available at: https://www.theguardian.com/education/2024/jan/15/universities-international-students.',
    '(Adams, 2024)',
  ],
  ['magazine', 'Duhigg, C. (2022) ‘The science of habit’, Scientific American, March, pp. 40–47.', '(Duhigg, 2022)'],
  [
    'report',
    'NHS England (2023) Mental health of children and young people in England, 2023. NS-2023-11. Leeds: NHS Digital. Available at: https://digital.nhs.uk/data-and-information/publications/statistical/mental-health-of-children-and-young-people-in-england/2023-wave-4-follow-up.',
    '(NHS England, 2023)',
  ],
  [
    'thesis',
    'Nguyen, L.T. (2020) Peer feedback in first-year writing courses. Doctoral dissertation. University of Michigan.',
    '(Nguyen, 2020)',
  ],
  // With three authors the in-text citation names all three, as the guide does for up to three.
  [
    'conferencePaper',
    'Vaswani, A., Shazeer, N. and Parmar, N. (2017) ‘Attention is all you need’, Advances in Neural Information Processing Systems 30. Curran Associates, pp. 5998–6008.',
    '(Vaswani, Shazeer and Parmar, 2017)',
  ],
  // CSL differs: the guide italicises datasets and software titles and gives the version; the style quotes the
  // title and omits the version.
  [
    'dataset',
    'Indiana University Center for Postsecondary Research (2023) ‘National survey of student engagement: 2022 annual results’. Indiana University. Available at: https://doi.org/10.5967/nsse2022.',
    '(Indiana University Center for Postsecondary Research, 2023)',
  ],
  // CSL differs: as for datasets, quoted title and no version.
  [
    'software',
    'R Core Team (2023) ‘R: A language and environment for statistical computing’. R Foundation for Statistical Computing. Available at: https://www.R-project.org/.',
    '(R Core Team, 2023)',
  ],
  // CSL differs: the guide writes "Dead poets society (1989) Directed by P. Weir. [Feature film]. Touchstone
  // Pictures."; the style has no director or medium for films.
  ['film', 'Dead poets society (1989). Touchstone Pictures.', '(Dead poets society, 1989)'],
  // CSL differs: the guide cites UK law reports ([1954] ...); for a US case the style prints only the name, year
  // and reporter abbreviation.
  ['legalCase', 'Brown v. Board of Education (1954) U.S.', '(Brown v. Board of Education, 1954)'],
  [
    'legislation',
    'Higher Education and Research Act 2017 (2017) c. 29. Available at: https://www.legislation.gov.uk/ukpga/2017/29/contents.',
    '(Higher Education and Research Act 2017, 2017)',
  ],
  // CSL differs: the guide gives the patent number ("US Patent 6,285,999"); the style omits it.
  [
    'patent',
    'Page, L. (2001) ‘Method for node ranking in a linked database’. U.S. Patent and Trademark Office.',
    '(Page, 2001)',
  ],
  // CSL differs: the guide adds "Interview by R. Poynder"; the style prints the interviewee, title and container
  // only.
  ['interview', 'Suber, P. (2019) ‘Interview on open access publishing’, Open and Shut?', '(Suber, 2019)'],
  // The style quotes unpublished work titles; the guide's unpublished-manuscript pattern italicises them. Left
  // as CSL renders it.
  [
    'manuscript',
    'Okafor, C. (2024) ‘Students’ use of generative AI in essay writing’. Department of Education, University of Leeds.',
    '(Okafor, 2024)',
  ],
  [
    'socialPost',
    'Ebbinghaus, H. (2023) ‘Spaced repetition beats cramming, every time’, X. Available at: https://x.com/example/status/1701612345678901234.',
    '(Ebbinghaus, 2023)',
  ],
  [
    'blogPost',
    'Weinstein, Y. (2016) ‘Why students should write summaries’, The Learning Scientists, 10 November. Available at: https://www.learningscientists.org/blog/2016/11/10-1.',
    '(Weinstein, 2016)',
  ],
  [
    'encyclopediaEntry',
    'Steup, M. (2020) ‘Epistemology’, Stanford encyclopedia of philosophy. Edited by E.N. Zalta. Stanford University. Available at: https://plato.stanford.edu/archives/fall2020/entries/epistemology/.',
    '(Steup, 2020)',
  ],
  // CSL differs: the guide gives the standard number (ISO/IEC 27001:2022) before the title; the style omits it.
  [
    'standard',
    'International Organization for Standardization (2022) ‘Information security, cybersecurity and privacy protection: Information security management systems: Requirements’. International Organization for Standardization.',
    '(International Organization for Standardization, 2022)',
  ],
];

describe('Harvard (Cite Them Right) formatting', () => {
  it.each(EXPECTED)('formats %s', (name, entry, citation) => {
    const item = REFERENCE_SOURCES[name];
    expect(formatBibliography([item], 'HARVARD').map((formatted) => formatted.text)).toEqual([entry]);
    expect(formatCitation([item], [{ id: item.id }], 'HARVARD').text).toBe(citation);
  });

  it('has an expected line for every reference type', () => {
    expect(EXPECTED.map(([name]) => name).sort()).toEqual(Object.keys(REFERENCE_SOURCES).sort());
  });

  it('shows italics in HTML and escapes the source fields', () => {
    const html = (name: ReferenceSourceName) => formatBibliography([REFERENCE_SOURCES[name]], 'HARVARD')[0]?.html;
    expect({
      journalArticle: html('journalArticle'),
      book: html('book'),
      webpage: html('webpage'),
    }).toEqual({
      journalArticle:
        '<div class="csl-entry">Walker, M.P. and Stickgold, R. (2019) ‘Sleep deprivation and memory consolidation in undergraduate students’, <i>Journal of Sleep Research</i>, 28(2), pp. 112–127. Available at: https://doi.org/10.1111/jsr.12745.</div>',
      book: '<div class="csl-entry">Kahneman, D. (2011) <i>Thinking, fast and slow</i>. New York: Farrar, Straus and Giroux.</div>',
      webpage:
        '<div class="csl-entry">World Health Organization (2024) <i>Mental health of adolescents</i>, <i>World Health Organization</i>. Available at: https://www.who.int/news-room/fact-sheets/detail/adolescent-mental-health (Accessed: 2 March 2025).</div>',
    });
  });
});
