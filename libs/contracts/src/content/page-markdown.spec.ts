import {
  anchorOf,
  isSafeHref,
  parseAnswerMarkdown,
  parseInlineLinks,
  parsePageMarkdown,
  plainTextOf,
} from './page-markdown';

describe('parsePageMarkdown', () => {
  it('turns sections, paragraphs, lists and subheadings into the page model', () => {
    const { sections, problems } = parsePageMarkdown(
      [
        '## 1. What you can complain about {#scope}',
        '',
        'First line of a paragraph',
        'continues here with [a link](/legal/terms).',
        '',
        '- one',
        '- two',
        '',
        '### Details',
        '1. first',
        '2. second',
        '',
        '## 2. Appeals',
        '',
        'Reply within 30 days.',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(sections).toEqual([
      {
        id: 'scope',
        heading: '1. What you can complain about',
        blocks: [
          { type: 'paragraph', text: 'First line of a paragraph continues here with [a link](/legal/terms).' },
          { type: 'list', items: ['one', 'two'] },
          { type: 'subheading', text: 'Details' },
          { type: 'list', items: ['first', 'second'], ordered: true },
        ],
      },
      { id: 'appeals', heading: '2. Appeals', blocks: [{ type: 'paragraph', text: 'Reply within 30 days.' }] },
    ]);
  });

  it('reports text before the first section, unsafe links, other headings and duplicate anchors', () => {
    const { problems } = parsePageMarkdown(
      ['Preface', '## A {#a}', '<script>x</script> [x](data:text/html,hi)', '# Big', '## B {#a}'].join('\n'),
    );
    expect(problems.map((problem) => problem.line)).toEqual([1, 3, 4, 5]);
    expect(problems[1]?.message).toContain('"data:text/html,hi" is not allowed');
  });

  it('needs at least one section', () => {
    expect(parsePageMarkdown('').problems).toEqual([
      { line: 1, message: 'The page needs at least one "## " section.' },
    ]);
  });
});

describe('parseAnswerMarkdown', () => {
  it('keeps paragraphs and refuses sections', () => {
    expect(parseAnswerMarkdown('One.\n\nTwo.').blocks).toEqual([
      { type: 'paragraph', text: 'One.' },
      { type: 'paragraph', text: 'Two.' },
    ]);
    expect(parseAnswerMarkdown('## Title\n\nText').problems[0]?.message).toBe(
      'Line 1: an answer has no "## " sections.',
    );
  });
});

describe('links', () => {
  it('allows site paths, anchors, https and mailto only', () => {
    for (const href of ['/contact', '#form', 'https://example.org', 'mailto:a@b.c'])
      expect(isSafeHref(href)).toBe(true);
    for (const href of [
      'javascript:alert',
      'JAVASCRIPT:x',
      'data:text/html,x',
      'http://x.org',
      '//evil.org',
      'vbscript:x',
    ])
      expect(isSafeHref(href)).toBe(false);
  });

  it('renders an unsafe link as its label', () => {
    expect(parseInlineLinks('Go [here](javascript:x) or [there](/help).')).toEqual([
      { type: 'text', text: 'Go ' },
      { type: 'text', text: 'here' },
      { type: 'text', text: ' or ' },
      { type: 'link', text: 'there', href: '/help' },
      { type: 'text', text: '.' },
    ]);
  });

  it('gives plain text and anchors', () => {
    expect(plainTextOf([{ type: 'list', items: ['See [terms](/legal/terms)'] }])).toBe('See terms');
    expect(anchorOf('3. What we do with it')).toBe('what-we-do-with-it');
  });
});
