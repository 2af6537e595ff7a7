import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@studyhub/contracts';
import { publishEvent, waitUntilHandled } from '@studyhub/platform/testing';
import { ProcessingStack } from './support/processing-stack';
import { envelopeOf } from './support/envelopes';
import { makePdf } from './fixtures/pdf-files';

jest.setTimeout(120_000);

/** order.items-refunded.v1 (ADR 0037): a take-down takes one document away from one buyer. */
describe('line refunds and who may read a file', () => {
  let stack: ProcessingStack;

  beforeAll(async () => {
    stack = await ProcessingStack.start();
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function deliver(event: EventEnvelope): Promise<void> {
    await publishEvent(stack.api, event);
    await waitUntilHandled(stack.api, event.id);
  }
  const completed = (orderId: string, userId: string, items: { documentId: string; sellerId: string }[]) =>
    envelopeOf(
      'order.completed.v1',
      {
        orderId,
        userId,
        items: items.map((item) => ({ ...item, pointsPrice: 20 })),
        totalPoints: 20 * items.length,
        completedAt: new Date().toISOString(),
      },
      'orders',
    );
  const linesRefunded = (orderId: string, userId: string, item: { documentId: string; sellerId: string }) =>
    envelopeOf(
      'order.items-refunded.v1',
      {
        orderId,
        userId,
        items: [{ ...item, pointsPrice: 20 }],
        totalPoints: 20,
        orderRefunded: false,
        reason: 'Taken down after a report.',
        refundedAt: new Date().toISOString(),
      },
      'orders',
    );
  async function fileUrlStatus(documentId: string, as: string): Promise<number> {
    const response = await fetch(`${stack.api.baseUrl}/documents/${documentId}/file-url?purpose=read`, {
      headers: { authorization: `Bearer ${await stack.token(as)}` },
    });
    return response.status;
  }
  const holdings = async (userId: string) =>
    (
      await stack.api.kernel.dataSource.query<{ document_id: string }[]>(
        `SELECT document_id FROM document_holders WHERE user_id = $1 ORDER BY document_id`,
        [userId],
      )
    ).map((row) => row.document_id);

  it("takes the taken-down document from that buyer only, keeps the order's other document, once", async () => {
    const takenDown = await stack.submitDocument();
    await stack.upload(takenDown.documentId, takenDown.sellerId, await makePdf(1), 'Copied.pdf');
    expect((await stack.finished(takenDown.documentId, takenDown.sellerId)).stage).toBe('READY');
    const kept = { documentId: randomUUID(), sellerId: randomUUID() };
    const [buyer, otherBuyer] = [randomUUID(), randomUUID()];
    const orderId = randomUUID();
    await deliver(completed(orderId, buyer, [takenDown, kept]));
    await deliver(completed(randomUUID(), otherBuyer, [takenDown]));
    expect(await fileUrlStatus(takenDown.documentId, buyer)).toBe(200);

    const refund = linesRefunded(orderId, buyer, takenDown);
    await deliver(refund);
    await deliver(refund);
    expect(await fileUrlStatus(takenDown.documentId, buyer)).toBe(403);
    expect(await fileUrlStatus(takenDown.documentId, otherBuyer)).toBe(200);
    expect(await holdings(buyer)).toEqual([kept.documentId]);
    expect(await holdings(otherBuyer)).toEqual([takenDown.documentId]);
  });

  it('grants nothing for a line refunded before its order.completed.v1 arrived', async () => {
    const buyer = randomUUID();
    const orderId = randomUUID();
    const refunded = { documentId: randomUUID(), sellerId: randomUUID() };
    const kept = { documentId: randomUUID(), sellerId: randomUUID() };
    await deliver(linesRefunded(orderId, buyer, refunded));
    await deliver(completed(orderId, buyer, [refunded, kept]));
    expect(await holdings(buyer)).toEqual([kept.documentId]);
  });
});
