import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { publishEvent, waitFor, waitUntilHandled } from '@studyhub/platform/testing';
import { ProcessingQueue } from '../src/processing/processing-queue';
import { makeDocx } from './fixtures/office-files';
import { makePlainText } from './fixtures/other-files';
import { makeCorruptPdf, makePdf } from './fixtures/pdf-files';
import { envelopeOf } from './support/envelopes';
import { ProcessingStack } from './support/processing-stack';
import { internalGet, StudyFilesApi, TEST_INTERNAL_SECRET } from './support/study-files';

jest.setTimeout(180_000);

const PER_USER = 3;

/** A PDF whose pages carry no text at all (a scan without OCR, as far as pdftotext can tell). */
async function makeBlankPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) pdf.addPage([595, 842]);
  return Buffer.from(await pdf.save());
}

describe('study files: a student’s own files for document chat and the plagiarism check', () => {
  let stack: ProcessingStack;
  let files: StudyFilesApi;

  beforeAll(async () => {
    stack = await ProcessingStack.start({
      env: { INTERNAL_API_SECRET: TEST_INTERNAL_SECRET, STUDY_FILES_PER_USER: String(PER_USER) },
    });
    files = new StudyFilesApi(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** Every stored copy of a student's study files, as `<area>/<key>`. */
  async function storedCopies(ownerId: string): Promise<string[]> {
    const copies: string[] = [];
    for (const area of ['originals', 'converted'] as const) {
      for (const object of await stack.storage.list(area, `study-files/${ownerId}/`))
        copies.push(`${area}/${object.key}`);
    }
    return copies.sort();
  }

  const chunksOf = (fileId: string, ownerId: string) =>
    internalGet(stack, `/internal/study-files/${fileId}/chunks?ownerId=${ownerId}`);

  /** The gateway maps /api/storage to the service's /storage. */
  const fetchSigned = (url: string) => fetch(`${stack.api.baseUrl}${url.replace(/^\/api/, '')}`);

  it('takes a PDF to READY and gives its page-numbered chunks and an hour-long link to its owner', async () => {
    const owner = randomUUID();
    const original = await makePdf(3);
    const accepted = await files.upload(owner, original, 'Week 3 notes.pdf');
    expect(accepted.status).toBe(202);
    const id = accepted.body.data!.id;
    expect(accepted.body.data).toEqual({
      id,
      fileName: 'Week 3 notes.pdf',
      fileSize: original.length,
      fileType: 'pdf',
      status: 'PROCESSING',
      reason: null,
      // A PDF's pages are counted while it is checked on arrival.
      pageCount: 3,
      createdAt: expect.any(String),
    });

    expect(await files.finished(id, owner)).toMatchObject({ status: 'READY', reason: null, pageCount: 3 });
    const text = await chunksOf(id, owner);
    expect(text.status).toBe(200);
    expect(text.body.data).toEqual({
      source: { kind: 'study-file', id, title: 'Week 3 notes.pdf', pageCount: 3 },
      chunks: [
        {
          index: 0,
          pageFrom: 1,
          pageTo: 3,
          text: 'Page 1 of the study notes Page 2 of the study notes Page 3 of the study notes',
        },
      ],
    });
    // Private areas only: no preview, no cover, nothing public.
    expect(await storedCopies(owner)).toEqual([`originals/study-files/${owner}/${id}/original.pdf`]);

    const link = await files.fileUrl(id, owner);
    expect(link.status).toBe(200);
    const expiresIn = Date.parse(link.body.data!.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(3590_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);
    const served = await fetchSigned(link.body.data!.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);
  });

  it('converts a DOCX and serves the converted PDF and the text of its paragraphs', async () => {
    const owner = randomUUID();
    const docx = await makeDocx(['Photosynthesis turns light into sugar.', 'Chlorophyll absorbs red and blue light.']);
    const processed = await files.uploadProcessed(owner, docx, 'Biology.docx');
    expect(processed).toMatchObject({ fileType: 'docx', status: 'READY', reason: null, pageCount: 1 });

    const text = await chunksOf(processed.id, owner);
    expect(text.status).toBe(200);
    expect(text.body.data!.source).toEqual({
      kind: 'study-file',
      id: processed.id,
      title: 'Biology.docx',
      pageCount: 1,
    });
    const joined = text.body.data!.chunks.map((chunk) => chunk.text).join(' ');
    expect(joined).toContain('Photosynthesis turns light into sugar.');
    expect(joined).toContain('Chlorophyll absorbs red and blue light.');
    expect(await storedCopies(owner)).toEqual([
      `converted/study-files/${owner}/${processed.id}/document.pdf`,
      `originals/study-files/${owner}/${processed.id}/original.docx`,
    ]);

    const link = await files.fileUrl(processed.id, owner);
    expect(link.status).toBe(200);
    const served = Buffer.from(await (await fetchSigned(link.body.data!.url)).arrayBuffer());
    expect(served.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  describe('files that are refused', () => {
    it('refuses a file that is not a PDF, DOCX or PPTX, and keeps nothing of it', async () => {
      const owner = randomUUID();
      const refused = await files.upload(owner, makePlainText(), 'notes.pdf');
      expect(refused.status).toBe(415);
      expect(refused.body.error).toMatchObject({ code: 'FILE_TYPE_NOT_SUPPORTED' });
      expect(refused.body.error!.message).toMatch(/not a PDF, DOCX or PPTX/);
      expect((await files.list(owner)).body.data).toEqual([]);
      expect(await storedCopies(owner)).toEqual([]);
    });

    it('refuses a broken PDF with the reason a seller gets', async () => {
      const owner = randomUUID();
      const refused = await files.upload(owner, makeCorruptPdf(), 'broken.pdf');
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'FILE_REFUSED' });
      expect(refused.body.error!.message).toMatch(/damaged|corrupt|read/i);
      expect(await storedCopies(owner)).toEqual([]);
    });

    it('fails a file without any text with a reason, keeps no copy, and says so to ai-tools', async () => {
      const owner = randomUUID();
      const failed = await files.uploadProcessed(owner, await makeBlankPdf(2), 'scan.pdf');
      expect(failed.status).toBe('FAILED');
      expect(failed.reason).toMatch(/could not find any text/);
      expect(await storedCopies(owner)).toEqual([]);

      const text = await chunksOf(failed.id, owner);
      expect(text.status).toBe(409);
      expect(text.body.error).toMatchObject({ code: 'PROCESSING_FAILED', message: failed.reason });
      expect((await files.fileUrl(failed.id, owner)).body.error).toMatchObject({
        code: 'STUDY_FILE_FAILED',
        message: failed.reason,
      });
    });

    it(`keeps at most ${PER_USER} files per student, with a clear error, and room again after a deletion`, async () => {
      const owner = randomUUID();
      const kept: string[] = [];
      for (let n = 1; n <= PER_USER; n += 1) {
        const accepted = await files.upload(owner, await makePdf(1), `file ${n}.pdf`);
        expect(accepted.status).toBe(202);
        kept.push(accepted.body.data!.id);
      }
      const refused = await files.upload(owner, await makePdf(1), 'one too many.pdf');
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'STUDY_FILE_LIMIT_REACHED' });
      expect(refused.body.error!.message).toBe(
        `You can keep up to ${PER_USER} uploaded files. Please delete one you no longer need, then upload again.`,
      );
      // Another student is not affected.
      expect((await files.upload(randomUUID(), await makePdf(1), 'mine.pdf')).status).toBe(202);

      expect((await files.delete(kept[0]!, owner)).status).toBe(204);
      expect((await files.upload(owner, await makePdf(1), 'room again.pdf')).status).toBe(202);
    });
  });

  it('lists only the student’s own files, newest first', async () => {
    const owner = randomUUID();
    const first = (await files.upload(owner, await makePdf(1), 'first.pdf')).body.data!;
    const second = (await files.upload(owner, await makePdf(1), 'second.pdf')).body.data!;
    await files.upload(randomUUID(), await makePdf(1), 'someone else.pdf');
    const listed = await files.list(owner);
    expect(listed.status).toBe(200);
    expect(listed.body.data!.map((file) => file.fileName)).toEqual(['second.pdf', 'first.pdf']);
    expect(listed.body.data!.map((file) => file.id)).toEqual([second.id, first.id]);
  });

  it('answers another student (and a malformed id) as if the file did not exist', async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const file = await files.uploadProcessed(owner, await makePdf(1), 'private.pdf');
    for (const answer of [
      await files.get(file.id, stranger),
      await files.fileUrl(file.id, stranger),
      await files.delete(file.id, stranger),
      await files.get('not-a-uuid', owner),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'STUDY_FILE_NOT_FOUND', message: 'File not found' });
    }
    expect((await chunksOf(file.id, stranger)).status).toBe(404);
    // Nothing happened to it.
    expect((await files.get(file.id, owner)).body.data).toMatchObject({ status: 'READY' });
    expect((await chunksOf(file.id, owner)).status).toBe(200);
  });

  it('asks for a signed-in student', async () => {
    const response = await fetch(`${stack.api.baseUrl}/uploads/study-files`);
    expect(response.status).toBe(401);
  });

  it('deletes the file, its text and its stored copies', async () => {
    const owner = randomUUID();
    const file = await files.uploadProcessed(owner, await makeDocx(['Delete me.']), 'draft.docx');
    expect(await storedCopies(owner)).toHaveLength(2);
    expect((await files.delete(file.id, owner)).status).toBe(204);
    expect((await files.get(file.id, owner)).status).toBe(404);
    expect((await chunksOf(file.id, owner)).status).toBe(404);
    expect(await storedCopies(owner)).toEqual([]);
    const [left] = await stack.api.kernel.dataSource.query<{ pages: number; chunks: number }[]>(
      `SELECT (SELECT count(*)::int FROM study_file_pages WHERE file_id = $1) AS pages,
              (SELECT count(*)::int FROM study_file_chunks WHERE file_id = $1) AS chunks`,
      [file.id],
    );
    expect(left).toEqual({ pages: 0, chunks: 0 });
    expect((await files.delete(file.id, owner)).status).toBe(404);
  });

  it('answers 409 NOT_READY while the worker has not processed the file, and serves it once it has', async () => {
    await stack.stopWorker();
    const owner = randomUUID();
    let id: string;
    try {
      const accepted = await files.upload(owner, await makePdf(2), 'queued.pdf');
      expect(accepted.status).toBe(202);
      id = accepted.body.data!.id;
      const waiting = await chunksOf(id, owner);
      expect(waiting.status).toBe(409);
      expect(waiting.body.error).toMatchObject({ code: 'NOT_READY' });
      expect((await files.fileUrl(id, owner)).body.error).toMatchObject({ code: 'STUDY_FILE_NOT_READY' });
    } finally {
      await stack.startWorker();
    }
    expect((await files.finished(id, owner)).status).toBe('READY');
    expect((await chunksOf(id, owner)).status).toBe(200);
  });

  it('queues a file again when Redis lost its job (the table is the truth)', async () => {
    await stack.stopWorker();
    const owner = randomUUID();
    let id: string;
    try {
      id = (await files.upload(owner, await makePdf(2), 'lost job.pdf')).body.data!.id;
      const queue = stack.api.app.get(ProcessingQueue);
      await (await queue.studyFileJob(id))!.remove();
      expect(await queue.studyFileJob(id)).toBeUndefined();
      // Old enough for the reconciler, which leaves files of the last PROCESSING_RECONCILE_MS alone.
      await stack.api.kernel.dataSource.query(
        `UPDATE study_files SET updated_at = now() - interval '1 minute' WHERE id = $1`,
        [id],
      );
    } finally {
      await stack.startWorker();
    }
    expect(await files.finished(id, owner)).toMatchObject({ status: 'READY', pageCount: 2 });
  });

  it('stops processing a file deleted while it waited, and removes what a step stored meanwhile', async () => {
    await stack.stopWorker();
    const owner = randomUUID();
    try {
      const accepted = await files.upload(owner, await makeDocx(['Gone before the worker came.']), 'gone.docx');
      const id = accepted.body.data!.id;
      expect((await files.delete(id, owner)).status).toBe(204);
      // As if a conversion had finished just after the deletion removed the copies.
      await stack.storage.put(
        'converted',
        `study-files/${owner}/${id}/document.pdf`,
        await makePdf(1),
        'application/pdf',
      );
      expect(await storedCopies(owner)).toHaveLength(1);
    } finally {
      await stack.startWorker();
    }
    // The job runs, finds no row and removes whatever is stored under the file's keys.
    await waitFor('the orphaned copy removed', async () => (await storedCopies(owner)).length === 0, {
      timeoutMs: 30_000,
    });
  });

  it('forgets every study file of a deleted account (user.deleted.v1)', async () => {
    const owner = randomUUID();
    const other = randomUUID();
    await files.uploadProcessed(owner, await makePdf(1), 'a.pdf');
    await files.uploadProcessed(owner, await makeDocx(['b']), 'b.docx');
    const kept = await files.uploadProcessed(other, await makePdf(1), 'other.pdf');
    expect(await storedCopies(owner)).toHaveLength(3);

    const deleted = envelopeOf('user.deleted.v1', { userId: owner, deletedBy: null }, 'auth');
    await publishEvent(stack.api, deleted);
    await waitUntilHandled(stack.api, deleted.id);

    expect(await storedCopies(owner)).toEqual([]);
    const [rows] = await stack.api.kernel.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM study_files WHERE owner_id = $1`,
      [owner],
    );
    expect(rows!.count).toBe(0);
    expect((await files.get(kept.id, other)).body.data).toMatchObject({ status: 'READY' });
    expect(await storedCopies(other)).toHaveLength(1);
  });
});
