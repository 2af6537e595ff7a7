import { ProcessingStack } from './support/processing-stack';
import { makePdf } from './fixtures/pdf-files';

jest.setTimeout(120_000);

describe('the stored original is the file the seller sent', () => {
  let stack: ProcessingStack;

  beforeAll(async () => {
    stack = await ProcessingStack.start({ worker: false });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('records the page count and the SHA-256 of a PDF as it arrives', async () => {
    const { documentId, sellerId } = await stack.submitDocument();
    expect((await stack.upload(documentId, sellerId, await makePdf(7), 'week-7.pdf')).status).toBe(202);
    const [row] = await stack.api.kernel.dataSource.query<{ page_count: number; sha256: string }[]>(
      `SELECT page_count, sha256 FROM uploads WHERE document_id = $1`,
      [documentId],
    );
    expect(row!.page_count).toBe(7);
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fails a revision whose stored bytes changed before processing, and keeps nothing of it', async () => {
    const { documentId, sellerId } = await stack.submitDocument();
    expect((await stack.upload(documentId, sellerId, await makePdf(3), 'notes.pdf')).status).toBe(202);
    await stack.storage.put('originals', `${documentId}/r1/original.pdf`, await makePdf(4), 'application/pdf');

    await stack.startWorker();
    const finished = await stack.finished(documentId, sellerId);
    expect(finished).toMatchObject({
      stage: 'FAILED',
      error: 'The stored file does not match the upload. Please upload it again.',
    });
    expect(await stack.storedFiles(documentId)).toEqual([]);
    const failures = (await stack.outboxEvents('document.processing-failed.v1')).filter(
      (event) => event.data.documentId === documentId,
    );
    expect(failures).toHaveLength(1);
  });
});
