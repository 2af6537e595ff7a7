import { normaliseCommentText, plainTextOf, readingMinutesOf, sanitizeBlogHtml } from './blog-html';

describe('sanitizeBlogHtml', () => {
  it('keeps structure, emphasis, links and https images', () => {
    const html =
      '<h2>Plan</h2><p>Use <strong>spaced</strong> <em>practice</em>, see <a href="https://example.org/a">this</a>.</p>' +
      '<ul><li>one</li></ul><img src="https://cdn.example.org/x.png" alt="chart">';
    expect(sanitizeBlogHtml(html)).toBe(
      '<h2>Plan</h2><p>Use <strong>spaced</strong> <em>practice</em>, see <a href="https://example.org/a" rel="noopener noreferrer nofollow">this</a>.</p>' +
        '<ul><li>one</li></ul><img src="https://cdn.example.org/x.png" alt="chart" />',
    );
  });

  it('drops scripts, event handlers, styles and dangerous URLs', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">x</a><img src="http://insecure.example/x.png" onerror="boom()">' +
      '<iframe src="https://evil.example"></iframe>';
    const clean = sanitizeBlogHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|style|javascript|iframe|insecure/);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('turns a top-level heading into a section heading, since the page title is the h1', () => {
    expect(sanitizeBlogHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });
});

describe('plain text and reading time', () => {
  it('reads the words between tags with spaces where blocks end', () => {
    expect(plainTextOf('<h2>One</h2><p>two &amp; three</p><ul><li>four</li><li>five</li></ul>')).toBe(
      'One two & three four five',
    );
  });

  it('counts 200 words a minute, rounded up, at least one', () => {
    expect(readingMinutesOf('<p>short</p>')).toBe(1);
    expect(readingMinutesOf(`<p>${'word '.repeat(200)}</p>`)).toBe(1);
    expect(readingMinutesOf(`<p>${'word '.repeat(201)}</p>`)).toBe(2);
  });
});

describe('normaliseCommentText', () => {
  it('trims and keeps at most one blank line', () => {
    expect(normaliseCommentText('  a\r\n\r\n\r\n\r\nb  ')).toBe('a\n\nb');
  });
});
