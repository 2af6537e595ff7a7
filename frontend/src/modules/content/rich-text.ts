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

// One link grammar for static and managed pages: links to other schemes than site paths, anchors,
// https and mailto are shown as their text.
export { parseInlineLinks, type InlineSegment } from '@studyhub/contracts';

export const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
export const ul = (...items: string[]): ContentBlock => ({ type: 'list', items });
export const ol = (...items: string[]): ContentBlock => ({ type: 'list', items, ordered: true });
export const h3 = (text: string): ContentBlock => ({ type: 'subheading', text });
