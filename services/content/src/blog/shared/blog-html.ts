import sanitizeHtml from 'sanitize-html';

const WORDS_PER_MINUTE = 200;

/**
 * What an admin's rich editor may produce and a reader's browser will render: structure, emphasis,
 * links and images, nothing that runs or styles. Links get rel=noopener and leave for http(s) or
 * mailto only; images only from https or this site.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    h1: 'h2',
  },
  exclusiveFilter: (frame) => frame.tag === 'p' && frame.text.trim() === '' && !frame.mediaChildren.length,
};

/** The HTML that is stored and served for a post: only what POLICY allows. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, POLICY).trim();
}

/** The visible words of a post's HTML, for reading time, RSS descriptions and excerpts. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre|figcaption)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read at 200 words a minute, at least 1. */
export function readingMinutesOf(html: string): number {
  const words = plainTextOf(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Comments are plain text (rendered as text, never as HTML): trimmed, with at most one blank line in a row. */
export function normaliseCommentText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
