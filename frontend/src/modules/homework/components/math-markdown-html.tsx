'use client';

import 'katex/dist/katex.min.css';
import '../homework-answer.css';
import { useMemo } from 'react';
import { browserHtmlSanitizer } from '../math/html-sanitizer';
import { renderMathMarkdown } from '../math/math-markdown';

/**
 * Answer Markdown with math, rendered and sanitised in the browser. Used only for answers loaded
 * after the page is up (the SEO page shows the server's `answer_html` instead).
 */
export function MathMarkdownHtml({ source, className }: { source: string; className?: string }) {
  const html = useMemo(
    () => (typeof window === 'undefined' ? '' : renderMathMarkdown(source, browserHtmlSanitizer())),
    [source],
  );
  return <div className={className ?? 'homework-markdown'} dangerouslySetInnerHTML={{ __html: html }} />;
}
