import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { PROGRAMS, QPDF_WARNINGS_EXIT, runTool } from '../tools';
import { withPrivatePageResources } from './private-page-resources';
import { DEFAULT_WATERMARK_TEXT, watermarkFile } from './watermark';

export interface PreviewOptions {
  timeoutMs: number;
  watermarkText?: string;
  /** The source's page count: lets a preview of ordinary size skip the shared-resources check. */
  sourcePageCount?: number;
}

/** Below this a preview is never worth a second look. */
const SMALL_PREVIEW_BYTES = 64 * 1024;

/**
 * A preview carrying foreign resources is far bigger than its pages' share of the source; one of
 * ordinary size is left as qpdf wrote it (reading it again costs more than qpdf's whole run).
 */
export async function mayCarryForeignResources(
  sourcePath: string,
  previewPath: string,
  pages: number,
  sourcePageCount: number | undefined,
): Promise<boolean> {
  if (sourcePageCount === undefined) return true;
  if (pages >= sourcePageCount) return false;
  const [source, preview] = await Promise.all([stat(sourcePath), stat(previewPath)]);
  const share = (source.size * pages) / sourcePageCount;
  return preview.size > Math.max(SMALL_PREVIEW_BYTES, 2 * share);
}

/**
 * The first `pages` pages as their own PDF, watermarked, in one qpdf run. Only the resources those
 * pages use are kept: qpdf prunes what each page does not name, and when the pages share one
 * resource dictionary (LibreOffice's way, where qpdf's pruning cannot help) the small preview is
 * rewritten with a private dictionary per page.
 */
export async function buildPreview(
  pdfPath: string,
  pages: number,
  outPath: string,
  options: PreviewOptions,
): Promise<void> {
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`a preview needs at least one page, not ${pages}`);
  const watermark = await watermarkFile(options.watermarkText ?? DEFAULT_WATERMARK_TEXT);
  const temporary = `${outPath}.partial`;
  try {
    await runTool(
      PROGRAMS.qpdf,
      [
        '--empty',
        // Dictionaries packed into compressed object streams: the watermark costs few bytes.
        '--object-streams=generate',
        '--compression-level=9',
        '--pages',
        pdfPath,
        `1-${pages}`,
        '--',
        '--overlay',
        watermark,
        '--repeat=1',
        '--',
        temporary,
      ],
      { timeoutMs: options.timeoutMs, okExitCodes: [QPDF_WARNINGS_EXIT] },
    );
    if (await mayCarryForeignResources(pdfPath, temporary, pages, options.sourcePageCount)) {
      const rewritten = await withPrivatePageResources(await readFile(temporary));
      if (rewritten) await writeFile(temporary, rewritten);
    }
    await rename(temporary, outPath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
