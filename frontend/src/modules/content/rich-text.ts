/**
 * Tiny content model for the static pages: paragraphs, lists and sub-headings whose text may hold
 * `[label](href)` links. Content modules stay plain data; the renderer turns it into elements.
 */
export type ContentBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'subheading'; text: string };

export interface ContentSection {
  id: string;
  heading: string;
  blocks: ContentBlock[];
}

export type InlineSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

const LINK_PATTERN = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits `See [our terms](/legal/terms).` into text and link segments. */
export function parseInlineLinks(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const index = match.index ?? 0;
    if (index > cursor) segments.push({ type: 'text', text: text.slice(cursor, index) });
    segments.push({ type: 'link', text: match[1] ?? '', href: match[2] ?? '' });
    cursor = index + match[0].length;
  }
  if (cursor < text.length) segments.push({ type: 'text', text: text.slice(cursor) });
  return segments;
}

export const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
export const ul = (...items: string[]): ContentBlock => ({ type: 'list', items });
export const ol = (...items: string[]): ContentBlock => ({ type: 'list', items, ordered: true });
export const h3 = (text: string): ContentBlock => ({ type: 'subheading', text });
