import { randomUUID } from 'node:crypto';
import { publishEvent, startTestService, waitUntilHandled, type TestService } from '@studyhub/platform/testing';
import { catalogService } from '../src/service';
import { envelopeOf, insertDocument, insertSubject } from './support/documents.factory';

/** order.items-refunded.v1 (ADR 0037): a take-down refunds one line of an order, not the order. */
describe('line refunds in the library', () => {
  const seller = randomUUID();
  let service: TestService;
  let subjectId: string;

  beforeAll(async () => {
    service = await startTestService(catalogService);
    subjectId = await insertSubject(service.kernel.dataSource, 'Line Refund Studies');
  });
  afterAll(async () => {
    await service?.close();
  });

  it("takes only a taken-down line out of the buyer's library, once, even when the line refund overtakes the purchase", async () => {
    const insert = (title: string) => insertDocument(service.kernel.dataSource, { title, sellerId: seller, subjectId });
    const takenDown = await insert('Taken Down');
    const kept = await insert('Kept In Library');
    const late = await insert('Refunded Line First');
    const reader = randomUUID();
    const other = randomUUID();
    const line = (documentId: string) => ({ documentId, sellerId: seller, pointsPrice: 20 });
    const heldBy = async (userId: string) =>
      (
        await service.kernel.dataSource.query<{ document_id: string }[]>(
          `SELECT document_id FROM user_documents WHERE user_id = $1 ORDER BY document_id`,
          [userId],
        )
      ).map((row) => row.document_id);
    const deliver = async (type: 'order.completed.v1' | 'order.items-refunded.v1', data: Record<string, unknown>) => {
      const event = envelopeOf(type, data, 'orders');
      await publishEvent(service, event);
      await waitUntilHandled(service, event.id);
      return event;
    };
    const now = new Date().toISOString();
    const orderId = randomUUID();
    await deliver('order.completed.v1', {
      orderId,
      userId: reader,
      items: [line(takenDown.id), line(kept.id)],
      totalPoints: 40,
      completedAt: now,
    });
    // Another buyer of the same document keeps it: only this order's line was refunded.
    await deliver('order.completed.v1', {
      orderId: randomUUID(),
      userId: other,
      items: [line(takenDown.id)],
      totalPoints: 20,
      completedAt: now,
    });
    const refund = await deliver('order.items-refunded.v1', {
      orderId,
      userId: reader,
      items: [line(takenDown.id)],
      totalPoints: 20,
      orderRefunded: false,
      reason: '“Taken Down” was taken down after a report.',
      refundedAt: now,
    });
    expect(await heldBy(reader)).toEqual([kept.id]);
    expect(await heldBy(other)).toEqual([takenDown.id]);
    await publishEvent(service, refund);
    await waitUntilHandled(service, refund.id);
    expect(await heldBy(reader)).toEqual([kept.id]);

    const overtaken = randomUUID();
    await deliver('order.items-refunded.v1', {
      orderId: overtaken,
      userId: other,
      items: [line(late.id)],
      totalPoints: 20,
      orderRefunded: true,
      reason: '',
      refundedAt: now,
    });
    await deliver('order.completed.v1', {
      orderId: overtaken,
      userId: other,
      items: [line(late.id)],
      totalPoints: 20,
      completedAt: now,
    });
    expect(await heldBy(other)).toEqual([takenDown.id]);
  });
});
