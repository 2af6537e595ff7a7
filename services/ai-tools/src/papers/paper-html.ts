import sanitizeHtml from 'sanitize-html';
import { countWords } from '@studyhub/contracts';

/**
 * What a paper's rich text may hold: the editor's own marks and blocks, links, and the citation
 * markers (`span[data-source-id]`). Anything else (scripts, styles, event handlers, foreign
 * elements) is removed on save, so stored papers are safe wherever they are shown or exported.
 */
const PAPER_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'hr',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    span: ['data-source-id', 'data-locator', 'class'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { span: ['citation'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizePaperHtml(html: string): string {
  return sanitizeHtml(html, PAPER_HTML_POLICY);
}

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|tr|td|th|table|ul|ol)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text a reader sees: blocks on their own lines, tags gone, entities decoded. */
export function plainTextOf(html: string): string {
  const withBreaks = html.replace(BLOCK_END, (tag) => `${tag}\n`);
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (entity: string, name: string) => {
      const known = ENTITIES[name.toLowerCase()];
      if (known !== undefined) return known;
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function wordsOfHtml(html: string): number {
  return countWords(plainTextOf(html));
}

/** The first characters of a paper, for lists. */
export function excerptOf(html: string, length = 160): string {
  const text = plainTextOf(html).replace(/\s+/g, ' ');
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}
