import { REFERENCE_SOURCES, type ReferenceSourceName } from '../../test/support/reference-sources';
import { formatBibliography, formatCitation } from './citation-formatter';

/**
 * MLA 9: each reference entry and in-text citation below was read against the MLA Handbook, 9th
 * edition (the core elements of chapter 5, in-text citations of chapter 6).
 * What the guide asks for and these lines show: full names, first author inverted, "and" for two, "et
 * al." for three or more; titles in title case, containers in italics, articles in quotation marks;
 * elements separated by commas with a period after author and title; abbreviated months (Apr., Sept.);
 * "pp." page ranges; DOIs as https://doi.org/ links; in text (Author page) with no comma and no year.
 * A comment above a row notes where the official CSL style (which we use unchanged) knowingly differs
 * from the guide, or why an unusual-looking line is right.
 */
const EXPECTED: [source: ReferenceSourceName, entry: string, citation: string][] = [
  [
    'journalArticle',
    'Walker, Matthew P., and Robert Stickgold. “Sleep Deprivation and Memory Consolidation in Undergraduate Students.” Journal of Sleep Research, vol. 28, no. 2, Apr. 2019, pp. 112–27, https://doi.org/10.1111/jsr.12745.',
    '(Walker and Stickgold)',
  ],
  [
    'journalArticleManyAuthors',
    'Karpicke, Jeffrey D., et al. “Retrieval Practice Improves Long-Term Retention in Introductory Statistics.” Educational Psychology Review, vol. 33, no. 4, 2021, pp. 1529–51, https://doi.org/10.1007/s10648-021-09595-9.',
    '(Karpicke et al.)',
  ],
  ['book', 'Kahneman, Daniel. Thinking, Fast and Slow. Farrar, Straus and Giroux, 2011.', '(Kahneman)'],
  [
    'bookEdition',
    'Creswell, John W., and J. David Creswell. Research Design: Qualitative, Quantitative, and Mixed Methods Approaches. 5th ed., SAGE Publications, 2018.',
    '(Creswell and Creswell)',
  ],
  [
    'editedBook',
    'Sawyer, R. Keith, editor. The Cambridge Handbook of the Learning Sciences. 2nd ed., Cambridge University Press, 2014.',
    '(Sawyer)',
  ],
  [
    'chapter',
    'Sweller, John. “Cognitive Load Theory.” The Psychology of Learning and Motivation, edited by Jose P. Mestre and Brian H. Ross, vol. 55, Academic Press, 2011, pp. 37–76.',
    '(Sweller)',
  ],
  // Handbook 5.25: the original date may follow the title; the translator is a contributor after the title.
  [
    'translatedBook',
    'de Beauvoir, Simone. The Second Sex. 1949. Translated by Constance Borde and Sheila Malovany-Chevallier, Vintage Books, 2011.',
    '(de Beauvoir)',
  ],
  // CSL differs: handbook 5.6 skips an author that is also the website's name and suggests leaving out
  // "https://"; the style keeps both.
  [
    'webpage',
    'World Health Organization. “Mental Health of Adolescents.” World Health Organization, 10 Oct. 2024, https://www.who.int/news-room/fact-sheets/detail/adolescent-mental-health.',
    '(World Health Organization)',
  ],
  // No author: the entry starts with the title and the in-text citation uses it; an access date is given because
  // the page has no date (5.111).
  [
    'webpageUndated',
    '“How to Write a Literature Review.” University of Leeds Library, https://library.leeds.ac.uk/info/1404/literature_searching/14/literature_reviews. Accessed 15 Jan. 2025.',
    '(“How to Write a Literature Review”)',
  ],
  [
    'newspaper',
    'Adams, Richard. “Universities Brace for a Fall in International Student Numbers.” The Guardian, 15 Jan. 2024, https://www.theguardian.com/education/2024/jan/15/universities-international-students.',
    '(Adams)',
  ],
  [
    'magazine',
    'Duhigg, Charles. “The Science of Habit.” Scientific American, vol. 326, no. 3, Mar. 2022, pp. 40–47.',
    '(Duhigg)',
  ],
  [
    'report',
    'NHS England. Mental Health of Children and Young People in England, 2023. NS-2023-11, NHS Digital, 21 Nov. 2023, https://digital.nhs.uk/data-and-information/publications/statistical/mental-health-of-children-and-young-people-in-england/2023-wave-4-follow-up.',
    '(NHS England)',
  ],
  [
    'thesis',
    'Nguyen, Linh T. Peer Feedback in First-Year Writing Courses. 2020. University of Michigan, Doctoral dissertation.',
    '(Nguyen)',
  ],
  // Handbook 5.65 would add the editors and the publisher of the proceedings when known; the style prints the
  // container, year and pages.
  [
    'conferencePaper',
    'Vaswani, Ashish, et al. “Attention Is All You Need.” Advances in Neural Information Processing Systems 30, 2017, pp. 5998–6008.',
    '(Vaswani et al.)',
  ],
  // CSL differs: the handbook italicises a stand-alone dataset; the style puts its title in quotation marks.
  [
    'dataset',
    'Indiana University Center for Postsecondary Research. “National Survey of Student Engagement: 2022 Annual Results.” Version 2, Indiana University, 2023, https://doi.org/10.5967/nsse2022.',
    '(Indiana University Center for Postsecondary Research)',
  ],
  [
    'software',
    'R Core Team. R: A Language and Environment for Statistical Computing. Version 4.3.1, R Foundation for Statistical Computing, 16 June 2023, https://www.R-project.org/.',
    '(R Core Team)',
  ],
  // Handbook 5.23: a film is cited by title with "Directed by"; the genre the user chose ("Film") is printed as
  // a description, which MLA allows as an optional element.
  ['film', 'Dead Poets Society. Film. Directed by Peter Weir, Touchstone Pictures, 1989.', '(Dead Poets Society)'],
  // The handbook defers legal works to legal style; CSL applies the MLA containers (U.S., vol., p.), which is
  // what MLA's own examples do for case reporters.
  ['legalCase', 'Brown v. Board of Education. U.S., vol. 347, 1954, p. 483.', '(Brown v. Board of Education)'],
  // As for cases, the style applies MLA containers; "C. 29" is capitalised as the first word of an element.
  [
    'legislation',
    'Higher Education and Research Act 2017. C. 29, 2017, https://www.legislation.gov.uk/ukpga/2017/29/contents.',
    '(Higher Education and Research Act 2017)',
  ],
  // MLA has no patent pattern; the number stands where a number element goes.
  [
    'patent',
    'Page, Lawrence. Method for Node Ranking in a Linked Database. 6,285,999, U.S. Patent and Trademark Office, 4 Sept. 2001.',
    '(Page)',
  ],
  [
    'interview',
    'Suber, Peter. “Interview on Open Access Publishing.” Interview by Richard Poynder. Open and Shut?, 3 June 2019.',
    '(Suber)',
  ],
  [
    'manuscript',
    'Okafor, Chidi. “Students’ Use of Generative AI in Essay Writing.” Unpublished manuscript. Department of Education, University of Leeds, 2024.',
    '(Okafor)',
  ],
  // Handbook 5.41: a post without a title is named by its text, reproduced as written (so not title-cased).
  [
    'socialPost',
    'Ebbinghaus, Hermann. “Spaced repetition beats cramming, every time.” Post. X, 12 Sept. 2023, https://x.com/example/status/1701612345678901234.',
    '(Ebbinghaus)',
  ],
  [
    'blogPost',
    'Weinstein, Yana. “Why Students Should Write Summaries.” The Learning Scientists, 10 Nov. 2016, https://www.learningscientists.org/blog/2016/11/10-1.',
    '(Weinstein)',
  ],
  [
    'encyclopediaEntry',
    'Steup, Matthias. “Epistemology.” Stanford Encyclopedia of Philosophy, edited by Edward N. Zalta, Stanford University, 2020, https://plato.stanford.edu/archives/fall2020/entries/epistemology/.',
    '(Steup)',
  ],
  [
    'standard',
    'International Organization for Standardization. Information Security, Cybersecurity and Privacy Protection: Information Security Management Systems: Requirements. ISO/IEC 27001:2022, International Organization for Standardization, 2022.',
    '(International Organization for Standardization)',
  ],
];

describe('MLA 9 formatting', () => {
  it.each(EXPECTED)('formats %s', (name, entry, citation) => {
    const item = REFERENCE_SOURCES[name];
    expect(formatBibliography([item], 'MLA_9').map((formatted) => formatted.text)).toEqual([entry]);
    expect(formatCitation([item], [{ id: item.id }], 'MLA_9').text).toBe(citation);
  });

  it('has an expected line for every reference type', () => {
    expect(EXPECTED.map(([name]) => name).sort()).toEqual(Object.keys(REFERENCE_SOURCES).sort());
  });

  it('shows italics in HTML and escapes the source fields', () => {
    const html = (name: ReferenceSourceName) => formatBibliography([REFERENCE_SOURCES[name]], 'MLA_9')[0]?.html;
    expect({
      journalArticle: html('journalArticle'),
      book: html('book'),
      webpage: html('webpage'),
    }).toEqual({
      journalArticle:
        '<div class="csl-entry">Walker, Matthew P., and Robert Stickgold. “Sleep Deprivation and Memory Consolidation in Undergraduate Students.” <i>Journal of Sleep Research</i>, vol. 28, no. 2, Apr. 2019, pp. 112–27, https://doi.org/10.1111/jsr.12745.</div>',
      book: '<div class="csl-entry">Kahneman, Daniel. <i>Thinking, Fast and Slow</i>. Farrar, Straus and Giroux, 2011.</div>',
      webpage:
        '<div class="csl-entry">World Health Organization. “Mental Health of Adolescents.” <i>World Health Organization</i>, 10 Oct. 2024, https://www.who.int/news-room/fact-sheets/detail/adolescent-mental-health.</div>',
    });
  });
});
