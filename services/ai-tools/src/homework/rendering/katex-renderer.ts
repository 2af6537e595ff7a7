import katex from 'katex';

/**
 * The one file that talks to KaTeX. `trust: false` refuses \href, \url, \includegraphics and the
 * \html* commands; `throwOnError: false` shows bad LaTeX as red source text instead of failing the
 * answer; the size and expansion limits stop a model (or a student) from making a huge render.
 */
export function renderLatex(latex: string, displayMode: boolean): string {
  return katex.renderToString(latex, {
    displayMode,
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    output: 'htmlAndMathml',
    maxSize: 20,
    maxExpand: 200,
  });
}
