import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { waitFor } from '@studyhub/platform/testing';
import { ProcessingStack } from './support/processing-stack';
import { makeDocx } from './fixtures/office-files';

jest.setTimeout(180_000);

/** The built worker, as production runs it (`npm test` builds before the integration tier). */
const WORKER_ENTRY = path.resolve(__dirname, '../dist/worker.js');

describe('a worker killed in the middle of a job', () => {
  let stack: ProcessingStack;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    stack = await ProcessingStack.start({ worker: false, env: { PROCESSING_LOCK_MS: '2000' } });
  });
  afterAll(async () => {
    try {
      if (child?.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone, as the test meant it to be
    }
    await stack?.close();
  });

  it('is retried by another worker and finishes once, without duplicate outputs', async () => {
    const { documentId, sellerId } = await stack.submitDocument();
    const paragraphs = Array.from({ length: 400 }, (_, index) => `Paragraph ${index + 1} of the thermodynamics notes.`);
    expect((await stack.upload(documentId, sellerId, await makeDocx(paragraphs), 'thermo.docx')).status).toBe(202);

    // Its own process group, so the kill takes LibreOffice down with it, as a crashed container would.
    child = spawn(process.execPath, [WORKER_ENTRY], {
      env: { ...process.env, ...stack.workerEnv() },
      detached: true,
      stdio: 'ignore',
    });
    await waitFor(
      'the first worker converting',
      async () => (await stack.status(documentId, sellerId)).stage === 'CONVERTING',
      { timeoutMs: 60_000, intervalMs: 20 },
    );
    process.kill(-child.pid!, 'SIGKILL');

    await stack.startWorker();
    const finished = await stack.finished(documentId, sellerId, 120_000);
    expect(finished.stage).toBe('READY');

    const [row] = await stack.api.kernel.dataSource.query<{ attempts: number; page_count: number }[]>(
      `SELECT attempts, page_count FROM uploads WHERE document_id = $1`,
      [documentId],
    );
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
    expect(await stack.storedFiles(documentId)).toEqual([
      `converted/${documentId}/r1/document.pdf`,
      `cover-images/${documentId}/r1/cover.jpg`,
      `cover-images/${documentId}/r1/cover.webp`,
      `document-previews/${documentId}/r1/preview.pdf`,
      `originals/${documentId}/r1/original.docx`,
    ]);
    const processed = (await stack.outboxEvents('document.processed.v1')).filter(
      (event) => event.data.documentId === documentId,
    );
    expect(processed).toHaveLength(1);
    const [pages] = await stack.api.kernel.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM document_pages WHERE document_id = $1`,
      [documentId],
    );
    expect(pages!.count).toBe(row!.page_count);
  });
});
