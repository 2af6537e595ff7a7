import { waitFor } from '@studyhub/platform/testing';
import { ProcessingStack } from './support/processing-stack';
import { PrivateRedis } from './support/redis-server';
import { makePdf } from './fixtures/pdf-files';

jest.setTimeout(180_000);

describe('restarting Redis during a batch', () => {
  let redis: PrivateRedis;
  let stack: ProcessingStack;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    stack = await ProcessingStack.start({ env: { REDIS_URL: redis.url, PROCESSING_CONCURRENCY: '1' } });
  });
  afterAll(async () => {
    await stack?.close();
    await redis?.stop();
  });

  it('ends every job done or failed with a reason, each document processed once', async () => {
    const documents: { documentId: string; sellerId: string }[] = [];
    for (let index = 0; index < 6; index += 1) {
      const document = await stack.submitDocument();
      const answer = await stack.upload(document.documentId, document.sellerId, await makePdf(40 + index), 'batch.pdf');
      expect(answer.status).toBe(202);
      documents.push(document);
    }
    await waitFor(
      'the first document processed',
      async () => (await stack.status(documents[0]!.documentId, documents[0]!.sellerId)).stage === 'READY',
    );
    await redis.kill();
    // An upload while Redis is down is still accepted: the row is the truth, the job follows later.
    const late = await stack.submitDocument();
    expect((await stack.upload(late.documentId, late.sellerId, await makePdf(3), 'late.pdf')).status).toBe(202);
    documents.push(late);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await redis.boot();

    for (const { documentId, sellerId } of documents) {
      const finished = await stack.finished(documentId, sellerId, 120_000);
      if (finished.stage === 'FAILED') expect(finished.error).toEqual(expect.stringMatching(/\w+/));
      else expect(finished.stage).toBe('READY');
    }
    const processed = await stack.outboxEvents('document.processed.v1');
    for (const { documentId } of documents) {
      const ready =
        (await stack.status(documentId, documents.find((d) => d.documentId === documentId)!.sellerId)).stage ===
        'READY';
      expect(processed.filter((event) => event.data.documentId === documentId)).toHaveLength(ready ? 1 : 0);
    }
  });
});
