import { randomUUID } from 'node:crypto';
import { publishEvent, waitUntilHandled } from '@studyhub/platform/testing';
import { OrdersStack } from './support/orders-stack';
import { envelopeOf } from './support/envelopes';

describe('the read copy of sellable documents, from catalog events', () => {
  let stack: OrdersStack;

  beforeAll(async () => {
    stack = await OrdersStack.start();
  });
  afterAll(async () => {
    await stack?.close();
  });

  function facts(documentId: string, sellerId: string) {
    return { documentId, sellerId, title: 'Statistics notes', slug: 'statistics-notes', reason: '', moderatorId: null };
  }

  async function copyOf(documentId: string) {
    const [row] = await stack.query<{ status: string; points_price: number | null; title: string; seller_id: string }>(
      `SELECT status, points_price, title, seller_id FROM sellable_documents WHERE document_id = $1`,
      [documentId],
    );
    return row;
  }

  it('keeps an approved document with its seller, title, slug and points price', async () => {
    const documentId = randomUUID();
    const sellerId = randomUUID();
    await stack.publish(envelopeOf('document.approved.v1', { ...facts(documentId, sellerId), pointsPrice: 120 }));
    expect(await copyOf(documentId)).toEqual({
      status: 'APPROVED',
      points_price: 120,
      title: 'Statistics notes',
      seller_id: sellerId,
    });
  });

  it('takes a document off sale when it is rejected, soft-rejected or deleted, keeping its last price', async () => {
    for (const [type, extra, status] of [
      ['document.rejected.v1', { soft: false }, 'REJECTED'],
      ['document.rejected.v1', { soft: true }, 'SOFT_REJECT'],
      ['document.deleted.v1', {}, 'DELETED'],
    ] as const) {
      const documentId = randomUUID();
      const sellerId = randomUUID();
      const approvedAt = new Date(Date.now() - 60_000);
      await stack.publish(
        envelopeOf(
          'document.approved.v1',
          { ...facts(documentId, sellerId), pointsPrice: 30 },
          { occurredAt: approvedAt },
        ),
      );
      await stack.publish(envelopeOf(type, { ...facts(documentId, sellerId), ...extra }));
      expect(await copyOf(documentId)).toMatchObject({ status, points_price: 30 });
    }
  });

  it('puts a re-approved document back on sale at its new price', async () => {
    const documentId = randomUUID();
    const sellerId = randomUUID();
    const at = (secondsAgo: number) => ({ occurredAt: new Date(Date.now() - secondsAgo * 1000) });
    await stack.publish(
      envelopeOf('document.approved.v1', { ...facts(documentId, sellerId), pointsPrice: 30 }, at(30)),
    );
    await stack.publish(envelopeOf('document.rejected.v1', { ...facts(documentId, sellerId), soft: true }, at(20)));
    await stack.publish(
      envelopeOf('document.approved.v1', { ...facts(documentId, sellerId), pointsPrice: 45 }, at(10)),
    );
    expect(await copyOf(documentId)).toMatchObject({ status: 'APPROVED', points_price: 45 });
  });

  it('sells at the new price after a price change, and ignores a change older than the copy', async () => {
    const documentId = randomUUID();
    const sellerId = randomUUID();
    const at = (secondsAgo: number) => ({ occurredAt: new Date(Date.now() - secondsAgo * 1000) });
    const price = (oldPointsPrice: number, newPointsPrice: number) => ({
      documentId,
      sellerId,
      title: 'Statistics notes',
      slug: 'statistics-notes',
      oldPointsPrice,
      newPointsPrice,
      changedBy: sellerId,
    });
    await stack.publish(
      envelopeOf('document.approved.v1', { ...facts(documentId, sellerId), pointsPrice: 60 }, at(30)),
    );
    await stack.publish(envelopeOf('document.price-changed.v1', price(60, 45), at(10)));
    expect(await copyOf(documentId)).toMatchObject({ status: 'APPROVED', points_price: 45 });
    await stack.publish(envelopeOf('document.price-changed.v1', price(60, 50), at(20)));
    expect(await copyOf(documentId)).toMatchObject({ status: 'APPROVED', points_price: 45 });
  });

  it('never lets a late, older approval put a deleted document back on sale', async () => {
    const documentId = randomUUID();
    const sellerId = randomUUID();
    await stack.publish(envelopeOf('document.deleted.v1', facts(documentId, sellerId)));
    await stack.publish(
      envelopeOf(
        'document.approved.v1',
        { ...facts(documentId, sellerId), pointsPrice: 30 },
        {
          occurredAt: new Date(Date.now() - 60_000),
        },
      ),
    );
    expect(await copyOf(documentId)).toMatchObject({ status: 'DELETED', points_price: null });
    const buyer = randomUUID();
    const answer = await stack.checkout(buyer, [documentId]);
    expect(answer.status).toBe(409);
    expect(answer.body.error?.code).toBe('DOCUMENT_NOT_FOR_SALE');
  });

  it('changes nothing when an event is delivered again after a newer one', async () => {
    const documentId = randomUUID();
    const sellerId = randomUUID();
    const approved = envelopeOf('document.approved.v1', { ...facts(documentId, sellerId), pointsPrice: 10 });
    await stack.publish(approved);
    const laterPrice = envelopeOf('document.approved.v1', { ...facts(documentId, sellerId), pointsPrice: 20 });
    await stack.publish(laterPrice);
    // The first approval again, with its same id: the inbox has it, nothing changes.
    await publishEvent(stack.service, approved);
    const marker = envelopeOf('document.approved.v1', { ...facts(randomUUID(), sellerId), pointsPrice: 1 });
    await publishEvent(stack.service, marker);
    await waitUntilHandled(stack.service, marker.id);
    expect(await copyOf(documentId)).toMatchObject({ status: 'APPROVED', points_price: 20 });
    const inbox = await stack.query(`SELECT 1 FROM inbox WHERE event_id = $1`, [approved.id]);
    expect(inbox).toHaveLength(1);
  });
});
