import type { CitationStyle } from '@studyhub/contracts';

/** The editor's document as Tiptap's getJSON() gives it (ProseMirror JSON), read without Tiptap. */
export interface EditorNode {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
  text?: string;
  marks?: { type: string }[];
}

export interface TextRun {
  /** A run of `\n` is a line break inside its block. */
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

export type HeadingLevel = 1 | 2 | 3;

export type ExportBlock =
  | { kind: 'heading'; level: HeadingLevel; runs: TextRun[] }
  | { kind: 'paragraph'; runs: TextRun[]; isQuote: boolean }
  | {
      kind: 'list-item';
      ordered: boolean;
      /** Which list the item belongs to, so a numbered list restarts at its own start. */
      listId: number;
      /** 1-based, within its list. */
      number: number;
      depth: number;
      runs: TextRun[];
    };

/** One model for both exports, so the DOCX and the PDF carry the same document. */
export interface ExportDocument {
  title: string;
  blocks: ExportBlock[];
  bibliography: { heading: string; entries: string[] } | null;
}

/** What each style calls its list of sources. */
const BIBLIOGRAPHY_HEADINGS: Record<CitationStyle, string> = {
  APA_7: 'References',
  MLA_9: 'Works Cited',
  CHICAGO: 'References',
  HARVARD: 'Reference list',
};

function runsOf(node: EditorNode): TextRun[] {
  const runs: TextRun[] = [];
  for (const child of node.content ?? []) {
    if (child.type === 'hardBreak') {
      runs.push({ text: '\n', bold: false, italic: false, underline: false });
    } else if (child.type === 'text' && child.text) {
      const marks = new Set((child.marks ?? []).map((mark) => mark.type));
      runs.push({
        text: child.text,
        bold: marks.has('bold'),
        italic: marks.has('italic'),
        underline: marks.has('underline'),
      });
    }
  }
  return runs;
}

function headingLevel(node: EditorNode): HeadingLevel {
  const level = Number(node.attrs?.level ?? 1);
  return level <= 1 ? 1 : level === 2 ? 2 : 3;
}

interface WalkContext {
  depth: number;
  isQuote: boolean;
  lists: { count: number };
}

function collectBlocks(nodes: EditorNode[], blocks: ExportBlock[], context: WalkContext): void {
  for (const node of nodes) {
    switch (node.type ?? '') {
      case 'heading':
        blocks.push({ kind: 'heading', level: headingLevel(node), runs: runsOf(node) });
        break;
      case 'paragraph':
      case 'codeBlock':
        blocks.push({ kind: 'paragraph', runs: runsOf(node), isQuote: context.isQuote });
        break;
      case 'blockquote':
        collectBlocks(node.content ?? [], blocks, { ...context, isQuote: true });
        break;
      case 'bulletList':
      case 'orderedList': {
        const ordered = node.type === 'orderedList';
        const start = Number(node.attrs?.start ?? 1) || 1;
        context.lists.count += 1;
        const listId = context.lists.count;
        (node.content ?? []).forEach((item, index) => {
          const [first, ...rest] = item.content ?? [];
          const runs = first?.type === 'paragraph' || first?.type === 'heading' ? runsOf(first) : [];
          blocks.push({ kind: 'list-item', ordered, listId, number: start + index, depth: context.depth, runs });
          const nested = first && runs.length === 0 && first.type !== 'paragraph' ? [first, ...rest] : rest;
          collectBlocks(nested, blocks, { ...context, depth: context.depth + 1 });
        });
        break;
      }
      default:
        // Rules, images and anything a future extension adds have no text to carry over.
        break;
    }
  }
}

/**
 * The editor's document, its title and the library's formatted entries as the export model:
 * headings, paragraphs (quotes flagged), list items with their depth and number, and bold, italic
 * and underline runs. Empty paragraphs are kept: they are the student's own spacing.
 */
export function toExportDocument(input: {
  title: string;
  doc: EditorNode;
  citationStyle: CitationStyle;
  bibliography: readonly string[];
}): ExportDocument {
  const blocks: ExportBlock[] = [];
  collectBlocks(input.doc.content ?? [], blocks, { depth: 0, isQuote: false, lists: { count: 0 } });
  const entries = input.bibliography.map((entry) => entry.trim()).filter((entry) => entry !== '');
  const heading = BIBLIOGRAPHY_HEADINGS[input.citationStyle];
  // A generated draft brings its reference list into the text; the export does not add a second one.
  const hasOwnList = blocks.some(
    (block) =>
      block.kind === 'heading' &&
      block.runs
        .map((run) => run.text)
        .join('')
        .trim()
        .toLowerCase() === heading.toLowerCase(),
  );
  return {
    title: input.title.trim() || 'Untitled paper',
    blocks,
    bibliography: entries.length > 0 && !hasOwnList ? { heading, entries } : null,
  };
}

/** A file name from the title: letters, digits and dashes, never empty. */
export function exportFileName(title: string, extension: 'docx' | 'pdf'): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'paper'}.${extension}`;
}

/** The same document with every piece of text passed through `map` (e.g. to what a font can draw). */
export function mapDocumentText(document: ExportDocument, map: (text: string) => string): ExportDocument {
  const mapRuns = (runs: TextRun[]) => runs.map((run) => ({ ...run, text: map(run.text) }));
  return {
    title: map(document.title),
    blocks: document.blocks.map((block) => ({ ...block, runs: mapRuns(block.runs) })),
    bibliography: document.bibliography
      ? { heading: map(document.bibliography.heading), entries: document.bibliography.entries.map(map) }
      : null,
  };
}
