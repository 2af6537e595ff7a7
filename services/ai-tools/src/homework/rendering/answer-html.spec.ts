import { parseDocument } from 'htmlparser2';
import { seededRandom } from '@studyhub/platform/testing';
import { isCDATA, isComment, isDirective, isTag, type ChildNode } from 'domhandler';
import { MISMATCH_NOTE, VERIFIED_NOTE, renderAnswerHtml } from './answer-html';
import { renderMathMarkdown } from './math-markdown';

/** Hostile pieces an answer's Markdown, its LaTeX or a student's question could carry. */
const HOSTILE_PIECES = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=5 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<a href="javascript:alert(1)">click</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<span style="width: expression(alert(1))">x</span>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<base href="javascript:/">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1) )',
  '[click](java\tscript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![pic](javascript:alert(1))',
  '![pic](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![pic](data:image/png;base64,iVBORw0KGgo=)',
  '![pic"onerror="alert(1)](http://example.com/a.png)',
  '[ref]: javascript:alert(1)\n\n[ref]',
  '<javascript:alert(1)>',
  '<http://example.com/"onmouseover="alert(1)>',
  '$\\href{javascript:alert(1)}{x}$',
  '$$\\url{javascript:alert(1)}$$',
  '$\\htmlClass{x" onclick="alert(1)}{y}$',
  '$\\htmlId{evil}{y}$',
  '$\\htmlStyle{background:url(javascript:alert(1))}{y}$',
  '$\\htmlData{onclick=alert(1)}{y}$',
  '$\\includegraphics{javascript:alert(1)}$',
  '$\\color{red" onmouseover="alert(1)}{x}$',
  '$\\textcolor{expression(alert(1))}{x}$',
  '$\\def\\x{\\x\\x}\\x$',
  '$\\text{<script>alert(1)</script>}$',
  '$x</span><script>alert(1)</script>$',
  '$$\\begin{matrix} <img src=x onerror=alert(1)> \\end{matrix}$$',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '&#x3C;img src=x onerror=alert(1)&#x3E;',
  '&amp;lt;script',
  '&#0000106&#0000097vascript:alert(1)',
  '<!--<script>alert(1)//-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<a href="http://ok.example" onclick="alert(1)">ok</a>',
  '<img src="http://ok.example/a.png" onload="alert(1)">',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '```html\n<script>alert(1)</script>\n```',
  '`<img src=x onerror=alert(1)>`',
  '> <script>alert(1)</script>',
  '* [x](javascript:alert(1))',
  '| a | b |\n|---|---|\n| <script>alert(1)</script> | [x](javascript:alert(1)) |',
];

const BENIGN_PIECES = [
  'Solve for $x$:',
  '$$2x + 3 = 7$$',
  'so $x = 2$.',
  '**Step**',
  '_note_',
  '$\\frac{a}{b}$',
  '$\\sqrt{x^2+1}$',
  '\n\n',
  ' ',
  'costs $5 and $10',
  '[Khan Academy](https://www.khanacademy.org)',
  '$',
  '$$',
  '\\$',
  '<',
  '"',
  '`',
];

function hostileInputs(count: number): string[] {
  const random = seededRandom(20261126);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const inputs = [...HOSTILE_PIECES];
  while (inputs.length < count) {
    const parts: string[] = [];
    const length = 2 + Math.floor(random() * 5);
    for (let i = 0; i < length; i += 1) parts.push(random() < 0.6 ? pick(HOSTILE_PIECES) : pick(BENIGN_PIECES));
    let input = parts.join(random() < 0.5 ? ' ' : '');
    // Wrap in math sometimes, so the hostile text is LaTeX source too.
    if (random() < 0.25) input = `$${input}$`;
    if (random() < 0.15) input = `$$${input}$$`;
    inputs.push(input);
  }
  return inputs;
}

const FORBIDDEN_TAGS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'frame',
  'frameset',
  'template',
  'noscript',
  'foreignobject',
  'animate',
  'set',
  'use',
  'image',
  'video',
  'audio',
  'source',
  'details',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'srcset',
  'background',
  'poster',
]);
const SAFE_SCHEME = /^(?:https?:|mailto:)/i;

/** Everything in the HTML that could run script, as readable findings (empty when safe). */
function executableMarkupIn(html: string): string[] {
  const findings: string[] = [];
  const visit = (nodes: ChildNode[], inSvg: boolean): void => {
    for (const node of nodes) {
      if (isComment(node) || isCDATA(node) || isDirective(node)) {
        findings.push('comment, CDATA or directive node');
        continue;
      }
      if (!isTag(node)) continue;
      const element = node;
      const name = element.name.toLowerCase();
      if (FORBIDDEN_TAGS.has(name)) findings.push(`<${name}>`);
      const isSvg = inSvg || name === 'svg';
      for (const [attribute, value] of Object.entries(element.attribs)) {
        const key = attribute.toLowerCase();
        if (key.startsWith('on')) findings.push(`${name}[${key}]`);
        if (URL_ATTRIBUTES.has(key) && !SAFE_SCHEME.test(value.trim())) findings.push(`${name}[${key}=${value}]`);
        if (key === 'style' && /expression|url\(|javascript|@import|behavio/i.test(value))
          findings.push(`${name}[style=${value}]`);
        if (isSvg && key.includes('href')) findings.push(`svg ${name}[${key}]`);
      }
      visit(element.children, isSvg);
    }
  };
  visit(parseDocument(html, { lowerCaseAttributeNames: true }).children, false);
  return findings;
}

describe('renderMathMarkdown', () => {
  it('renders Markdown and KaTeX math, and leaves prices and code alone', () => {
    const html = renderMathMarkdown('Solve **$2x + 3 = 7$**; it costs $5 and $10.\n\n$$x = \\frac{4}{2}$$\n\n`$a$`');
    expect(html).toContain('<strong><span class="katex">');
    expect(html).toContain('class="katex-display"');
    expect(html).toContain('<annotation encoding="application/x-tex">x = \\frac{4}{2}</annotation>');
    expect(html).toContain('costs $5 and $10.');
    expect(html).toContain('<code>$a$</code>');
  });

  it('keeps safe links and images, marked nofollow', () => {
    const html = renderMathMarkdown('[site](https://example.com) ![plot](https://example.com/p.png)');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow ugc">site</a>');
    expect(html).toContain('<img src="https://example.com/p.png" alt="plot" />');
  });

  it('shows refused LaTeX commands as text, never as links or classes', () => {
    const html = renderMathMarkdown('$\\href{javascript:alert(1)}{x}$ $\\htmlClass{evil}{y}$');
    expect(html).not.toMatch(/<a\b/);
    expect(html).not.toContain('class="evil"');
    expect(html).toContain('\\href');
  });
});

describe('rendered answers under XSS fuzzing', () => {
  const inputs = hostileInputs(600);

  it('generates hundreds of distinct hostile inputs', () => {
    expect(new Set(inputs).size).toBeGreaterThan(500);
  });

  it('the checker itself finds executable markup', () => {
    expect(executableMarkupIn('<p><img src=x onerror=alert(1)></p>')).toEqual(['img[src=x]', 'img[onerror]']);
    expect(executableMarkupIn('<a href="javascript:alert(1)">x</a><svg><script>1</script></svg>')).toHaveLength(2);
    expect(executableMarkupIn('<span style="width:expression(alert(1))"></span><!-- x -->')).toHaveLength(2);
  });

  it('leaves no executable markup in any rendered Markdown', () => {
    const unsafe = inputs
      .map((input) => ({ input, findings: executableMarkupIn(renderMathMarkdown(input)) }))
      .filter((result) => result.findings.length > 0);
    expect(unsafe).toEqual([]);
  });

  it('leaves no executable markup in whole answers built from them, titles included', () => {
    const unsafe: { input: string; findings: string[] }[] = [];
    for (let at = 0; at + 2 < inputs.length; at += 3) {
      const html = renderAnswerHtml({
        steps: [
          { title: inputs[at]!, body_markdown: inputs[at + 1]!, verification: 'verified' },
          { title: 'Check', body_markdown: inputs[at + 2]!, verification: 'mismatch' },
        ],
        final_answer_markdown: inputs[at + 1]!,
      });
      const findings = executableMarkupIn(html);
      if (findings.length > 0) unsafe.push({ input: inputs[at]!, findings });
    }
    expect(unsafe).toEqual([]);
  });
});

describe('renderAnswerHtml', () => {
  it('numbers the steps, says which were checked or found wrong, and ends on the final answer', () => {
    const html = renderAnswerHtml({
      steps: [
        { title: 'Subtract 3', body_markdown: '$2x = 4$', verification: 'verified' },
        { title: 'Divide <by> 2', body_markdown: '$x = 3$', verification: 'mismatch' },
        { title: 'Differentiate', body_markdown: "$f'(x) = 2x$", verification: 'unverified' },
      ],
      final_answer_markdown: '$x = 2$',
    });
    expect(html).toContain('<h3>Step 1: Subtract 3</h3>');
    expect(html).toContain('<h3>Step 2: Divide &lt;by&gt; 2</h3>');
    expect(html).toContain(VERIFIED_NOTE);
    expect(html).toContain(MISMATCH_NOTE);
    expect(html.split('homework-verification')).toHaveLength(3);
    expect(html).toContain('<h3>Final answer</h3>');
  });
});
