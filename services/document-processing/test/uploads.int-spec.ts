import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { publishEvent, waitUntilHandled } from '@studyhub/platform/testing';
import { fingerprintText } from '../src/pipeline/steps/fingerprints';
import { ProcessingStack } from './support/processing-stack';
import { envelopeOf } from './support/envelopes';
import { makeDecompressionBombDocx, makeDocx, makePptxPackage } from './fixtures/office-files';
import { makeElfExecutable } from './fixtures/other-files';
import {
  makeCorruptPdf,
  makeEncryptedPdf,
  makePdf,
  makePdfWithJavaScript,
  makeSharedResourcesImagePdf,
} from './fixtures/pdf-files';
import { writeZip } from './fixtures/zip-writer';

jest.setTimeout(120_000);

const run = promisify(execFile);

describe('uploading a document and processing it', () => {
  let stack: ProcessingStack;
  let scratch: string;

  beforeAll(async () => {
    stack = await ProcessingStack.start({ env: { DOCUMENT_MAX_UPLOAD_MB: '8' } });
    scratch = await mkdtemp(path.join(os.tmpdir(), 'studyhub-uploads-test-'));
  });
  afterAll(async () => {
    await stack?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  async function pagesOfStored(area: 'document-previews' | 'converted', key: string): Promise<number> {
    const object = await stack.storage.get(area, key);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    const file = path.join(scratch, `${randomUUID()}.pdf`);
    await writeFile(file, Buffer.concat(chunks));
    const { stdout } = await run('qpdf', ['--show-npages', file]);
    return Number(stdout.trim());
  }

  describe('files that become listings', () => {
    it('takes a 1-page PDF through every stage to READY and tells the catalog once', async () => {
      const { documentId, sellerId } = await stack.submitDocument();
      const accepted = await stack.upload(documentId, sellerId, await makePdf(1), 'Week 1 notes.pdf');
      expect(accepted.status).toBe(202);
      expect(accepted.body.data).toMatchObject({ revision: 1, stage: 'RECEIVED', file_type: 'pdf' });

      const finished = await stack.finished(documentId, sellerId);
      expect(finished).toMatchObject({ stage: 'READY', progress: 100, error: null, file_name: 'Week 1 notes.pdf' });
      expect(await stack.storedFiles(documentId)).toEqual([
        `cover-images/${documentId}/r1/cover.jpg`,
        `cover-images/${documentId}/r1/cover.webp`,
        `document-previews/${documentId}/r1/preview.pdf`,
        `originals/${documentId}/r1/original.pdf`,
      ]);
      const processed = (await stack.outboxEvents('document.processed.v1')).filter(
        (event) => event.data.documentId === documentId,
      );
      expect(processed).toHaveLength(1);
      expect(processed[0]!.data).toMatchObject({
        pageCount: 1,
        previewPageCount: 1,
        previewFilePath: `/api/storage/document-previews/${documentId}/r1/preview.pdf`,
        cardImagePath: `/api/storage/cover-images/${documentId}/r1/cover.webp`,
        originalFilePath: `${documentId}/r1/original.pdf`,
        originalFileName: 'Week 1 notes.pdf',
        convertedFilePath: null,
      });
    });

    it('previews the first ten pages of a 120-page PDF and keeps every page text and chunk', async () => {
      const { documentId, sellerId } = await stack.submitDocument();
      expect((await stack.upload(documentId, sellerId, await makePdf(120), 'course.pdf')).status).toBe(202);
      expect((await stack.finished(documentId, sellerId)).stage).toBe('READY');
      const [row] = await stack.api.kernel.dataSource.query<{ page_count: number; preview_page_count: number }[]>(
        `SELECT page_count, preview_page_count FROM uploads WHERE document_id = $1`,
        [documentId],
      );
      expect(row).toEqual({ page_count: 120, preview_page_count: 10 });
      expect(await pagesOfStored('document-previews', `${documentId}/r1/preview.pdf`)).toBe(10);
      const [pages] = await stack.api.kernel.dataSource.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM document_pages WHERE document_id = $1`,
        [documentId],
      );
      expect(pages!.count).toBe(120);
      const chunks = await stack.api.kernel.dataSource.query<{ page_from: number; page_to: number }[]>(
        `SELECT page_from, page_to FROM document_chunks WHERE document_id = $1 ORDER BY chunk_index`,
        [documentId],
      );
      expect(chunks.length).toBeGreaterThan(1);
      expect(chunks.at(-1)!.page_to).toBe(120);
      // Read in two halves side by side, the pages still come back each in its place.
      const texts = await stack.api.kernel.dataSource.query<{ page_number: number; text: string }[]>(
        `SELECT page_number, text FROM document_pages WHERE document_id = $1 AND page_number IN (1, 60, 61, 120)
          ORDER BY page_number`,
        [documentId],
      );
      expect(texts.map((page) => page.text)).toEqual([
        'Page 1 of the study notes',
        'Page 60 of the study notes',
        'Page 61 of the study notes',
        'Page 120 of the study notes',
      ]);
      const [prints] = await stack.api.kernel.dataSource.query<{ hashes: string[]; positions: number[] }[]>(
        `SELECT hashes, positions FROM document_fingerprints WHERE document_id = $1`,
        [documentId],
      );
      expect(prints!.hashes.length).toBeGreaterThan(10);
      const everyPage = await stack.api.kernel.dataSource.query<{ text: string }[]>(
        `SELECT text FROM document_pages WHERE document_id = $1 ORDER BY page_number`,
        [documentId],
      );
      const expected = fingerprintText(everyPage.map((page) => page.text).join('\n'));
      expect(prints!.hashes).toEqual(expected.map((print) => print.hash));
      expect(prints!.positions).toEqual(expected.map((print) => print.position));
    });

    it('previews an image-heavy PDF with only the images of its preview pages', async () => {
      const { documentId, sellerId } = await stack.submitDocument();
      const original = await makeSharedResourcesImagePdf(20);
      expect((await stack.upload(documentId, sellerId, original, 'figures.pdf')).status).toBe(202);
      expect((await stack.finished(documentId, sellerId)).stage).toBe('READY');
      expect(await pagesOfStored('document-previews', `${documentId}/r1/preview.pdf`)).toBe(4);
      const preview = await stack.storage.head('document-previews', `${documentId}/r1/preview.pdf`);
      // Four of twenty images (plus text and the watermark): far below the whole document's weight.
      expect(preview!.size).toBeLessThan(original.length * 0.3);
    });

    it.each([
      ['a DOCX', 'lecture.docx', () => makeDocx(['Photosynthesis turns light into sugar.', 'Chlorophyll.'])],
      ['a PPTX', 'slides.pptx', async () => makePptxPackage()],
    ])('converts %s to PDF and derives everything from the conversion', async (_label, fileName, make) => {
      const { documentId, sellerId } = await stack.submitDocument();
      expect((await stack.upload(documentId, sellerId, await make(), fileName)).status).toBe(202);
      const finished = await stack.finished(documentId, sellerId);
      expect(finished).toMatchObject({ stage: 'READY', error: null });
      const files = await stack.storedFiles(documentId);
      expect(files).toContain(`converted/${documentId}/r1/document.pdf`);
      expect(files).toContain(`document-previews/${documentId}/r1/preview.pdf`);
      expect(await pagesOfStored('converted', `${documentId}/r1/document.pdf`)).toBeGreaterThanOrEqual(1);
    });
  });

  describe('files that are refused', () => {
    const oversize = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(9 * 1024 * 1024, 0x20)]);
    it.each([
      ['an encrypted PDF', 'secret.pdf', makeEncryptedPdf, 400, /password|encrypt/i],
      ['a corrupt PDF', 'broken.pdf', async () => makeCorruptPdf(), 400, /damaged|corrupt|read/i],
      ['an executable renamed .pdf', 'notes.pdf', async () => makeElfExecutable(), 415, /not a PDF, DOCX or PPTX/],
      ['a decompression-bomb DOCX', 'bomb.docx', async () => makeDecompressionBombDocx(), 400, /unpack|archive|large/i],
      ['a 0-byte file', 'empty.pdf', async () => Buffer.alloc(0), 400, /^The file is empty\.$/],
      ['an over-size file', 'huge.pdf', async () => oversize(), 413, /8 MB/],
      ['a PDF with JavaScript', 'script.pdf', makePdfWithJavaScript, 400, /JavaScript|active content|script/i],
    ])('refuses %s with a clear reason and keeps nothing', async (_label, fileName, make, status, message) => {
      const { documentId, sellerId } = await stack.submitDocument();
      const answer = await stack.upload(documentId, sellerId, await make(), fileName);
      expect(answer.status).toBe(status);
      expect(answer.body.error?.message).toMatch(message);
      expect(await stack.storedFiles(documentId)).toEqual([]);
      const rows = await stack.api.kernel.dataSource.query<unknown[]>(`SELECT 1 FROM uploads WHERE document_id = $1`, [
        documentId,
      ]);
      expect(rows).toHaveLength(0);
    });

    it('fails a DOCX that LibreOffice cannot open, tells the seller why, and removes what it stored', async () => {
      const { documentId, sellerId } = await stack.submitDocument();
      const unreadable = writeZip([
        {
          name: '[Content_Types].xml',
          data: Buffer.from(
            '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
              '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
          ),
        },
        { name: 'word/document.xml', data: Buffer.from('<w:document this is not xml') },
      ]);
      const answer = await stack.upload(documentId, sellerId, unreadable, 'broken.docx');
      expect(answer.status).toBe(202);
      const finished = await stack.finished(documentId, sellerId);
      expect(finished.stage).toBe('FAILED');
      expect(finished.error).toMatch(/could not be converted to PDF/);
      expect(await stack.storedFiles(documentId)).toEqual([]);
      const failures = (await stack.outboxEvents('document.processing-failed.v1')).filter(
        (event) => event.data.documentId === documentId,
      );
      expect(failures).toEqual([expect.objectContaining({ data: expect.objectContaining({ sellerId, revision: 1 }) })]);
    });
  });

  describe('who may upload and see progress', () => {
    it('hides a document from anyone but its seller, and shows admins its progress', async () => {
      const { documentId, sellerId } = await stack.submitDocument();
      const stranger = randomUUID();
      const refused = await stack.upload(documentId, stranger, await makePdf(1), 'mine.pdf');
      expect(refused.status).toBe(404);
      expect((await stack.upload(documentId, sellerId, await makePdf(1), 'a.pdf')).status).toBe(202);
      const strangerStatus = await fetch(`${stack.api.baseUrl}/uploads/${documentId}/status`, {
        headers: { authorization: `Bearer ${await stack.token(stranger)}` },
      });
      expect(strangerStatus.status).toBe(404);
      const adminStatus = await fetch(`${stack.api.baseUrl}/uploads/${documentId}/status`, {
        headers: { authorization: `Bearer ${await stack.token(randomUUID(), 'admin')}` },
      });
      expect(adminStatus.status).toBe(200);
      const anonymous = await fetch(`${stack.api.baseUrl}/uploads/${documentId}/status`);
      expect(anonymous.status).toBe(401);
    });

    it('refuses a second file while the first is processing, and a file for an approved document', async () => {
      const { documentId, sellerId } = await stack.submitDocument();
      await stack.stopWorker();
      try {
        expect((await stack.upload(documentId, sellerId, await makePdf(2), 'a.pdf')).status).toBe(202);
        const second = await stack.upload(documentId, sellerId, await makePdf(2), 'b.pdf');
        expect(second.status).toBe(409);
        expect(second.body.error?.message).toBe(
          'The previous file is still being processed. Please wait until it finishes.',
        );
      } finally {
        await stack.startWorker();
      }
      expect((await stack.finished(documentId, sellerId)).stage).toBe('READY');
      const approved = envelopeOf('document.approved.v1', {
        documentId,
        sellerId,
        title: 'Notes',
        slug: 'notes',
        reason: '',
        moderatorId: randomUUID(),
        pointsPrice: 50,
      });
      await publishEvent(stack.api, approved);
      await waitUntilHandled(stack.api, approved.id);
      const late = await stack.upload(documentId, sellerId, await makePdf(1), 'c.pdf');
      expect(late.status).toBe(409);
      expect(late.body.error?.message).toBe('This document is approved; its file can no longer be replaced.');
    });

    it('waits briefly for the catalog event when the file arrives first', async () => {
      const documentId = randomUUID();
      const sellerId = randomUUID();
      const uploading = stack.upload(documentId, sellerId, await makePdf(1), 'quick.pdf');
      const event = envelopeOf('document.submitted.v1', {
        documentId,
        sellerId,
        title: 'Quick',
        slug: 'quick',
        pointsPrice: 0,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await publishEvent(stack.api, event);
      expect((await uploading).status).toBe(202);
    });

    it('keeps each revision apart when a soft-rejected document gets a fixed file', async () => {
      const { documentId, sellerId } = await stack.submitDocument();
      await stack.upload(documentId, sellerId, await makePdf(1), 'draft.pdf');
      expect((await stack.finished(documentId, sellerId)).stage).toBe('READY');
      const softRejected = envelopeOf('document.rejected.v1', {
        documentId,
        sellerId,
        title: 'Notes',
        slug: 'notes',
        reason: 'Page 1 is blurry',
        moderatorId: randomUUID(),
        soft: true,
      });
      await publishEvent(stack.api, softRejected);
      await waitUntilHandled(stack.api, softRejected.id);
      const fixed = await stack.upload(documentId, sellerId, await makePdf(3), 'fixed.pdf');
      expect(fixed.status).toBe(202);
      expect(fixed.body.data?.revision).toBe(2);
      expect(await stack.finished(documentId, sellerId)).toMatchObject({ stage: 'READY', revision: 2 });
      const files = await stack.storedFiles(documentId);
      expect(files).toContain(`originals/${documentId}/r1/original.pdf`);
      expect(files).toContain(`originals/${documentId}/r2/original.pdf`);
    });
  });

  describe('signed URLs to the full file', () => {
    async function fileUrl(documentId: string, as: string, role: 'user' | 'admin' = 'user', purpose = 'read') {
      const response = await fetch(`${stack.api.baseUrl}/documents/${documentId}/file-url?purpose=${purpose}`, {
        headers: { authorization: `Bearer ${await stack.token(as, role)}` },
      });
      return {
        status: response.status,
        body: (await response.json()) as { data?: { url: string; file_name: string } },
      };
    }
    /** The gateway maps /api/storage to the service's /storage. */
    const fetchSigned = (url: string) => fetch(`${stack.api.baseUrl}${url.replace(/^\/api/, '')}`);

    it('gives the seller, buyers and admins an hour-long link, and nobody else', async () => {
      const { documentId, sellerId } = await stack.submitDocument();
      const original = await makePdf(2);
      await stack.upload(documentId, sellerId, original, 'Exam prep.pdf');
      expect((await stack.finished(documentId, sellerId)).stage).toBe('READY');

      const seller = await fileUrl(documentId, sellerId);
      expect(seller.status).toBe(200);
      expect(seller.body.data).toMatchObject({
        expires_in: 3600,
        file_name: 'Exam prep.pdf',
        content_type: 'application/pdf',
      });
      const served = await fetchSigned(seller.body.data!.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('private, max-age=0, no-store');
      expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);

      const stranger = randomUUID();
      expect((await fileUrl(documentId, stranger)).status).toBe(403);
      const bought = envelopeOf(
        'order.completed.v1',
        {
          orderId: randomUUID(),
          userId: stranger,
          items: [{ documentId, sellerId, pointsPrice: 50 }],
          totalPoints: 50,
          completedAt: new Date().toISOString(),
        },
        'orders',
      );
      await publishEvent(stack.api, bought);
      await waitUntilHandled(stack.api, bought.id);
      expect((await fileUrl(documentId, stranger)).status).toBe(200);
      expect((await fileUrl(documentId, randomUUID(), 'admin')).status).toBe(200);

      // A refund takes the buyer's access away.
      const refunded = envelopeOf(
        'order.refunded.v1',
        {
          orderId: (bought.data as { orderId: string }).orderId,
          userId: stranger,
          items: [{ documentId, sellerId, pointsPrice: 50 }],
          totalPoints: 50,
          reason: 'Changed my mind',
          refundedAt: new Date().toISOString(),
        },
        'orders',
      );
      await publishEvent(stack.api, refunded);
      await waitUntilHandled(stack.api, refunded.id);
      expect((await fileUrl(documentId, stranger)).status).toBe(403);
    });

    it('serves a download as an attachment and announces it; tampered or unsigned links get nothing', async () => {
      const { documentId, sellerId } = await stack.submitDocument();
      await stack.upload(documentId, sellerId, await makeDocx(['Download me']), 'notes.docx');
      expect((await stack.finished(documentId, sellerId)).stage).toBe('READY');

      const reading = await fileUrl(documentId, sellerId);
      expect(reading.body.data!.url).toContain(`/api/storage/converted/${documentId}/r1/document.pdf?`);
      expect(reading.body.data!.file_name).toBe('notes.pdf');

      const download = await fileUrl(documentId, sellerId, 'user', 'download');
      expect(download.body.data!.url).toContain(`/api/storage/originals/${documentId}/r1/original.docx?`);
      const attachment = await fetchSigned(download.body.data!.url);
      expect(attachment.status).toBe(200);
      expect(attachment.headers.get('content-disposition')).toContain('attachment; filename="notes.docx"');
      const announced = (await stack.outboxEvents('document.downloaded.v1')).filter(
        (event) => event.data.documentId === documentId,
      );
      expect(announced).toEqual([expect.objectContaining({ data: { documentId, userId: sellerId } })]);

      const tampered = download.body.data!.url.replace(
        /signature=([0-9a-f])/,
        (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`,
      );
      expect((await fetchSigned(tampered)).status).toBe(403);
      const later = download.body.data!.url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 60}`);
      expect((await fetchSigned(later)).status).toBe(403);
      expect((await fetchSigned(download.body.data!.url.split('?')[0]!)).status).toBe(404);
    });
  });
});
