import { randomUUID } from 'node:crypto';
import { publishEvent, waitUntilHandled } from '@studyhub/platform/testing';
import { makePdf } from './fixtures/pdf-files';
import { envelopeOf } from './support/envelopes';
import { ProcessingStack } from './support/processing-stack';
import { internalGet, StudyFilesApi, TEST_INTERNAL_SECRET } from './support/study-files';

jest.setTimeout(120_000);

describe('the internal text routes ai-tools reads documents and study files through', () => {
  let stack: ProcessingStack;

  beforeAll(async () => {
    stack = await ProcessingStack.start({ env: { INTERNAL_API_SECRET: TEST_INTERNAL_SECRET } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  const documentChunks = (documentId: string, query = '') =>
    internalGet(stack, `/internal/documents/${documentId}/chunks${query}`);

  async function processedDocument(pages: number) {
    const { documentId, sellerId } = await stack.submitDocument();
    expect((await stack.upload(documentId, sellerId, await makePdf(pages), 'Exam prep.pdf')).status).toBe(202);
    expect((await stack.finished(documentId, sellerId)).stage).toBe('READY');
    return { documentId, sellerId };
  }

  async function buy(documentId: string, sellerId: string, buyerId: string) {
    const bought = envelopeOf(
      'order.completed.v1',
      {
        orderId: randomUUID(),
        userId: buyerId,
        items: [{ documentId, sellerId, pointsPrice: 50 }],
        totalPoints: 50,
        completedAt: new Date().toISOString(),
      },
      'orders',
    );
    await publishEvent(stack.api, bought);
    await waitUntilHandled(stack.api, bought.id);
  }

  describe('a catalog document’s chunks', () => {
    it('answers the current processed revision with its title and pages', async () => {
      const { documentId, sellerId } = await processedDocument(2);
      const answer = await documentChunks(documentId, `?readerId=${sellerId}&readerIsAdmin=false`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        source: { kind: 'document', id: documentId, title: `Notes ${documentId.slice(0, 8)}`, pageCount: 2 },
        chunks: [{ index: 0, pageFrom: 1, pageTo: 2, text: 'Page 1 of the study notes Page 2 of the study notes' }],
      });
    });

    it('follows the signed URL rule: seller, buyers and active admins; anyone else is told it does not exist', async () => {
      const { documentId, sellerId } = await processedDocument(1);
      const stranger = randomUUID();
      const buyer = randomUUID();

      expect((await documentChunks(documentId, `?readerId=${sellerId}`)).status).toBe(200);
      const refused = await documentChunks(documentId, `?readerId=${stranger}&readerIsAdmin=false`);
      expect(refused.status).toBe(404);
      expect(refused.body.error).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', message: 'Document not found' });
      expect((await documentChunks(documentId, `?readerId=${stranger}&readerIsAdmin=true`)).status).toBe(200);

      expect((await documentChunks(documentId, `?readerId=${buyer}`)).status).toBe(404);
      await buy(documentId, sellerId, buyer);
      expect((await documentChunks(documentId, `?readerId=${buyer}`)).status).toBe(200);
    });

    it('gives the corpus view of any processed document when no reader is named', async () => {
      const { documentId } = await processedDocument(1);
      const answer = await documentChunks(documentId);
      expect(answer.status).toBe(200);
      expect(answer.body.data!.chunks).toHaveLength(1);
    });

    it('answers 404 for an unknown document or a malformed id, and 400 for a malformed reader', async () => {
      expect((await documentChunks(randomUUID())).status).toBe(404);
      expect((await documentChunks('not-a-uuid')).status).toBe(404);
      const { documentId } = await processedDocument(1);
      const malformed = await documentChunks(documentId, '?readerId=someone');
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('answers 409 NOT_READY until the first file is processed, then the new chunks', async () => {
      const { documentId, sellerId } = await stack.submitDocument();
      // Announced, no file yet.
      expect((await documentChunks(documentId)).body.error).toMatchObject({ code: 'NOT_READY' });
      await stack.stopWorker();
      try {
        expect((await stack.upload(documentId, sellerId, await makePdf(3), 'notes.pdf')).status).toBe(202);
        const waiting = await documentChunks(documentId, `?readerId=${sellerId}`);
        expect(waiting.status).toBe(409);
        expect(waiting.body.error).toMatchObject({ code: 'NOT_READY' });
      } finally {
        await stack.startWorker();
      }
      expect((await stack.finished(documentId, sellerId)).stage).toBe('READY');
      expect((await documentChunks(documentId)).body.data!.source.pageCount).toBe(3);
    });

    it('answers 409 PROCESSING_FAILED with the seller’s reason when no revision was processed', async () => {
      const { documentId, sellerId } = await stack.submitDocument();
      await stack.stopWorker();
      try {
        expect((await stack.upload(documentId, sellerId, await makePdf(1), 'notes.pdf')).status).toBe(202);
        // The worker's verdict on the last attempt, recorded the way the pipeline records it.
        await stack.api.kernel.dataSource.query(
          `UPDATE uploads SET stage = 'FAILED', error = 'Processing this file took too long.' WHERE document_id = $1`,
          [documentId],
        );
      } finally {
        await stack.startWorker();
      }
      const failed = await documentChunks(documentId);
      expect(failed.status).toBe(409);
      expect(failed.body.error).toMatchObject({
        code: 'PROCESSING_FAILED',
        message: 'Processing this file took too long.',
      });
    });
  });

  describe('the signature', () => {
    it('refuses unsigned calls, other callers, other secrets and a signature over another path', async () => {
      const owner = randomUUID();
      const file = await new StudyFilesApi(stack).uploadProcessed(owner, await makePdf(1), 'mine.pdf');
      const path = `/internal/study-files/${file.id}/chunks?ownerId=${owner}`;
      expect((await internalGet(stack, path)).status).toBe(200);

      const unsigned = await internalGet(stack, path, { unsigned: true });
      expect(unsigned.status).toBe(401);
      expect(unsigned.body.data).toBeUndefined();
      expect((await internalGet(stack, path, { secret: 'another-secret' })).status).toBe(401);
      expect((await internalGet(stack, path, { service: 'orders' })).status).toBe(403);
      // Signed for the owner, sent for someone else: the query is part of what is signed.
      const stranger = randomUUID();
      expect(
        (await internalGet(stack, `/internal/study-files/${file.id}/chunks?ownerId=${stranger}`, { signedPath: path }))
          .status,
      ).toBe(401);

      // A user's token is no way in either.
      const withToken = await fetch(`${stack.api.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${await stack.token(owner)}` },
      });
      expect(withToken.status).toBe(401);
    });
  });
});
