import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { buildPreview, countPages, extractPageTexts, parsePpm, renderCover } from '../src/pipeline/steps';
import { previewWithOverlay } from '../src/pipeline/steps/build-preview';
import { runTool, ToolMissingError, ToolTimeoutError } from '../src/pipeline/tools';
import {
  makeFilledFormPdf,
  makeOddlyPlacedPagesPdf,
  makePdf,
  makeSharedResourcesImagePdf,
  makeTextHeavyPdf,
} from './fixtures/pdf-files';

jest.setTimeout(60_000);
const run = promisify(execFile);

/** Mean difference per colour channel (0-255) between page `page` of two PDFs rendered at 30 dpi. */
async function renderedDifference(first: string, second: string, page: number): Promise<number> {
  const render = async (file: string) => {
    const { stdout } = await promisify(execFile)(
      'pdftoppm',
      ['-r', '30', '-f', String(page), '-l', String(page), '-singlefile', file],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
    );
    return parsePpm(stdout);
  };
  const [a, b] = await Promise.all([render(first), render(second)]);
  if (a.width !== b.width || a.height !== b.height) return Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let index = 0; index < a.pixels.length; index += 1) sum += Math.abs(a.pixels[index]! - b.pixels[index]!);
  return sum / a.pixels.length;
}

/** How many revisions a file has: ours write one, qpdf's path appends the watermark as a second. */
async function revisionsOf(file: string): Promise<number> {
  return ((await readFile(file, 'latin1')).match(/startxref/g) ?? []).length;
}

describe('the pipeline steps with the real tools', () => {
  let dir: string;
  let textPdf: string;
  let imagePdf: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-steps-'));
    textPdf = path.join(dir, 'text.pdf');
    imagePdf = path.join(dir, 'images.pdf');
    await writeFile(textPdf, await makeTextHeavyPdf(120));
    await writeFile(imagePdf, await makeSharedResourcesImagePdf(20));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('counts pages and reads every page text in order', async () => {
    expect(await countPages(textPdf, { timeoutMs: 10_000 })).toBe(120);
    const texts = await extractPageTexts(textPdf, 120, { timeoutMs: 10_000 });
    expect(texts).toHaveLength(120);
    expect(texts[16]).toContain('Page 17 of 120');
    expect(texts[119]).toContain('Page 120 of 120');
  });

  it('builds a watermarked preview of the first pages only', async () => {
    const out = path.join(dir, 'preview.pdf');
    await buildPreview(textPdf, 10, out, { timeoutMs: 10_000, sourcePageCount: 120 });
    expect(await countPages(out, { timeoutMs: 10_000 })).toBe(10);
    // -raw keeps the drawing order: the page, then the watermark laid over it (diagonal, so a letter a line).
    const { stdout } = await run('pdftotext', ['-raw', '-f', '3', '-l', '3', out, '-']);
    expect(stdout).toContain('Page 3 of 120');
    expect(stdout.replace(/\s+/g, '')).toMatch(/Studyhubpreview$/);
  });

  it('keeps only the images of its own pages when the source shares one resource dictionary', async () => {
    const out = path.join(dir, 'image-preview.pdf');
    await buildPreview(imagePdf, 2, out, { timeoutMs: 10_000, sourcePageCount: 20 });
    const { stdout } = await run('pdfimages', ['-list', out]);
    const images = stdout.split('\n').filter((line) => /^\s+\d+\s+\d+\s+image/.test(line));
    expect(images).toHaveLength(2);
    const [source, preview] = await Promise.all([stat(imagePdf), stat(out)]);
    expect(preview.size).toBeLessThan(source.size / 5);
    // Every page still draws: poppler renders them without complaint.
    const rendered = await run('pdftoppm', ['-r', '20', '-png', out, path.join(dir, 'check')]);
    expect(rendered.stderr).toBe('');
  });

  it('draws the watermark where qpdf --overlay would, on turned, trimmed and shifted pages', async () => {
    const source = path.join(dir, 'odd-pages.pdf');
    await writeFile(source, await makeOddlyPlacedPagesPdf());
    const [ours, overlaid] = [path.join(dir, 'odd-ours.pdf'), path.join(dir, 'odd-overlay.pdf')];
    await buildPreview(source, 6, ours, { timeoutMs: 10_000, sourcePageCount: 6 });
    await previewWithOverlay(source, 6, overlaid, { timeoutMs: 10_000, sourcePageCount: 6 });
    expect(await revisionsOf(ours)).toBe(1);
    for (let page = 1; page <= 6; page += 1) {
      // Identical but for anti-aliasing at glyph edges.
      expect(await renderedDifference(ours, overlaid, page)).toBeLessThan(0.5);
    }
    const { stdout } = await run('pdftotext', ['-f', '1', '-l', '1', ours, '-']);
    expect(stdout).toContain('Corner of page 1');
  });

  it('renders the same preview as qpdf --overlay on the text and image documents', async () => {
    for (const [source, pages, total] of [
      [textPdf, 3, 120],
      [imagePdf, 2, 20],
    ] as const) {
      const [ours, overlaid] = [path.join(dir, 'same-ours.pdf'), path.join(dir, 'same-overlay.pdf')];
      await buildPreview(source, pages, ours, { timeoutMs: 10_000, sourcePageCount: total });
      await previewWithOverlay(source, pages, overlaid, { timeoutMs: 10_000, sourcePageCount: total });
      for (let page = 1; page <= pages; page += 1) {
        expect(await renderedDifference(ours, overlaid, page)).toBeLessThan(0.5);
      }
    }
  });

  it('leaves a page with form fields to qpdf and still watermarks it, the filled-in value shown', async () => {
    const source = path.join(dir, 'form.pdf');
    const out = path.join(dir, 'form-preview.pdf');
    await writeFile(source, await makeFilledFormPdf());
    await buildPreview(source, 1, out, { timeoutMs: 10_000, sourcePageCount: 2 });
    expect(await revisionsOf(out)).toBe(2);
    await run('qpdf', ['--check', out]);
    const overlaid = path.join(dir, 'form-overlay.pdf');
    await previewWithOverlay(source, 1, overlaid, { timeoutMs: 10_000, sourcePageCount: 2 });
    expect(await renderedDifference(out, overlaid, 1)).toBeLessThan(0.5);
    const { stdout } = await run('pdftotext', ['-raw', out, '-']);
    expect(stdout).toContain('Ada Lovelace');
    expect(stdout.replace(/\s+/g, '')).toContain('Studyhubpreview');
  });

  it('leaves a file whose cross-reference is off to qpdf, which repairs it', async () => {
    const source = path.join(dir, 'shifted.pdf');
    const out = path.join(dir, 'shifted-preview.pdf');
    // A classic cross-reference table, which qpdf can rebuild by scanning the objects.
    const good = Buffer.from(await (await PDFDocument.load(await makePdf(3))).save({ useObjectStreams: false }));
    // Bytes slipped in after the header move every object away from where the table says.
    await writeFile(source, Buffer.concat([good.subarray(0, 9), Buffer.from('% slipped in\n'), good.subarray(9)]));
    await buildPreview(source, 1, out, { timeoutMs: 10_000, sourcePageCount: 3 });
    expect(await revisionsOf(out)).toBe(2);
    expect(await countPages(out, { timeoutMs: 10_000 })).toBe(1);
    const { stdout } = await run('pdftotext', ['-raw', out, '-']);
    expect(stdout).toContain('Page 1 of the study notes');
  });

  it('renders the cover from page 1 as WebP and JPEG at the asked width, proportions kept', async () => {
    const cover = await renderCover(textPdf, { timeoutMs: 10_000, width: 300 });
    const webp = await sharp(cover.webp).metadata();
    const jpeg = await sharp(cover.jpeg).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 300 });
    expect(jpeg).toMatchObject({ format: 'jpeg', width: 300 });
    expect(webp.height).toBe(Math.round((300 * 842) / 595));
  });

  it('stops a tool that runs past its limit, and names a missing one', async () => {
    await expect(runTool('/usr/bin/sleep', ['5'], { timeoutMs: 200 })).rejects.toBeInstanceOf(ToolTimeoutError);
    await expect(runTool('/usr/bin/no-such-tool', [], { timeoutMs: 1000 })).rejects.toBeInstanceOf(ToolMissingError);
    const single = path.join(dir, 'one.pdf');
    await writeFile(single, await makePdf(1));
    expect(await countPages(single, { timeoutMs: 10_000 })).toBe(1);
  });
});
