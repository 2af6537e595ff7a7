import type { ExportBlock, ExportDocument, TextRun } from './document-model';

export type FontKey = 'regular' | 'bold' | 'italic' | 'boldItalic';

export interface PdfMetrics {
  /** Width of `text` in points, in the given font and size. */
  measure: (text: string, font: FontKey, size: number) => number;
  pageWidth: number;
  pageHeight: number;
  margin: number;
}

export interface PlacedRun {
  text: string;
  font: FontKey;
  size: number;
  /** From the page's left edge, in points. */
  x: number;
  width: number;
  underline: boolean;
}

/** One line of text on a page; `y` is its baseline, counted from the page's bottom as PDF does. */
export interface PlacedLine {
  y: number;
  runs: PlacedRun[];
}

export type PdfPageLayout = PlacedLine[];

const BODY_SIZE = 12;
const LINE_HEIGHT = 1.45;
const BLOCK_GAP = 6;
const LIST_INDENT = 18;
const QUOTE_INDENT = 28;
const HANGING_INDENT = 28;
const HEADING_SIZES = { title: 20, 1: 17, 2: 14.5, 3: 13 } as const;
/** A heading closer than this many body lines to the page's foot starts the next page instead. */
const HEADING_KEEP_LINES = 3;

interface BlockStyle {
  size: number;
  indent: number;
  /** Indent of the lines after the first (bibliography entries hang). */
  nextIndent: number;
  forceBold: boolean;
  marker: string | null;
  isHeading: boolean;
}

interface Token {
  text: string;
  font: FontKey;
  underline: boolean;
  isSpace: boolean;
  isBreak: boolean;
}

function fontOf(run: Pick<TextRun, 'bold' | 'italic'>, forceBold: boolean): FontKey {
  const bold = run.bold || forceBold;
  if (bold && run.italic) return 'boldItalic';
  if (bold) return 'bold';
  return run.italic ? 'italic' : 'regular';
}

function tokenize(runs: readonly TextRun[], forceBold: boolean): Token[] {
  const tokens: Token[] = [];
  for (const run of runs) {
    const font = fontOf(run, forceBold);
    for (const part of run.text.split(/(\n|[^\S\n]+)/)) {
      if (part === '') continue;
      const isBreak = part === '\n';
      tokens.push({ text: part, font, underline: run.underline, isSpace: !isBreak && /^\s+$/.test(part), isBreak });
    }
  }
  return tokens;
}

/** Splits a word wider than the line into pieces that fit, one character at least. */
function splitLongWord(token: Token, width: number, size: number, metrics: PdfMetrics): Token[] {
  const pieces: Token[] = [];
  let current = '';
  for (const char of token.text) {
    if (current !== '' && metrics.measure(current + char, token.font, size) > width) {
      pieces.push({ ...token, text: current });
      current = '';
    }
    current += char;
  }
  if (current !== '') pieces.push({ ...token, text: current });
  return pieces;
}

/** Breaks one block's runs into lines no wider than the text column; runs of one font are merged. */
function wrapBlock(runs: readonly TextRun[], style: BlockStyle, metrics: PdfMetrics): PlacedRun[][] {
  const lines: PlacedRun[][] = [];
  let line: PlacedRun[] = [];
  let x = 0;
  const left = () => metrics.margin + (lines.length === 0 ? style.indent : style.nextIndent);
  const width = () => metrics.pageWidth - metrics.margin - left();

  const finishLine = () => {
    while (line.length > 0 && line.at(-1)!.text.trim() === '') line.pop();
    const last = line.at(-1);
    if (last) {
      const trimmed = last.text.trimEnd();
      last.width = metrics.measure(trimmed, last.font, last.size);
      last.text = trimmed;
    }
    lines.push(line);
    line = [];
    x = 0;
  };

  const place = (token: Token, tokenWidth: number) => {
    const last = line.at(-1);
    if (last && last.font === token.font && last.underline === token.underline) {
      last.text += token.text;
      last.width = metrics.measure(last.text, last.font, last.size);
    } else {
      line.push({
        text: token.text,
        font: token.font,
        size: style.size,
        x: left() + x,
        width: tokenWidth,
        underline: token.underline,
      });
    }
    x += tokenWidth;
  };

  for (const token of tokenize(runs, style.forceBold)) {
    if (token.isBreak) {
      finishLine();
      continue;
    }
    if (token.isSpace && line.length === 0) continue;
    const tokenWidth = metrics.measure(token.text, token.font, style.size);
    if (token.isSpace || x + tokenWidth <= width()) {
      place(token, tokenWidth);
      continue;
    }
    if (line.length > 0) finishLine();
    const pieces = tokenWidth > width() ? splitLongWord(token, width(), style.size, metrics) : [token];
    pieces.forEach((piece, index) => {
      if (index > 0) finishLine();
      place(piece, metrics.measure(piece.text, piece.font, style.size));
    });
  }
  if (line.length > 0 || lines.length === 0) finishLine();
  return lines;
}

function styleOf(block: ExportBlock): BlockStyle {
  switch (block.kind) {
    case 'heading':
      return {
        size: HEADING_SIZES[block.level],
        indent: 0,
        nextIndent: 0,
        forceBold: true,
        marker: null,
        isHeading: true,
      };
    case 'paragraph': {
      const indent = block.isQuote ? QUOTE_INDENT : 0;
      return { size: BODY_SIZE, indent, nextIndent: indent, forceBold: false, marker: null, isHeading: false };
    }
    case 'list-item': {
      const indent = LIST_INDENT * (block.depth + 1);
      const marker = block.ordered ? `${block.number}.` : '•';
      return { size: BODY_SIZE, indent, nextIndent: indent, forceBold: false, marker, isHeading: false };
    }
  }
}

type LaidBlock = { runs: readonly TextRun[]; style: BlockStyle };

function blocksOf(document: ExportDocument): LaidBlock[] {
  const plain = (text: string): TextRun[] => [{ text, bold: false, italic: false, underline: false }];
  const title: BlockStyle = { ...styleOf({ kind: 'heading', level: 1, runs: [] }), size: HEADING_SIZES.title };
  const laid: LaidBlock[] = [{ runs: plain(document.title), style: title }];
  for (const block of document.blocks) laid.push({ runs: block.runs, style: styleOf(block) });
  if (document.bibliography) {
    laid.push({ runs: plain(document.bibliography.heading), style: styleOf({ kind: 'heading', level: 2, runs: [] }) });
    for (const entry of document.bibliography.entries) {
      laid.push({
        runs: plain(entry),
        style: {
          size: BODY_SIZE,
          indent: 0,
          nextIndent: HANGING_INDENT,
          forceBold: false,
          marker: null,
          isHeading: false,
        },
      });
    }
  }
  return laid;
}

/**
 * Lays the export model out on pages: words wrapped to the text column (a word wider than the
 * column is split), list markers hung left of their item, and a new page whenever the next line
 * would cross the bottom margin. Pure, so it is tested with a made-up font metric.
 */
export function layoutPdf(document: ExportDocument, metrics: PdfMetrics): PdfPageLayout[] {
  const pages: PdfPageLayout[] = [[]];
  const top = metrics.pageHeight - metrics.margin;
  let cursor = top;

  const newPage = () => {
    pages.push([]);
    cursor = top;
  };

  for (const { runs, style } of blocksOf(document)) {
    const lineHeight = style.size * LINE_HEIGHT;
    const isPageStart = cursor === top;
    if (
      style.isHeading &&
      !isPageStart &&
      cursor - lineHeight - HEADING_KEEP_LINES * BODY_SIZE * LINE_HEIGHT < metrics.margin
    ) {
      newPage();
    }
    wrapBlock(runs, style, metrics).forEach((lineRuns, index) => {
      if (cursor - lineHeight < metrics.margin) newPage();
      cursor -= lineHeight;
      const placed = [...lineRuns];
      if (index === 0 && style.marker) {
        const markerWidth = metrics.measure(style.marker, 'regular', style.size);
        const x = metrics.margin + style.indent - markerWidth - 6;
        placed.unshift({
          text: style.marker,
          font: 'regular',
          size: style.size,
          x,
          width: markerWidth,
          underline: false,
        });
      }
      pages.at(-1)!.push({ y: cursor, runs: placed });
    });
    cursor -= BLOCK_GAP;
  }
  return pages;
}
