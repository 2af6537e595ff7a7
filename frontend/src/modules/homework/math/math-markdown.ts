import MarkdownIt from 'markdown-it';
import type { HtmlSanitizer } from './html-sanitizer';
import { renderLatex } from './katex-render';

/** Raw HTML in the text stays text: answers are Markdown, never markup. */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** Code is left as written: `$` inside it is not math. */
const CODE = /```[\s\S]*?(?:```|$)|`[^`\n]+`/g;
const DISPLAY_MATH = /\$\$([\s\S]+?)\$\$/g;
/** `$x$` but not prices like `$5 and $10`: no space just inside the dollars, no digit right after. */
const INLINE_MATH = /(?<![\\$])\$(?!\s)((?:\\\$|[^$\n])+?)(?<!\s)\$(?!\d)/g;

function replaceOutsideCode(source: string, replace: (text: string) => string): string {
  let result = '';
  let from = 0;
  for (const match of source.matchAll(CODE)) {
    result += replace(source.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return result + replace(source.slice(from));
}

/**
 * Markdown with $...$ and $$...$$ LaTeX to safe HTML, in the browser. Math is cut out first
 * (Markdown would read `_` and `*` in it as emphasis), rendered by KaTeX and put back where a
 * placeholder stood; the whole result then goes through `sanitize`, so neither the text, the LaTeX
 * nor KaTeX's own output can carry script.
 */
export function renderMathMarkdown(source: string, sanitize: HtmlSanitizer): string {
  const nonce = Math.random().toString(36).slice(2, 10);
  const rendered: string[] = [];
  const hold = (html: string): string => {
    rendered.push(html);
    return `mathph${nonce}n${rendered.length - 1}x`;
  };
  const withPlaceholders = replaceOutsideCode(source, (text) =>
    text
      .replace(DISPLAY_MATH, (_match, latex: string) => `\n\n${hold(renderLatex(latex.trim(), true))}\n\n`)
      .replace(INLINE_MATH, (_match, latex: string) => hold(renderLatex(latex, false))),
  );
  const html = markdown
    .render(withPlaceholders)
    .replace(new RegExp(`mathph${nonce}n(\\d+)x`, 'g'), (_match, at: string) => rendered[Number(at)] ?? '');
  return sanitize(html);
}
