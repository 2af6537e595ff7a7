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

/** The text of every page in reading order, in one pdftotext run over the whole document. */
export async function extractPageTexts(
  pdfPath: string,
  pageCount: number,
  options: { timeoutMs: number },
): Promise<string[]> {
  const { stdout } = await runTool(PROGRAMS.pdftotext, ['-q', '-enc', 'UTF-8', pdfPath, '-'], {
    timeoutMs: options.timeoutMs,
  });
  return splitPages(stdout.toString('utf8'), pageCount);
}
