/**
 * The Markdown of managed pages (legal pages, help answers): a deliberately small subset that maps
 * onto the content model the static pages already render, so an admin's text can never carry
 * markup, scripts or styles. Supported: `## Section heading {#anchor}`, `### Subheading`,
 * paragraphs, `- ` lists, `1. ` lists and `[label](href)` links to site paths, https or mailto.
 */
export type PageBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'subheading'; text: string };

export interface PageSection {
  id: string;
  heading: string;
  blocks: PageBlock[];
}

export interface MarkdownProblem {
  line: number;
  message: string;
}

const LINK_PATTERN = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const SECTION_PATTERN = /^##\s+(.+?)(?:\s+\{#([a-z0-9-]+)\})?\s*$/;
const SUBHEADING_PATTERN = /^###\s+(.+?)\s*$/;
const UNORDERED_ITEM = /^[-*]\s+(.+)$/;
const ORDERED_ITEM = /^\d{1,3}\.\s+(.+)$/;

/** Site paths, in-page anchors, https and mailto; everything else (javascript:, data:, http:) is refused. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('//')) return false;
  return /^(\/|#|https:\/\/|mailto:)/i.test(href);
}

/** `1. What you can complain about` → `what-you-can-complain-about`. */
export function anchorOf(heading: string): string {
  return (
    heading
      .toLowerCase()
      .replace(/^\d+(\.\d+)*\.?\s+/, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'section'
  );
}

/** The text of a line with its links checked: an unsafe link is reported and kept as its label. */
function checkedInline(text: string, line: number, problems: MarkdownProblem[]): string {
  return text.replace(LINK_PATTERN, (whole, label: string, href: string) => {
    if (isSafeHref(href)) return whole;
    problems.push({
      line,
      message: `Line ${line}: the link "${href}" is not allowed; use a site path, https:// or mailto:.`,
    });
    return label;
  });
}

interface ParsedBlocks {
  blocks: PageBlock[];
  problems: MarkdownProblem[];
}

function parseBlockLines(lines: { text: string; line: number }[], problems: MarkdownProblem[]): PageBlock[] {
  const blocks: PageBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    if (list)
      blocks.push(
        list.ordered ? { type: 'list', items: list.items, ordered: true } : { type: 'list', items: list.items },
      );
    paragraph = [];
    list = null;
  };
  for (const { text: raw, line } of lines) {
    const text = raw.trim();
    if (text === '') {
      flush();
      continue;
    }
    const subheading = SUBHEADING_PATTERN.exec(text);
    if (subheading) {
      flush();
      blocks.push({ type: 'subheading', text: checkedInline(subheading[1] ?? '', line, problems) });
      continue;
    }
    if (text.startsWith('#')) {
      problems.push({
        line,
        message: `Line ${line}: only "## " section headings and "### " subheadings are supported.`,
      });
      continue;
    }
    const unordered = UNORDERED_ITEM.exec(text);
    const ordered = unordered ? null : ORDERED_ITEM.exec(text);
    const item = unordered ?? ordered;
    if (item) {
      const isOrdered = Boolean(ordered);
      if (paragraph.length > 0 || (list && list.ordered !== isOrdered)) flush();
      list ??= { ordered: isOrdered, items: [] };
      list.items.push(checkedInline(item[1] ?? '', line, problems));
      continue;
    }
    const checked = checkedInline(text, line, problems);
    // A line under a list item continues that item, as in common Markdown.
    if (list && /^\s/.test(raw)) {
      list.items[list.items.length - 1] += ` ${checked}`;
      continue;
    }
    if (list) flush();
    paragraph.push(checked);
  }
  flush();
  return blocks;
}

function numbered(text: string): { text: string; line: number }[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line, index) => ({ text: line, line: index + 1 }));
}

/** A help answer: paragraphs, lists and subheadings, no sections. */
export function parseAnswerMarkdown(markdown: string): ParsedBlocks {
  const problems: MarkdownProblem[] = [];
  const lines = numbered(markdown);
  for (const { text, line } of lines) {
    if (SECTION_PATTERN.test(text.trim()))
      problems.push({ line, message: `Line ${line}: an answer has no "## " sections.` });
  }
  const blocks = parseBlockLines(
    lines.filter(({ text }) => !SECTION_PATTERN.test(text.trim())),
    problems,
  );
  if (blocks.length === 0) problems.push({ line: 1, message: 'The answer is empty.' });
  return { blocks, problems };
}

/** A legal page body: `## ` sections, each with an anchor (given as `{#anchor}` or derived). */
export function parsePageMarkdown(markdown: string): { sections: PageSection[]; problems: MarkdownProblem[] } {
  const problems: MarkdownProblem[] = [];
  const sections: PageSection[] = [];
  let current: { id: string; heading: string; lines: { text: string; line: number }[] } | null = null;
  const close = () => {
    if (!current) return;
    const blocks = parseBlockLines(current.lines, problems);
    sections.push({ id: current.id, heading: current.heading, blocks });
  };
  for (const entry of numbered(markdown)) {
    const heading = SECTION_PATTERN.exec(entry.text.trim());
    if (heading) {
      close();
      const title = checkedInline(heading[1] ?? '', entry.line, problems);
      const id = heading[2] ?? anchorOf(title);
      if (sections.some((section) => section.id === id)) {
        problems.push({ line: entry.line, message: `Line ${entry.line}: the anchor "${id}" is used twice.` });
      }
      current = { id, heading: title, lines: [] };
      continue;
    }
    if (!current) {
      if (entry.text.trim() !== '') {
        problems.push({
          line: entry.line,
          message: `Line ${entry.line}: the page must start with a "## " section heading.`,
        });
      }
      continue;
    }
    current.lines.push(entry);
  }
  close();
  if (sections.length === 0) problems.push({ line: 1, message: 'The page needs at least one "## " section.' });
  return { sections, problems };
}

export type InlineSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

/** Splits `See [our terms](/legal/terms).` into text and link segments; unsafe links stay text. */
export function parseInlineLinks(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const index = match.index ?? 0;
    if (index > cursor) segments.push({ type: 'text', text: text.slice(cursor, index) });
    const href = match[2] ?? '';
    segments.push(
      isSafeHref(href) ? { type: 'link', text: match[1] ?? '', href } : { type: 'text', text: match[1] ?? '' },
    );
    cursor = index + match[0].length;
  }
  if (cursor < text.length) segments.push({ type: 'text', text: text.slice(cursor) });
  return segments;
}

/** Plain text of Markdown blocks (for search): links count as their labels. */
export function plainTextOf(blocks: readonly PageBlock[]): string {
  const strip = (text: string) => text.replace(LINK_PATTERN, '$1');
  return blocks
    .map((block) => (block.type === 'list' ? block.items.map(strip).join(' ') : strip(block.text)))
    .join(' ');
}
