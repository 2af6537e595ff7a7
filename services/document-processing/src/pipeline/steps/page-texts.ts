import os from 'node:os';
import { PROGRAMS, runTool } from '../tools';

const FORM_FEED = '\f';

/** Tidies one page's text: no trailing spaces, no runs of blank lines, no control characters. */
export function normalisePageText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Splits pdftotext's output, one form feed after each page, into exactly `pageCount` pages. */
export function splitPages(output: string, pageCount: number): string[] {
  const pages = output.split(FORM_FEED).slice(0, pageCount).map(normalisePageText);
  while (pages.length < pageCount) pages.push('');
  return pages;
}

/** Below this many pages per part, a second pdftotext costs more than it saves. */
export const MIN_PAGES_PER_PART = 8;

/** Consecutive 1-based page ranges, as even as possible, at least MIN_PAGES_PER_PART pages each. */
export function pageRanges(pageCount: number, maxParts: number): [number, number][] {
  const parts = Math.max(1, Math.min(maxParts, Math.floor(pageCount / MIN_PAGES_PER_PART)));
  const ranges: [number, number][] = [];
  let first = 1;
  for (let part = 0; part < parts; part += 1) {
    const last = first + Math.ceil((pageCount - first + 1) / (parts - part)) - 1;
    ranges.push([first, last]);
    first = last + 1;
  }
  return ranges;
}

export interface PageTextOptions {
  timeoutMs: number;
  /** At most this many pdftotext runs side by side (default: the machine's cores). */
  parallelism?: number;
}

/**
 * The text of every page in reading order. A long document is read by one pdftotext per core,
 * each over its own page range, so a 100-page upload waits about half as long for its text.
 */
export async function extractPageTexts(
  pdfPath: string,
  pageCount: number,
  options: PageTextOptions,
): Promise<string[]> {
  const ranges = pageRanges(pageCount, options.parallelism ?? os.availableParallelism());
  const parts = await Promise.all(
    ranges.map(async ([first, last]) => {
      const range = ranges.length === 1 ? [] : ['-f', String(first), '-l', String(last)];
      const { stdout } = await runTool(PROGRAMS.pdftotext, ['-q', '-enc', 'UTF-8', ...range, pdfPath, '-'], {
        timeoutMs: options.timeoutMs,
      });
      return splitPages(stdout.toString('utf8'), last - first + 1);
    }),
  );
  return parts.flat();
}
