import { appendFile, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { copyFirstPages, writeDocumentOf } from '../pdf/copy-pages';
import { openFileSource, type ByteSource } from '../pdf/byte-source';
import { PdfFileReader } from '../pdf/pdf-file';
import { PdfStructureError } from '../pdf/pdf-values';
import { PdfWriter } from '../pdf/pdf-writer';
import { PROGRAMS, QPDF_WARNINGS_EXIT, runTool } from '../tools';
import { withPrivatePageResources } from './private-page-resources';
import { stampWatermark, watermarkCopiedPages } from './stamp-watermark';
import { DEFAULT_WATERMARK_TEXT, watermarkDesign, watermarkFile, type WatermarkDesign } from './watermark';

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
 * The first `pages` pages as their own PDF, watermarked, with only the resources those pages use.
 *
 * Made in this process when it can be: the source's cross-reference leads straight to the first
 * pages and what they reach, which are copied as stored with the watermark added, without starting
 * a program (starting qpdf alone costs about as much as all that work). Anything that path does not
 * handle (annotations other than links, damaged cross-references, unusual filters) goes to qpdf:
 * qpdf extracts and prunes the pages, the preview is rewritten with a private resource dictionary
 * per page when the pages share one (LibreOffice's way, where qpdf's pruning cannot help), and the
 * watermark is appended as an incremental update, or laid over by qpdf's --overlay as a last resort.
 */
export async function buildPreview(
  pdfPath: string,
  pages: number,
  outPath: string,
  options: PreviewOptions,
): Promise<void> {
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`a preview needs at least one page, not ${pages}`);
  const text = options.watermarkText ?? DEFAULT_WATERMARK_TEXT;
  const design = await watermarkDesign(text);
  const temporary = `${outPath}.partial`;
  try {
    const inProcess = previewInProcess(pdfPath, pages, design);
    if (inProcess) await writeChunks(temporary, inProcess);
    else await previewWithQpdf(pdfPath, pages, temporary, { ...options, watermarkText: text });
    await rename(temporary, outPath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The preview built without qpdf, or undefined when the source needs qpdf. */
function previewInProcess(pdfPath: string, pages: number, design: WatermarkDesign): Buffer[] | undefined {
  const source = openFileSource(pdfPath);
  try {
    return previewOf(source, pages, design);
  } catch (error) {
    if (error instanceof PdfStructureError) return undefined;
    throw error;
  } finally {
    source.close();
  }
}

async function writeChunks(filePath: string, chunks: Buffer[]): Promise<void> {
  const file = await open(filePath, 'w');
  try {
    const { bytesWritten } = await file.writev(chunks);
    const expected = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    if (bytesWritten !== expected) throw new Error(`wrote ${bytesWritten} of ${expected} bytes of ${filePath}`);
  } finally {
    await file.close();
  }
}

/** A new PDF of the source's first `pages` pages, watermarked, in pieces to write one after another. */
export function previewOf(source: Buffer | ByteSource, pages: number, design: WatermarkDesign): Buffer[] {
  const reader = new PdfFileReader(source);
  const writer = new PdfWriter();
  const copied = copyFirstPages(reader, pages, writer);
  if (copied.length !== pages) throw new PdfStructureError(`the document has fewer than ${pages} pages`);
  watermarkCopiedPages(copied, writer, design);
  const catalog = writeDocumentOf(writer, copied);
  return writer.toChunks(catalog, outputVersion(reader.source));
}

/** The source's header version, at least 1.5 (object and cross-reference streams). */
function outputVersion(source: ByteSource): string {
  const version = /^%PDF-(\d\.\d)/.exec(source.read(0, Math.min(16, source.length)).toString('latin1'))?.[1];
  return version && version > '1.5' ? version : '1.5';
}

/** The preview through qpdf: extracted and pruned by qpdf, then watermarked. */
export async function previewWithQpdf(
  pdfPath: string,
  pages: number,
  outPath: string,
  options: PreviewOptions,
): Promise<void> {
  await extractPages(pdfPath, pages, outPath, options.timeoutMs, []);
  if (await mayCarryForeignResources(pdfPath, outPath, pages, options.sourcePageCount)) {
    const rewritten = await withPrivatePageResources(await readFile(outPath));
    if (rewritten) await writeFile(outPath, rewritten);
  }
  try {
    const design = await watermarkDesign(options.watermarkText);
    await appendFile(outPath, stampWatermark(await readFile(outPath), design));
  } catch (error) {
    if (!(error instanceof PdfStructureError)) throw error;
    await previewWithOverlay(pdfPath, pages, outPath, options);
  }
}

/** The preview made by one qpdf run that also lays the watermark page over every page. */
export async function previewWithOverlay(
  pdfPath: string,
  pages: number,
  outPath: string,
  options: PreviewOptions,
): Promise<void> {
  const watermark = await watermarkFile(options.watermarkText ?? DEFAULT_WATERMARK_TEXT);
  await extractPages(pdfPath, pages, outPath, options.timeoutMs, ['--overlay', watermark, '--repeat=1', '--']);
  if (await mayCarryForeignResources(pdfPath, outPath, pages, options.sourcePageCount)) {
    const rewritten = await withPrivatePageResources(await readFile(outPath));
    if (rewritten) await writeFile(outPath, rewritten);
  }
}

function extractPages(
  pdfPath: string,
  pages: number,
  outPath: string,
  timeoutMs: number,
  extra: readonly string[],
): Promise<unknown> {
  return runTool(
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
      ...extra,
      outPath,
    ],
    { timeoutMs, okExitCodes: [QPDF_WARNINGS_EXIT] },
  );
}
