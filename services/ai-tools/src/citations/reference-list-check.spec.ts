import { stripModelReferenceLists } from './reference-list-check';

describe('stripModelReferenceLists', () => {
  it('cuts a Markdown reference list the model wrote and reports it', () => {
    const text = [
      '## Discussion',
      'Sleep matters [@journal].',
      '',
      '## References',
      'Smith, J. (2020). A study that does not exist. Journal of Things, 1(2), 3–4.',
      'Doe, A. (2019). Another one. Publisher.',
    ].join('\n');
    expect(stripModelReferenceLists(text)).toEqual({
      text: '## Discussion\nSleep matters [@journal].',
      stripped: [
        {
          heading: 'References',
          entryCount: 2,
          removed:
            '## References\nSmith, J. (2020). A study that does not exist. Journal of Things, 1(2), 3–4.\nDoe, A. (2019). Another one. Publisher.',
        },
      ],
    });
  });

  it('stops at the next heading of the same level, keeping what follows', () => {
    const text = '# Essay\nBody.\n## Works Cited\n- Smith 2020\n### Note\nstill the list\n## Appendix\nData.';
    const result = stripModelReferenceLists(text);
    expect(result.text).toBe('# Essay\nBody.\n## Appendix\nData.');
    expect(result.stripped).toEqual([
      { heading: 'Works Cited', entryCount: 3, removed: '## Works Cited\n- Smith 2020\n### Note\nstill the list' },
    ]);
  });

  it('recognises plain and bold headings in any case, with or without a colon', () => {
    for (const heading of ['Bibliography', '**REFERENCES**', 'Reference list:', '__Works Consulted__', 'Sources']) {
      const result = stripModelReferenceLists(`Body text.\n\n${heading}\nSmith, J. (2020). Title.`);
      expect(result.text).toBe('Body text.');
      expect(result.stripped).toHaveLength(1);
    }
  });

  it('reads text with Windows line ends', () => {
    const result = stripModelReferenceLists('Body.\r\n\r\nReferences\r\nSmith, J. (2020). Title.\r\n');
    expect(result.text).toBe('Body.');
    expect(result.stripped.map((list) => [list.heading, list.entryCount])).toEqual([['References', 1]]);
  });

  it('cuts an HTML reference list up to the next heading of the same level', () => {
    const html =
      '<h2>Results</h2><p>Text.</p><h2>References</h2><p>Smith, J. (2020).</p><ul><li>Doe</li></ul><h2>Appendix</h2><p>A</p>';
    expect(stripModelReferenceLists(html)).toEqual({
      text: '<h2>Results</h2><p>Text.</p><h2>Appendix</h2><p>A</p>',
      stripped: [
        {
          heading: 'References',
          entryCount: 2,
          removed: '<h2>References</h2><p>Smith, J. (2020).</p><ul><li>Doe</li></ul>',
        },
      ],
    });
    expect(stripModelReferenceLists('<p>Body.</p><p><strong>Bibliography</strong></p><p>Smith 2020</p>').text).toBe(
      '<p>Body.</p>',
    );
  });

  it('leaves text alone where the words appear inside sentences or longer headings', () => {
    const text =
      'The references to sleep in this bibliography chapter...\n## Sources of error\nMeasurement.\nReferences are listed below.';
    expect(stripModelReferenceLists(text)).toEqual({ text, stripped: [] });
  });
});
