import { excerptOf, plainTextOf, sanitizePaperHtml, wordsOfHtml } from './paper-html';

describe('sanitizePaperHtml', () => {
  it('keeps the editor’s blocks, marks, links and citation markers', () => {
    const html =
      '<h2>Intro</h2><p>Some <strong>bold</strong> and <em>italic</em> text ' +
      '<span class="citation" data-source-id="src-1" data-locator="p. 4">(Smith, 2020)</span>.</p>' +
      '<ul><li>one</li></ul><a href="https://example.org/x">link</a>';
    const clean = sanitizePaperHtml(html);
    expect(clean).toContain('<h2>Intro</h2>');
    expect(clean).toContain('<strong>bold</strong>');
    expect(clean).toContain('<span class="citation" data-source-id="src-1" data-locator="p. 4">');
    expect(clean).toContain('<a href="https://example.org/x" rel="noopener noreferrer nofollow">link</a>');
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<img src=x onerror=alert(1)><p>x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['<span class="evil citation" data-x="1">x</span>', '<span class="citation">x</span>'],
  ])('removes what could run or load: %s', (dirty, clean) => {
    expect(sanitizePaperHtml(dirty)).toBe(clean);
  });
});

describe('plainTextOf', () => {
  it('puts blocks on their own lines and decodes entities', () => {
    expect(
      plainTextOf('<h1>Title</h1><p>A &amp; B &lt;tag&gt; caf&#233; &#x263A;</p><ul><li>one</li><li>two</li></ul>'),
    ).toBe('Title\nA & B <tag> café ☺\none\ntwo');
  });

  it('keeps words apart across paragraphs', () => {
    expect(wordsOfHtml('<p>alpha</p><p>beta</p><p>gamma<br>delta</p>')).toBe(4);
  });
});

describe('excerptOf', () => {
  it('shortens long text at the limit with an ellipsis', () => {
    const excerpt = excerptOf(`<p>${'word '.repeat(100)}</p>`, 20);
    expect(excerpt.length).toBeLessThanOrEqual(20);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});
