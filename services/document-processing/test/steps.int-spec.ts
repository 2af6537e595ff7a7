import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { buildPreview, countPages, extractPageTexts, renderCover } from '../src/pipeline/steps';
import { runTool, ToolMissingError, ToolTimeoutError } from '../src/pipeline/tools';
import { makePdf, makeSharedResourcesImagePdf, makeTextHeavyPdf } from './fixtures/pdf-files';

jest.setTimeout(60_000);
const run = promisify(execFile);

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
