import type { SourceItem } from '@studyhub/contracts';
import { generatedPaperText } from './generated-html';

const library: SourceItem[] = [
  {
    id: 'kucsko2013',
    type: 'article-journal',
    title: 'Nanometre-scale thermometry in a living cell',
    author: [
      { family: 'Kucsko', given: 'G.' },
      { family: 'Maurer', given: 'P. C.' },
    ],
    'container-title': 'Nature',
    volume: '500',
    page: '54-58',
    issued: { 'date-parts': [[2013]] },
  },
  {
    id: 'lee2020',
    type: 'book',
    title: 'Heat and life',
    author: [{ family: 'Lee', given: 'Min' }],
    publisher: 'Campus Press',
    issued: { 'date-parts': [[2020]] },
  },
];

describe('generatedPaperText', () => {
  it('formats library citations, drops invented ones and reports them', () => {
    const result = generatedPaperText(
      '## Introduction\n\nCells are warm [@kucsko2013]. Some say otherwise [@smith1999].',
      library,
      'APA_7',
      'section',
    );
    expect(result.html).toBe(
      '<h2>Introduction</h2>\n<p>Cells are warm (Kucsko &amp; Maurer, 2013). Some say otherwise.</p>\n',
    );
    expect(result.cited).toEqual(['kucsko2013']);
    expect(result.dropped).toEqual([{ marker: '@smith1999', reason: 'UNKNOWN_SOURCE' }]);
    expect(result.removedBibliography).toBe(false);
  });

  it('cuts a reference list the model wrote, and ends a draft with the list of what it cited', () => {
    const result = generatedPaperText(
      'Heat matters [@lee2020].\n\n## References\n\nSmith, J. (1999). A book I made up. Fake Press.\n',
      library,
      'MLA_9',
      'draft',
    );
    expect(result.removedBibliography).toBe(true);
    expect(result.html).not.toContain('made up');
    expect(result.html).toContain('<h2>Works Cited</h2>');
    expect(result.html).toContain('Lee, Min. <i>Heat and Life</i>. Campus Press, 2020.');
    expect(result.html).not.toContain('Kucsko');
  });

  it('counts the words the model wrote, not the citations we formatted', () => {
    const result = generatedPaperText('One two three [@kucsko2013; @lee2020] four.', library, 'APA_7', 'continue');
    expect(result.words).toBe(4);
  });

  it('never renders HTML the model wrote', () => {
    const result = generatedPaperText(
      'Hello <script>alert(1)</script> <img src=x onerror=alert(1)> [link](javascript:alert(1))',
      library,
      'APA_7',
      'continue',
    );
    expect(result.html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(result.html).toContain('&lt;script&gt;');
  });
});
