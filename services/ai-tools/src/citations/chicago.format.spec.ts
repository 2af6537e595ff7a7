import { REFERENCE_SOURCES, type ReferenceSourceName } from '../../test/support/reference-sources';
import { formatBibliography, formatCitation } from './citation-formatter';

/**
 * Chicago author-date (17th edition): each reference entry and in-text citation below was read against
 * The Chicago Manual of Style, 17th edition, chapter 15 (author-date references) with the source types
 * of chapter 14.
 * What the guide asks for and these lines show: full names, first author inverted, "and" before the
 * last; the year right after the authors; titles in headline case, books in italics, articles in
 * quotation marks; journal volume (issue): pages; place: publisher for books; "n.d." for undated
 * works; DOIs as https://doi.org/ links; in text (Author Year, page) with no comma between author and
 * year.
 * A comment above a row notes where the official CSL style (which we use unchanged) knowingly differs
 * from the guide, or why an unusual-looking line is right.
 */
const EXPECTED: [source: ReferenceSourceName, entry: string, citation: string][] = [
  [
    'journalArticle',
    'Walker, Matthew P., and Robert Stickgold. 2019. “Sleep Deprivation and Memory Consolidation in Undergraduate Students.” Journal of Sleep Research 28 (2): 112–27. https://doi.org/10.1111/jsr.12745.',
    '(Walker and Stickgold 2019)',
  ],
  // 15.29: with four or more authors the text cites the first and "et al."; the reference list gives up to ten.
  [
    'journalArticleManyAuthors',
    'Karpicke, Jeffrey D., Janell R. Blunt, Megan A. Smith, and Steven S. Karpicke. 2021. “Retrieval Practice Improves Long-Term Retention in Introductory Statistics.” Educational Psychology Review 33 (4): 1529–51. https://doi.org/10.1007/s10648-021-09595-9.',
    '(Karpicke et al. 2021)',
  ],
  ['book', 'Kahneman, Daniel. 2011. Thinking, Fast and Slow. New York: Farrar, Straus and Giroux.', '(Kahneman 2011)'],
  [
    'bookEdition',
    'Creswell, John W., and J. David Creswell. 2018. Research Design: Qualitative, Quantitative, and Mixed Methods Approaches. 5th ed. Thousand Oaks, CA: SAGE Publications.',
    '(Creswell and Creswell 2018)',
  ],
  [
    'editedBook',
    'Sawyer, R. Keith, ed. 2014. The Cambridge Handbook of the Learning Sciences. 2nd ed. Cambridge: Cambridge University Press.',
    '(Sawyer 2014)',
  ],
  [
    'chapter',
    'Sweller, John. 2011. “Cognitive Load Theory.” In The Psychology of Learning and Motivation, edited by Jose P. Mestre and Brian H. Ross, 55:37–76. San Diego, CA: Academic Press.',
    '(Sweller 2011)',
  ],
  // CSL differs: 15.38 shows reprints as "(1949) 2011" in the list, but the style repeats the original year
  // before the place; and the bibliography demotes the particle ("Beauvoir, Simone de", 8.5) while the in-text
  // citation keeps "de Beauvoir".
  [
    'translatedBook',
    'Beauvoir, Simone de. (1949) 2011. The Second Sex. Translated by Constance Borde and Sheila Malovany-Chevallier. 1949; New York: Vintage Books.',
    '(de Beauvoir [1949] 2011)',
  ],
  [
    'webpage',
    'World Health Organization. 2024. “Mental Health of Adolescents.” World Health Organization, October 10. https://www.who.int/news-room/fact-sheets/detail/adolescent-mental-health.',
    '(World Health Organization 2024)',
  ],
  // No author: 15.51 uses the site owner as author, which the style does with the site name; n.d. with an access
  // date (15.50).
  [
    'webpageUndated',
    'University of Leeds Library. n.d. “How to Write a Literature Review.” Accessed January 15, 2025. https://library.leeds.ac.uk/info/1404/literature_searching/14/literature_reviews.',
    '(University of Leeds Library, n.d.)',
  ],
  [
    'newspaper',
    'Adams, Richard. 2024. “Universities Brace for a Fall in International Student Numbers.” The Guardian, January 15, 2024. https://www.theguardian.com/education/2024/jan/15/universities-international-students.',
    '(Adams 2024)',
  ],
  // 14.188: magazines are cited by date; volume, issue and pages are omitted.
  ['magazine', 'Duhigg, Charles. 2022. “The Science of Habit.” Scientific American, March 2022.', '(Duhigg 2022)'],
  [
    'report',
    'NHS England. 2023. Mental Health of Children and Young People in England, 2023. NS-2023-11. Leeds: NHS Digital. https://digital.nhs.uk/data-and-information/publications/statistical/mental-health-of-children-and-young-people-in-england/2023-wave-4-follow-up.',
    '(NHS England 2023)',
  ],
  // 14.224: a thesis title is in quotation marks, followed by the kind of thesis and the institution.
  [
    'thesis',
    'Nguyen, Linh T. 2020. “Peer Feedback in First-Year Writing Courses.” Doctoral dissertation, University of Michigan.',
    '(Nguyen 2020)',
  ],
  // With three authors the text names all three (15.29), as printed. CSL differs: 14.217 introduces
  // proceedings published as a book with "In"; the style formats them like a journal.
  [
    'conferencePaper',
    'Vaswani, Ashish, Noam Shazeer, and Niki Parmar. 2017. “Attention Is All You Need.” Advances in Neural Information Processing Systems 30, 2017, 5998–6008.',
    '(Vaswani, Shazeer, and Parmar 2017)',
  ],
  [
    'dataset',
    'Indiana University Center for Postsecondary Research. 2023. “National Survey of Student Engagement: 2022 Annual Results.” Version 2. Indiana University. https://doi.org/10.5967/nsse2022.',
    '(Indiana University Center for Postsecondary Research 2023)',
  ],
  // CSL differs: the style prints the release date as "released June 16" with the year already given after the
  // author; 14.169 would simply give the version and publisher.
  [
    'software',
    'R Core Team. 2023. R: A Language and Environment for Statistical Computing. V. 4.3.1. R Foundation for Statistical Computing, released June 16. https://www.R-project.org/.',
    '(R Core Team 2023)',
  ],
  ['film', 'Weir, Peter, dir. 1989. Dead Poets Society. Film. Touchstone Pictures.', '(Weir 1989)'],
  // Legal references follow Bluebook-style citation as the manual advises (14.269 and following).
  ['legalCase', 'Brown v. Board of Education, 347 U.S. 483 (1954).', '(Brown v. Board of Education 1954)'],
  // A UK act in the style's statute pattern; the in-text citation repeats the year because the title holds it.
  [
    'legislation',
    'Higher Education and Research Act 2017, c. 29 (2017). https://www.legislation.gov.uk/ukpga/2017/29/contents.',
    '(Higher Education and Research Act 2017 2017)',
  ],
  [
    'patent',
    'Page, Lawrence. 2001. Method for node ranking in a linked database. Patent 6,285,999, issued September 4, 2001.',
    '(Page 2001)',
  ],
  [
    'interview',
    'Suber, Peter. 2019. “Interview on Open Access Publishing.” Interview by Richard Poynder. Open and Shut?, June 3, 2019.',
    '(Suber 2019)',
  ],
  [
    'manuscript',
    'Okafor, Chidi. 2024. “Students’ Use of Generative AI in Essay Writing.” Unpublished manuscript. Department of Education, University of Leeds.',
    '(Okafor 2024)',
  ],
  // 14.209: the post text stands for the title, reproduced as written.
  [
    'socialPost',
    'Ebbinghaus, Hermann. 2023. “Spaced repetition beats cramming, every time.” Post. X, September 12. https://x.com/example/status/1701612345678901234.',
    '(Ebbinghaus 2023)',
  ],
  [
    'blogPost',
    'Weinstein, Yana. 2016. “Why Students Should Write Summaries.” The Learning Scientists, November 10, 2016. https://www.learningscientists.org/blog/2016/11/10-1.',
    '(Weinstein 2016)',
  ],
  [
    'encyclopediaEntry',
    'Steup, Matthias. 2020. “Epistemology.” In Stanford Encyclopedia of Philosophy, edited by Edward N. Zalta. Stanford University. https://plato.stanford.edu/archives/fall2020/entries/epistemology/.',
    '(Steup 2020)',
  ],
  [
    'standard',
    'International Organization for Standardization. 2022. Information Security, Cybersecurity and Privacy Protection: Information Security Management Systems: Requirements. ISO/IEC 27001:2022. International Organization for Standardization.',
    '(International Organization for Standardization 2022)',
  ],
];

describe('Chicago author-date (17th edition) formatting', () => {
  it.each(EXPECTED)('formats %s', (name, entry, citation) => {
    const item = REFERENCE_SOURCES[name];
    expect(formatBibliography([item], 'CHICAGO').map((formatted) => formatted.text)).toEqual([entry]);
    expect(formatCitation([item], [{ id: item.id }], 'CHICAGO').text).toBe(citation);
  });

  it('has an expected line for every reference type', () => {
    expect(EXPECTED.map(([name]) => name).sort()).toEqual(Object.keys(REFERENCE_SOURCES).sort());
  });

  it('shows italics in HTML and escapes the source fields', () => {
    const html = (name: ReferenceSourceName) => formatBibliography([REFERENCE_SOURCES[name]], 'CHICAGO')[0]?.html;
    expect({
      journalArticle: html('journalArticle'),
      book: html('book'),
      webpage: html('webpage'),
    }).toEqual({
      journalArticle:
        '<div class="csl-entry">Walker, Matthew P., and Robert Stickgold. 2019. “Sleep Deprivation and Memory Consolidation in Undergraduate Students.” <i>Journal of Sleep Research</i> 28 (2): 112–27. https://doi.org/10.1111/jsr.12745.</div>',
      book: '<div class="csl-entry">Kahneman, Daniel. 2011. <i>Thinking, Fast and Slow</i>. New York: Farrar, Straus and Giroux.</div>',
      webpage:
        '<div class="csl-entry">World Health Organization. 2024. “Mental Health of Adolescents.” World Health Organization, October 10. https://www.who.int/news-room/fact-sheets/detail/adolescent-mental-health.</div>',
    });
  });
});
