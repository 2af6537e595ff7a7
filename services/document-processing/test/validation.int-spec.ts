import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { uploadLimits, validateUpload, type UploadValidation } from '../src/pipeline/validation';
import {
  makeDecompressionBombDocx,
  makeDocx,
  makePathTraversalDocx,
  makePlainZip,
  makeUnderstatedSizeDocx,
  makePptxPackage,
} from './fixtures/office-files';
import { makeElfExecutable, makePlainText, makeWindowsExecutable } from './fixtures/other-files';
import {
  makeCorruptPdf,
  makeEncryptedPdf,
  makePdf,
  makePdfWithAttachment,
  makePdfWithBrokenStream,
  makePdfWithJavaScript,
} from './fixtures/pdf-files';

describe('validateUpload with real qpdf', () => {
  const limits = uploadLimits(5);
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-validation-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** Uploads arrive as files with a name the seller chose; the name must not matter. */
  async function validateAsFile(name: string, content: Buffer): Promise<UploadValidation> {
    const filePath = path.join(dir, name);
    await writeFile(filePath, content);
    return validateUpload({ path: filePath }, limits);
  }

  it('accepts a 1-page and a 120-page PDF, counting their pages', async () => {
    expect(await validateAsFile('one.pdf', await makePdf(1))).toMatchObject({ ok: true, type: 'pdf', pageCount: 1 });
    expect(await validateUpload({ buffer: await makePdf(120) }, limits)).toMatchObject({
      ok: true,
      type: 'pdf',
      pageCount: 120,
    });
  });

  it('refuses a PDF whose page content cannot be decompressed, as damaged', async () => {
    const result = await validateAsFile('damaged-page.pdf', await makePdfWithBrokenStream());
    expect(result).toMatchObject({ ok: false, code: 'pdf-corrupt' });
    expect(!result.ok && result.reason).toMatch(/damaged/);
  });

  it('accepts a DOCX and a PPTX package by content, whatever their names', async () => {
    expect(await validateAsFile('notes.pdf', await makeDocx())).toMatchObject({ ok: true, type: 'docx' });
    expect(await validateAsFile('slides.docx', makePptxPackage())).toMatchObject({ ok: true, type: 'pptx' });
  });

  it('refuses a password-protected PDF', async () => {
    const result = await validateAsFile('locked.pdf', await makeEncryptedPdf());
    expect(result).toMatchObject({ ok: false, code: 'pdf-encrypted' });
    expect(!result.ok && result.reason).toMatch(/password-protected/);
  });

  it('refuses a corrupt PDF', async () => {
    expect(await validateAsFile('broken.pdf', makeCorruptPdf())).toMatchObject({ ok: false, code: 'pdf-corrupt' });
  });

  it('refuses a PDF that runs JavaScript even when hidden in an object stream', async () => {
    const pdf = await makePdfWithJavaScript();
    expect(pdf.includes('/JavaScript')).toBe(false);
    const result = await validateAsFile('script.pdf', pdf);
    expect(result).toMatchObject({ ok: false, code: 'pdf-active-content' });
  });

  it('refuses a PDF with an attached file', async () => {
    const result = await validateAsFile('attachment.pdf', await makePdfWithAttachment());
    expect(result).toMatchObject({ ok: false, code: 'pdf-active-content' });
  });

  it('refuses an archive whose headers understate what it inflates to', async () => {
    expect(await validateAsFile('liar.docx', makeUnderstatedSizeDocx())).toMatchObject({
      ok: false,
      code: 'archive-unsafe',
    });
  });

  it.each([
    ['an ELF executable', makeElfExecutable()],
    ['a Windows executable', makeWindowsExecutable()],
    ['plain text', makePlainText()],
    ['a ZIP that is not an Office document', makePlainZip()],
  ])('refuses %s renamed .pdf', async (_label, content) => {
    const result = await validateAsFile('renamed.pdf', content);
    expect(result).toEqual({
      ok: false,
      code: 'unsupported-type',
      reason: expect.stringContaining('This file is not a PDF, DOCX or PPTX document.'),
    });
  });

  it('refuses a decompression-bomb DOCX and a DOCX with path traversal names', async () => {
    const bomb = makeDecompressionBombDocx();
    expect(bomb.length).toBeLessThan(limits.maxUploadBytes);
    expect(await validateAsFile('bomb.docx', bomb)).toMatchObject({ ok: false, code: 'archive-too-complex' });
    expect(await validateAsFile('escape.docx', makePathTraversalDocx())).toMatchObject({
      ok: false,
      code: 'archive-unsafe',
    });
  });

  it('refuses an empty file and a file over the limit, naming the limit', async () => {
    expect(await validateAsFile('empty.pdf', Buffer.alloc(0))).toEqual({
      ok: false,
      code: 'empty-file',
      reason: 'The file is empty.',
    });
    const oversize = Buffer.concat([await makePdf(1), Buffer.alloc(limits.maxUploadBytes)]);
    const result = await validateAsFile('huge.pdf', oversize);
    expect(result).toMatchObject({ ok: false, code: 'file-too-large' });
    expect(!result.ok && result.reason).toContain('5 MB');
  });
});
