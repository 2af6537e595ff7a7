import 'katex/dist/katex.min.css';
import { renderLatex } from '../math/katex-render';

/**
 * A LaTeX formula rendered by KaTeX, the same on the server and in the browser. KaTeX with `trust`
 * off escapes every character of the source, so its output needs no further sanitising.
 */
export function Formula({ latex, isDisplay = false }: { latex: string; isDisplay?: boolean }) {
  const Tag = isDisplay ? 'div' : 'span';
  return (
    <Tag
      className={isDisplay ? 'overflow-x-auto py-1' : undefined}
      dangerouslySetInnerHTML={{ __html: renderLatex(latex, isDisplay) }}
    />
  );
}
