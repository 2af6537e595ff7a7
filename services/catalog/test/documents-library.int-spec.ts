import { randomUUID } from 'node:crypto';
import { publishEvent, waitUntilHandled, type TestService } from '@studyhub/platform/testing';
import type { ApiData, ApiError, DocumentDetail, LibraryResponse } from '@studyhub/contracts';
import { envelopeOf, insertDocument } from './support/documents.factory';
import { DocumentsWorld } from './support/documents-world';

describe('documents, search and library', () => {
  const world = new DocumentsWorld();
  const { call, docs, seller, buyer } = world;
  let service: TestService;
  let subjectId: string;

  beforeAll(async () => {
    await world.start();
    ({ service, subjectId } = world);
  });

  afterAll(() => world.close());

  describe('purchases, reviews, bookmarks, views and the library', () => {
    it('only lets buyers review, once, and keeps the average', async () => {
      const target = docs.lino;
      expect(
        (await call<ApiError>('POST', `/documents/${target.id}/reviews`, { as: buyer, body: { rating: 5 } })).status,
      ).toBe(403);
      const order = envelopeOf(
        'order.completed.v1',
        {
          orderId: randomUUID(),
          userId: buyer,
          items: [{ documentId: target.id, sellerId: seller, pointsPrice: 30 }],
          totalPoints: 30,
          completedAt: new Date().toISOString(),
        },
        'orders',
      );
      await publishEvent(service, order);
      await waitUntilHandled(service, order.id);
      await publishEvent(service, { ...order, id: randomUUID() });
      const detail = await call<ApiData<DocumentDetail>>('GET', `/documents/${target.id}`, { as: buyer });
      expect(detail.body.data).toMatchObject({ is_purchased: true, can_review: true, download_count: 11 });
      const review = await call('POST', `/documents/${target.id}/reviews`, {
        as: buyer,
        body: { rating: 4, comment: 'Useful' },
      });
      expect(review.status).toBe(201);
      expect((await call('POST', `/documents/${target.id}/reviews`, { as: buyer, body: { rating: 5 } })).status).toBe(
        409,
      );
      expect((await call('POST', `/documents/${target.id}/reviews`, { as: seller, body: { rating: 5 } })).status).toBe(
        403,
      );
      expect((await call('POST', `/documents/${target.id}/reviews`, { as: buyer, body: { rating: 6 } })).status).toBe(
        400,
      );
      const after = await call<ApiData<DocumentDetail>>('GET', `/documents/${target.id}`, { as: buyer });
      expect(after.body.data).toMatchObject({ average_rating: 4, review_count: 1, can_review: false });
    });

    it('takes a refunded order out of the library, even when the refund overtakes the purchase', async () => {
      const refunded = await insertDocument(service.kernel.dataSource, {
        title: 'Refund Me',
        sellerId: seller,
        subjectId,
      });
      const late = await insertDocument(service.kernel.dataSource, {
        title: 'Refunded First',
        sellerId: seller,
        subjectId,
      });
      const reader = randomUUID();
      const items = (documentId: string) => [{ documentId, sellerId: seller, pointsPrice: 20 }];
      const purchasedIds = async () =>
        (
          await service.kernel.dataSource.query<{ document_id: string }[]>(
            `SELECT document_id FROM user_documents WHERE user_id = $1`,
            [reader],
          )
        ).map((row) => row.document_id);
      const deliver = async (type: 'order.completed.v1' | 'order.refunded.v1', data: Record<string, unknown>) => {
        const event = envelopeOf(type, data, 'orders');
        await publishEvent(service, event);
        await waitUntilHandled(service, event.id);
      };
      const first = randomUUID();
      const now = new Date().toISOString();
      await deliver('order.completed.v1', {
        orderId: first,
        userId: reader,
        items: items(refunded.id),
        totalPoints: 20,
        completedAt: now,
      });
      expect(await purchasedIds()).toEqual([refunded.id]);
      await deliver('order.refunded.v1', {
        orderId: first,
        userId: reader,
        items: items(refunded.id),
        totalPoints: 20,
        reason: 'Not what I needed',
        refundedAt: now,
      });
      expect(await purchasedIds()).toEqual([]);

      const second = randomUUID();
      await deliver('order.refunded.v1', {
        orderId: second,
        userId: reader,
        items: items(late.id),
        totalPoints: 20,
        reason: '',
        refundedAt: now,
      });
      await deliver('order.completed.v1', {
        orderId: second,
        userId: reader,
        items: items(late.id),
        totalPoints: 20,
        completedAt: now,
      });
      expect(await purchasedIds()).toEqual([]);
    });

    it('toggles a bookmark and records views for Recently Viewed', async () => {
      const on = await call<ApiData<{ bookmarked: boolean }>>('POST', `/documents/${docs.engraving.id}/bookmark`, {
        as: buyer,
      });
      expect(on.body.data.bookmarked).toBe(true);
      const off = await call<ApiData<{ bookmarked: boolean }>>('POST', `/documents/${docs.engraving.id}/bookmark`, {
        as: buyer,
      });
      expect(off.body.data.bookmarked).toBe(false);
      await call('POST', `/documents/${docs.engraving.id}/bookmark`, { as: buyer });
      const view = await call('POST', `/documents/${docs.woodcut.slug}/views`, {
        as: buyer,
        body: { page_number: 3, progress: 42.5, device_info: { user_agent: 'jest', platform: 'linux' } },
      });
      expect(view.status).toBe(204);
      expect((await call('POST', `/documents/${docs.woodcut.id}/views`, { body: {} })).status).toBe(204);
      // Turning pages in the reader keeps one view for the session.
      const reader = randomUUID();
      for (const page of [1, 4, 5, 6]) {
        await call('POST', `/documents/${docs.woodcut.id}/views`, {
          as: reader,
          body: { page_number: page, progress: page * 10 },
        });
      }
      const [row] = await service.kernel.dataSource.query<{ view_count: number }[]>(
        `SELECT view_count FROM documents WHERE id = $1`,
        [docs.woodcut.id],
      );
      expect(row!.view_count).toBe(3);
      const [last] = await service.kernel.dataSource.query<{ page_number: number }[]>(
        `SELECT page_number FROM document_last_views WHERE user_id = $1 AND document_id = $2`,
        [reader, docs.woodcut.id],
      );
      expect(last!.page_number).toBe(6);
    });

    it("counts the seller's views per day, by others only, every day of the period included", async () => {
      const viewer = randomUUID();
      const before = await call<ApiData<{ total: number; daily: { date: string; views: number }[] }>>(
        'GET',
        '/documents/mine/views?days=7',
        { as: seller },
      );
      expect(before.status).toBe(200);
      expect(before.body.data.daily).toHaveLength(7);
      await call('POST', `/documents/${docs.lino.id}/views`, { as: viewer, body: { page_number: 1 } });
      await call('POST', `/documents/${docs.lino.id}/views`, { as: viewer, body: { page_number: 2 } });
      await call('POST', `/documents/${docs.lino.id}/views`, { as: seller, body: { page_number: 1 } });
      await call('POST', `/documents/${docs.lino.id}/views`, { body: {} });
      const after = await call<ApiData<{ total: number; daily: { date: string; views: number }[] }>>(
        'GET',
        '/documents/mine/views?days=7',
        { as: seller },
      );
      expect(after.body.data.total).toBe(before.body.data.total + 2);
      expect(after.body.data.daily.at(-1)!.views).toBe(before.body.data.daily.at(-1)!.views + 2);
      expect((await call('GET', '/documents/mine/views?days=2', { as: seller })).status).toBe(400);
      expect((await call('GET', '/documents/mine/views')).status).toBe(401);
    });

    it('serves each library tab with counts; non-approved only on My Uploads', async () => {
      const library = async (as: string, tab: string) =>
        (await call<ApiData<LibraryResponse>>('GET', `/library?tab=${tab}`, { as })).body.data;
      const mine = await library(buyer, 'all');
      expect(mine.counts).toEqual({ all: 3, uploads: 0, purchasedCount: 1, savedCount: 1, viewedCount: 1 });
      expect((await library(buyer, 'purchased')).documents.map((doc) => [doc.id, doc.relation])).toEqual([
        [docs.lino.id, 'purchased'],
      ]);
      const recent = await library(buyer, 'recent');
      expect(recent.documents[0]).toMatchObject({ id: docs.woodcut.id, progress: 42.5 });
      const uploads = await library(seller, 'uploads');
      expect(uploads.documents.map((doc) => doc.status)).toEqual(expect.arrayContaining(['REJECTED', 'APPROVED']));
      expect((await library(seller, 'all')).documents.every((doc) => doc.status === 'APPROVED')).toBe(true);
      expect((await call('GET', '/library')).status).toBe(401);
    });
  });
});
