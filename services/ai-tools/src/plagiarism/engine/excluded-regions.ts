import type { Token } from './tokens';

export type ExclusionKind = 'quote' | 'bibliography';

/** Part of the input a student marked as not their own: quoted, or the list of works cited. */
export interface ExcludedRegion {
  kind: ExclusionKind;
  /** Character offsets in the input (end exclusive). */
  start: number;
  end: number;
}

/** "...", “...” and «...»: a quotation of up to about a page; an unclosed mark quotes nothing. */
const INLINE_QUOTES = [/"([^"]{1,3000})"/g, /“([^”]{1,3000})”/g, /«([^»]{1,3000})»/g];

/** A heading alone on its line that starts the works cited. */
const BIBLIOGRAPHY_HEADING =
  /^[ \t]*(?:\d+\.?[ \t]+)?(?:references|reference list|bibliography|works cited|literature cited|sources|sources cited|citations)[ \t]*:?[ \t]*$/gim;

function inlineQuotes(text: string): ExcludedRegion[] {
  const regions: ExcludedRegion[] = [];
  for (const pattern of INLINE_QUOTES) {
    for (const match of text.matchAll(pattern)) {
      if (!/[\p{L}\p{N}]/u.test(match[1]!)) continue;
      regions.push({ kind: 'quote', start: match.index, end: match.index + match[0].length });
    }
  }
  return regions;
}

/**
 * Block quotations: lines starting with ">" (e-mail and Markdown style), and lines indented by a tab
 * or four spaces when the rest of the text is not indented (an indented paragraph among plain ones).
 */
function blockQuotes(text: string): ExcludedRegion[] {
  const lines: { start: number; end: number; line: string }[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    lines.push({ start: offset, end: offset + line.length, line });
    offset += line.length + 1;
  }
  const written = lines.filter((entry) => entry.line.trim() !== '');
  const indented = (line: string) => /^(?:\t| {4,})\S/.test(line);
  const isMostlyIndented = written.filter((entry) => indented(entry.line)).length * 2 > written.length;
  return lines
    .filter((entry) => /^[ \t]*>/.test(entry.line) || (!isMostlyIndented && indented(entry.line)))
    .map((entry) => ({ kind: 'quote' as const, start: entry.start, end: entry.end }));
}

/** From the last works-cited heading to the end of the text. */
function bibliography(text: string): ExcludedRegion[] {
  let last: RegExpExecArray | undefined;
  for (const match of text.matchAll(BIBLIOGRAPHY_HEADING)) last = match;
  return last ? [{ kind: 'bibliography', start: last.index, end: text.length }] : [];
}

export function excludedRegions(text: string): ExcludedRegion[] {
  return [...inlineQuotes(text), ...blockQuotes(text), ...bibliography(text)].sort((a, b) => a.start - b.start);
}

/** For each token, the kind of region it lies in, or null; the bibliography wins over a quote. */
export function exclusionOfTokens(tokens: readonly Token[], regions: readonly ExcludedRegion[]): (ExclusionKind | null)[] {
  return tokens.map((token) => {
    let kind: ExclusionKind | null = null;
    for (const region of regions) {
      if (token.start >= region.start && token.end <= region.end) {
        if (region.kind === 'bibliography') return 'bibliography';
        kind = 'quote';
      }
    }
    return kind;
  });
}
