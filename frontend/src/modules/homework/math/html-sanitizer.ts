import DOMPurify, { type WindowLike } from 'dompurify';

export type HtmlSanitizer = (html: string) => string;

/**
 * DOMPurify over a window's parser, set up for KaTeX output: its MathML keeps `semantics` and the
 * `annotation` holding the LaTeX source (plain text); everything else follows DOMPurify's defaults,
 * which drop scripts, event handlers and javascript: URLs.
 */
export function createHtmlSanitizer(window: WindowLike): HtmlSanitizer {
  const purifier = DOMPurify(window);
  return (html) =>
    purifier.sanitize(html, {
      ADD_TAGS: ['semantics', 'annotation'],
      ADD_ATTR: ['encoding'],
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
      ALLOW_DATA_ATTR: false,
    });
}

let browserSanitizer: HtmlSanitizer | null = null;

/** The browser's sanitizer, made once. Throws on the server, where there is no DOM to parse with. */
export function browserHtmlSanitizer(): HtmlSanitizer {
  if (typeof window === 'undefined') throw new Error('HTML is sanitised in the browser only.');
  browserSanitizer ??= createHtmlSanitizer(window);
  return browserSanitizer;
}
