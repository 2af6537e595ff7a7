import { JSDOM } from 'jsdom';
import { createHtmlSanitizer } from './html-sanitizer';
import { renderMathMarkdown } from './math-markdown';

const window = new JSDOM('').window;
const sanitize = createHtmlSanitizer(window);

/** Every element and attribute of the rendered HTML, read back through a parser. */
function parsed(html: string) {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const elements = [...template.content.querySelectorAll('*')];
  return {
    tags: elements.map((element) => element.tagName.toLowerCase()),
    attributes: elements.flatMap((element) =>
      [...element.attributes].map((attribute) => ({ name: attribute.name, value: attribute.value })),
    ),
  };
}

describe('renderMathMarkdown', () => {
  it('renders Markdown and inline and display math with KaTeX', () => {
    const html = renderMathMarkdown('So **x** is $\\frac{1}{2}$, and\n\n$$x^2 = 4$$', sanitize);
    expect(html).toContain('<strong>x</strong>');
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
    // The MathML copy (with its LaTeX source) survives sanitising, for screen readers.
    expect(html).toContain('<annotation encoding="application/x-tex">\\frac{1}{2}</annotation>');
  });

  it('leaves prices and code alone', () => {
    const html = renderMathMarkdown('It costs $5 and $10. `a $b$ c`', sanitize);
    expect(html).not.toContain('katex');
    expect(html).toContain('<code>a $b$ c</code>');
  });

  const HOSTILE: readonly [string, string][] = [
    ['a script tag', '<script>alert(1)</script>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['an svg with onload', '<svg onload=alert(1)></svg>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['\\href in math', '$\\href{javascript:alert(1)}{x}$'],
    ['\\url in math', '$\\url{javascript:alert(1)}$'],
    ['\\htmlData in math', '$\\htmlData{onclick=alert(1)}{x}$'],
    ['\\includegraphics in math', '$\\includegraphics{https://evil.example/x.png}$'],
    ['raw HTML inside display math', '$$</span><img src=x onerror=alert(1)>$$'],
    ['a style tag', '<style>body{display:none}</style>'],
    ['an autolink to javascript:', '<javascript:alert(1)>'],
  ];

  it.each(HOSTILE)('gives no script a way in: %s', (_name, source) => {
    const { tags, attributes } = parsed(renderMathMarkdown(source, sanitize));
    for (const tag of ['script', 'iframe', 'img', 'svg', 'style', 'object', 'embed']) expect(tags).not.toContain(tag);
    for (const attribute of attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      if (attribute.name === 'href' || attribute.name === 'src') {
        expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
        expect(attribute.value).not.toContain('evil.example');
      }
    }
  });

  it('shows raw HTML in the text as text', () => {
    expect(renderMathMarkdown('<b>bold</b>', sanitize)).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });
});
