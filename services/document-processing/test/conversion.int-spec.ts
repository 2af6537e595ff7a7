import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ConversionFailedError, ConversionTimeoutError, WarmOfficeConverter } from '../src/pipeline/conversion';
import { makeDocx, makePptxPackage } from './fixtures/office-files';

jest.setTimeout(120_000);
const run = promisify(execFile);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every running LibreOffice process of this machine. */
async function sofficePids(): Promise<number[]> {
  const { stdout } = await run('pgrep', ['-f', 'soffice.bin']).catch(() => ({ stdout: '' }));
  return stdout.split('\n').filter(Boolean).map(Number);
}

describe('WarmOfficeConverter with real LibreOffice', () => {
  let dir: string;
  let converter: WarmOfficeConverter;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-conversion-'));
    converter = new WarmOfficeConverter({ recycleAfter: 3 });
  });
  afterAll(async () => {
    await converter?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function file(name: string, content: Buffer): Promise<string> {
    const target = path.join(dir, name);
    await writeFile(target, content);
    return target;
  }

  async function pages(pdf: string): Promise<number> {
    return Number((await run('qpdf', ['--show-npages', pdf])).stdout.trim());
  }

  it('converts a DOCX and a PPTX into PDFs with their text, starting LibreOffice once', async () => {
    const docx = await file('notes.docx', await makeDocx(['Mitochondria are the powerhouse of the cell.']));
    const pptx = await file('slides.pptx', makePptxPackage());
    await converter.convert(docx, path.join(dir, 'notes.pdf'));
    const slides = await converter.convert(pptx, path.join(dir, 'slides.pdf'));
    expect((await readFile(path.join(dir, 'notes.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await run('pdftotext', [path.join(dir, 'notes.pdf'), '-'])).stdout).toContain('powerhouse of the cell');
    expect(await pages(path.join(dir, 'slides.pdf'))).toBeGreaterThanOrEqual(1);
    expect(slides.officeMs).toBeLessThanOrEqual(slides.ms);
    expect(converter.stats()).toMatchObject({ starts: 1, conversions: 2 });
  });

  it('recycles LibreOffice after the configured number of conversions, ready for the next document', async () => {
    const docx = await file('third.docx', await makeDocx(['Third']));
    await converter.convert(docx, path.join(dir, 'third.pdf'));
    expect(converter.stats()).toMatchObject({ conversions: 3, recycles: 1 });
    await converter.convert(docx, path.join(dir, 'fourth.pdf'));
    expect(converter.stats().starts).toBe(2);
  });

  it('refuses a file LibreOffice cannot read, leaves no output, and keeps converting', async () => {
    const broken = await file('broken.docx', Buffer.from('PK\u0003\u0004 not really a document'));
    await expect(converter.convert(broken, path.join(dir, 'broken.pdf'))).rejects.toBeInstanceOf(ConversionFailedError);
    expect(existsSync(path.join(dir, 'broken.pdf'))).toBe(false);
    const docx = await file('after.docx', await makeDocx(['After the broken one']));
    await converter.convert(docx, path.join(dir, 'after.pdf'));
    expect(await pages(path.join(dir, 'after.pdf'))).toBe(1);
  });

  it('kills a conversion that runs past its limit, and the next one still works', async () => {
    const many = Array.from({ length: 3000 }, (_, index) => `Paragraph ${index} of a very long thesis.`);
    const long = await file('long.docx', await makeDocx(many));
    await expect(converter.convert(long, path.join(dir, 'long.pdf'), { timeoutMs: 50 })).rejects.toBeInstanceOf(
      ConversionTimeoutError,
    );
    expect(existsSync(path.join(dir, 'long.pdf'))).toBe(false);
    const docx = await file('next.docx', await makeDocx(['Next']));
    await converter.convert(docx, path.join(dir, 'next.pdf'));
    expect(await pages(path.join(dir, 'next.pdf'))).toBe(1);
  });

  it('leaves no LibreOffice behind when closed while it is still starting', async () => {
    const before = new Set(await sofficePids());
    const own = new WarmOfficeConverter();
    const starting = own.start().catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await own.close();
    await starting;
    const left = (await sofficePids()).filter((pid) => !before.has(pid) && alive(pid));
    expect(left).toEqual([]);
    await expect(
      own.convert(await file('late.docx', await makeDocx(['Too late.'])), path.join(dir, 'late.pdf')),
    ).rejects.toThrow(/closed/);
  });

  it('leaves no LibreOffice process behind when closed', async () => {
    const own = new WarmOfficeConverter();
    await own.start();
    const pids = own.runningPids();
    expect(pids).toHaveLength(2);
    await own.close();
    expect(pids.filter(alive)).toEqual([]);
  });
});
