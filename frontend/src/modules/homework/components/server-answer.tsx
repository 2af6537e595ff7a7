import 'katex/dist/katex.min.css';
import '../homework-answer.css';

/**
 * The answer as the server rendered it (`answer_html`: Markdown without raw HTML, KaTeX math, one
 * sanitising policy applied by ai-tools), for the public page: complete without JavaScript, so
 * search engines read the steps, the engine's notes and the final answer.
 */
export function ServerAnswer({ html }: { html: string }) {
  return (
    <div className="homework-answer-html" data-testid="server-answer" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
