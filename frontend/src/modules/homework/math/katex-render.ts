import katex from 'katex';

/**
 * LaTeX to KaTeX HTML (with MathML for screen readers). The one place KaTeX is called: `trust`
 * off (no \href, \url, \includegraphics or raw HTML), and size and macro limits so a hostile
 * formula cannot blow up the page; a formula KaTeX cannot read is shown as its source, in red.
 */
export function renderLatex(latex: string, isDisplay: boolean): string {
  return katex.renderToString(latex, {
    displayMode: isDisplay,
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    maxSize: 20,
    maxExpand: 200,
    output: 'htmlAndMathml',
  });
}
