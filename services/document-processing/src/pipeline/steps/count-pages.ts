import { PROGRAMS, QPDF_WARNINGS_EXIT, runTool } from '../tools';

/** The number of pages, from qpdf (it reads the page tree without rendering anything). */
export async function countPages(pdfPath: string, options: { timeoutMs: number }): Promise<number> {
  const { stdout } = await runTool(PROGRAMS.qpdf, ['--show-npages', pdfPath], {
    timeoutMs: options.timeoutMs,
    okExitCodes: [QPDF_WARNINGS_EXIT],
  });
  const pages = Number.parseInt(stdout.toString('utf8').trim(), 10);
  if (!Number.isInteger(pages) || pages < 0) throw new Error(`qpdf reported no page count: ${stdout.toString('utf8')}`);
  return pages;
}
