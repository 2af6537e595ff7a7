import { randomUUID } from 'node:crypto';
import {
  createTestTokenIssuer,
  publishEvent,
  startTestService,
  waitUntilHandled,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { DOCUMENT_STATUS_IDS } from '@studyhub/contracts';
import type {
  ApiData,
  ApiError,
  ApiList,
  DocumentDetail,
  DocumentSummary,
  InstantSearchResponse,
  LibraryResponse,
} from '@studyhub/contracts';
import { catalogService } from '../src/service';
import { insertCourse, insertUniversity } from './catalog.factory';
import { envelopeOf, insertDocument, insertSubject } from './documents.factory';

describe('documents, search and library', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  const seller = randomUUID();
  const buyer = randomUUID();
  const admin = randomUUID();
  let subjectId: string;
  let otherSubjectId: string;
  let university: { id: string; slug: string };
  let course: { id: string };
  let otherCourse: { id: string };
  const docs: Record<string, { id: string; slug: string }> = {};

  const call = async <T>(
    method: string,
    path: string,
    options: { as?: string; role?: 'admin'; body?: unknown } = {},
  ) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.as)
      headers.authorization = `Bearer ${await tokens.sign({ userId: options.as, role: options.role ?? 'user' })}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(catalogService, { verifier: tokens.verifier });
    const ds = service.kernel.dataSource;
    subjectId = await insertSubject(ds, 'Xylography Studies');
    otherSubjectId = await insertSubject(ds, 'Quibbleology');
    university = await insertUniversity(ds, { name: 'Zantheon University', countryCode: 'GB' });
    course = await insertCourse(ds, university.id, { name: 'Zantheon Printmaking' });
    otherCourse = await insertCourse(ds, university.id, { name: 'Zantheon Sculpture' });
    const make = async (key: string, fixture: Partial<Parameters<typeof insertDocument>[1]> & { title: string }) => {
      docs[key] = await insertDocument(ds, { sellerId: seller, subjectId, ...fixture });
    };
    await make('woodcut', {
      title: 'Woodcut Techniques Handbook',
      downloads: 50,
      priceCents: 0,
      courseId: course.id,
      universityId: university.id,
      rating: 4.5,
      publishedDaysAgo: 5,
    });
    await make('engraving', {
      title: 'Engraving and Etching Basics',
      downloads: 120,
      priceCents: 999,
      typeId: 1,
      rating: 3,
      publishedDaysAgo: 1,
    });
    await make('lino', {
      title: 'Linocut Printing Workshop Notes',
      downloads: 10,
      priceCents: 299,
      courseId: otherCourse.id,
      universityId: university.id,
      publishedDaysAgo: 10,
    });
    await make('sameCourse', {
      title: 'Printmaking Course Summary',
      downloads: 5,
      courseId: course.id,
      universityId: university.id,
      publishedDaysAgo: 3,
    });
    await make('otherSubject', { title: 'Quibbleology Woodcut Overview', subjectId: otherSubjectId, downloads: 500 });
    await make('pending', { title: 'Woodcut Secrets Pending', status: 'PENDING' });
    await make('rejected', { title: 'Woodcut Rejected Draft', status: 'REJECTED' });
    await make('calculus', { title: 'Calculus Quickstart Guide', subjectId: otherSubjectId });
    for (let index = 0; index < 6; index += 1)
      await make(`bulk${index}`, { title: `Woodcut Practice Sheet ${index + 1}`, downloads: index });
  });

  afterAll(async () => service?.close());

  describe('browse', () => {
    it('lists approved documents of a subject with an exact total, newest first by default', async () => {
      const { body } = await call<ApiList<DocumentSummary>>('GET', `/documents?subject_id=${subjectId}&limit=3`);
      expect(body.meta.total).toBe(10);
      expect(body.data).toHaveLength(3);
      expect(body.data.every((doc) => doc.status === 'APPROVED')).toBe(true);
      const dates = body.data.map((doc) => doc.published_at!);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('filters by course and type, sorts by downloads and by price', async () => {
      const byCourse = await call<ApiList<DocumentSummary>>('GET', `/documents?course_id=${course.id}&sort=downloads`);
      expect(byCourse.body.data.map((doc) => doc.id)).toEqual([docs.woodcut!.id, docs.sameCourse!.id]);
      const byType = await call<ApiList<DocumentSummary>>(
        'GET',
        `/documents?subject_id=${subjectId}&document_type_id=1`,
      );
      expect(byType.body.data.map((doc) => doc.id)).toEqual([docs.engraving!.id]);
      const byPrice = await call<ApiList<DocumentSummary>>(
        'GET',
        `/documents?university_id=${university.id}&sort=price_desc`,
      );
      expect(byPrice.body.data.map((doc) => doc.price)).toEqual([4.99, 2.99, 0]);
    });

    it('pages without overlap', async () => {
      const first = await call<ApiList<DocumentSummary>>(
        'GET',
        `/documents?subject_id=${subjectId}&limit=4&page=1&sort=downloads`,
      );
      const second = await call<ApiList<DocumentSummary>>(
        'GET',
        `/documents?subject_id=${subjectId}&limit=4&page=2&sort=downloads`,
      );
      const ids = [...first.body.data, ...second.body.data].map((doc) => doc.id);
      expect(new Set(ids).size).toBe(8);
    });

    it('searches text with prefix matching, typo tolerance and an exact total, approved only', async () => {
      const prefix = await call<ApiList<DocumentSummary>>('GET', `/documents?q=woodc`);
      expect(prefix.body.meta.total).toBe(8);
      expect(prefix.body.data.map((doc) => doc.title)).not.toContain('Woodcut Secrets Pending');
      const typo = await call<ApiList<DocumentSummary>>(
        'GET',
        `/documents?q=${encodeURIComponent('engravng etching')}`,
      );
      expect(typo.body.data.map((doc) => doc.id)).toEqual([docs.engraving!.id]);
    });

    it('rejects bad filters with field errors', async () => {
      const { status, body } = await call<ApiError>('GET', `/documents?subject_id=nope&sort=cheapest`);
      expect(status).toBe(400);
      expect(Object.keys(body.error.fields ?? {})).toEqual(expect.arrayContaining(['subject_id', 'sort']));
    });
  });

  describe('instant search', () => {
    it('answers at most 5 documents, approved only, best match first', async () => {
      const { body } = await call<ApiData<InstantSearchResponse>>('GET', '/search/instant?q=woodcut');
      expect(body.data.documents).toHaveLength(5);
      expect(body.data.documents.map((doc) => doc.title)).not.toContain('Woodcut Secrets Pending');
      expect(body.data.documents[0]!.document_type).toBeTruthy();
    });

    it('ignores an empty or blank query', async () => {
      for (const q of ['', '%20%20%20']) {
        const { body } = await call<ApiData<InstantSearchResponse>>('GET', `/search/instant?q=${q}`);
        expect(body.data).toEqual({ documents: [], questions: [] });
      }
    });

    it('finds as you type and through a typo', async () => {
      const partial = await call<ApiData<InstantSearchResponse>>('GET', '/search/instant?q=linoc');
      expect(partial.body.data.documents.map((doc) => doc.id)).toEqual([docs.lino!.id]);
      const typo = await call<ApiData<InstantSearchResponse>>('GET', '/search/instant?q=linocutt');
      expect(typo.body.data.documents.map((doc) => doc.id)).toEqual([docs.lino!.id]);
    });

    it('corrects a typo to the nearest word by edit distance, not the one sharing most letters', async () => {
      // The seeded questions teach the vocabulary "calculate"; "calculas" is one edit from "calculus".
      const { body } = await call<ApiData<InstantSearchResponse>>('GET', '/search/instant?q=calculas');
      expect(body.data.documents.map((doc) => doc.id)).toEqual([docs.calculus!.id]);
    });

    it('suggests at most 3 public homework questions', async () => {
      const { body } = await call<ApiData<InstantSearchResponse>>('GET', '/search/instant?q=what');
      expect(body.data.questions.length).toBeGreaterThan(0);
      expect(body.data.questions.length).toBeLessThanOrEqual(3);
    });
  });

  describe('detail and related', () => {
    it('shows an approved document to anyone and hides pending ones from strangers', async () => {
      expect((await call('GET', `/documents/${docs.woodcut!.slug}`)).status).toBe(200);
      expect((await call('GET', `/documents/${docs.pending!.slug}`)).status).toBe(404);
      expect((await call('GET', `/documents/${docs.pending!.slug}`, { as: buyer })).status).toBe(404);
      expect((await call('GET', `/documents/${docs.pending!.slug}`, { as: seller })).status).toBe(200);
      expect((await call('GET', `/documents/${docs.pending!.id}`, { as: admin, role: 'admin' })).status).toBe(200);
    });

    it('lists related documents: same course first, then the same subject', async () => {
      const { body } = await call<ApiData<DocumentSummary[]>>('GET', `/documents/${docs.woodcut!.id}/related`);
      const ids = body.data.map((doc) => doc.id);
      expect(ids[0]).toBe(docs.sameCourse!.id);
      expect(ids).not.toContain(docs.woodcut!.id);
      expect(ids).not.toContain(docs.pending!.id);
      expect(ids).not.toContain(docs.otherSubject!.id);
      expect(ids.length).toBeLessThanOrEqual(10);
    });

    it('features by download count', async () => {
      const { body } = await call<ApiData<DocumentSummary[]>>('GET', '/documents/featured?limit=2');
      expect(body.data.map((doc) => doc.id)).toEqual([docs.otherSubject!.id, docs.engraving!.id]);
    });
  });

  describe('moderation', () => {
    it('is for admins only', async () => {
      expect((await call('POST', `/admin/documents/${docs.pending!.id}/approve`, { body: {} })).status).toBe(401);
      expect(
        (await call('POST', `/admin/documents/${docs.pending!.id}/approve`, { as: seller, body: {} })).status,
      ).toBe(403);
    });

    it('approves a pending document, counts it, and announces it', async () => {
      const countOf = async () =>
        (
          await service.kernel.dataSource.query<{ document_count: number }[]>(
            `SELECT document_count FROM subjects WHERE id = $1`,
            [subjectId],
          )
        )[0]!.document_count;
      const before = await countOf();
      const approved = await call<ApiData<{ status: string }>>('POST', `/admin/documents/${docs.pending!.id}/approve`, {
        as: admin,
        role: 'admin',
        body: { reason: 'Looks good' },
      });
      expect(approved.body.data.status).toBe('APPROVED');
      expect(await countOf()).toBe(before + 1);
      const outbox = await service.kernel.dataSource.query<{ event_type: string }[]>(
        `SELECT event_type FROM outbox WHERE envelope->'data'->>'documentId' = $1`,
        [docs.pending!.id],
      );
      expect(outbox.map((row) => row.event_type)).toEqual(['document.approved.v1']);
      const again = await call<ApiError>('POST', `/admin/documents/${docs.pending!.id}/reject`, {
        as: admin,
        role: 'admin',
        body: { reason: 'Changed my mind' },
      });
      expect(again.status).toBe(409);
      const takedown = await call<ApiData<{ status: string }>>('POST', `/admin/documents/${docs.pending!.id}/delete`, {
        as: admin,
        role: 'admin',
        body: { reason: 'Copyright notice' },
      });
      expect(takedown.body.data.status).toBe('DELETED');
      expect(await countOf()).toBe(before);
    });

    it('refuses to approve a document whose file has not been processed, until it is', async () => {
      const waiting = await insertDocument(service.kernel.dataSource, {
        title: 'Awaiting Its File',
        sellerId: seller,
        subjectId,
        status: 'PENDING',
        processed: false,
      });
      const early = await call<ApiError>('POST', `/admin/documents/${waiting.id}/approve`, {
        as: admin,
        role: 'admin',
        body: {},
      });
      expect(early.status).toBe(409);
      expect(early.body.error).toMatchObject({
        code: 'FILE_NOT_PROCESSED',
        message: 'This document cannot be approved yet: its file has not been processed.',
      });
      const [row] = await service.kernel.dataSource.query<{ status_id: number }[]>(
        `SELECT status_id FROM documents WHERE id = $1`,
        [waiting.id],
      );
      expect(row!.status_id).toBe(DOCUMENT_STATUS_IDS.PENDING);
      const processed = envelopeOf(
        'document.processed.v1',
        {
          documentId: waiting.id,
          pageCount: 3,
          previewPageCount: 1,
          previewFilePath: `/api/storage/document-previews/${waiting.id}/r1/preview.pdf`,
          previewFileSize: 900,
          cardImagePath: `/api/storage/cover-images/${waiting.id}/r1/cover.webp`,
          originalFileName: 'notes.pdf',
          originalFilePath: `${waiting.id}/r1/original.pdf`,
          originalFileSize: 4000,
          originalFileType: 'pdf',
          convertedFilePath: null,
          convertedFileSize: null,
        },
        'document-processing',
      );
      await publishEvent(service, processed);
      await waitUntilHandled(service, processed.id);
      const approved = await call<ApiData<{ status: string }>>('POST', `/admin/documents/${waiting.id}/approve`, {
        as: admin,
        role: 'admin',
        body: {},
      });
      expect(approved.status).toBe(200);
      expect(approved.body.data.status).toBe('APPROVED');
    });

    it('needs a reason to reject, and a soft rejection lets the seller resubmit', async () => {
      const fresh = await insertDocument(service.kernel.dataSource, {
        title: 'Soft Reject Candidate',
        sellerId: seller,
        subjectId,
        status: 'PENDING',
      });
      expect(
        (await call('POST', `/admin/documents/${fresh.id}/reject`, { as: admin, role: 'admin', body: {} })).status,
      ).toBe(400);
      const soft = await call<ApiData<{ status: string }>>('POST', `/admin/documents/${fresh.id}/reject`, {
        as: admin,
        role: 'admin',
        body: { reason: 'Add page numbers', soft: true },
      });
      expect(soft.body.data.status).toBe('SOFT_REJECT');
      expect((await call('POST', `/documents/${fresh.id}/resubmit`, { as: buyer })).status).toBe(404);
      const resubmitted = await call<ApiData<{ status: string }>>('POST', `/documents/${fresh.id}/resubmit`, {
        as: seller,
      });
      expect(resubmitted.body.data.status).toBe('PENDING');
    });
  });

  describe('creating a document', () => {
    it('creates it pending with its points price and announces it', async () => {
      const created = await call<ApiData<{ id: string; slug: string; status: string }>>('POST', '/documents', {
        as: seller,
        body: {
          title: 'Drypoint Primer',
          description: 'Tools and plates.',
          document_type_id: 8,
          subject_id: subjectId,
          university_id: university.id,
          course_id: course.id,
          price: 3.49,
        },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ slug: 'drypoint-primer', status: 'PENDING' });
      const [row] = await service.kernel.dataSource.query<{ points_price: number; price_cents: number }[]>(
        `SELECT points_price, price_cents FROM documents WHERE id = $1`,
        [created.body.data.id],
      );
      expect(row).toEqual({ points_price: 35, price_cents: 349 });
      const public404 = await call('GET', `/documents/${created.body.data.slug}`);
      expect(public404.status).toBe(404);
    });

    it('refuses a course of another university and anonymous sellers', async () => {
      const other = await insertUniversity(service.kernel.dataSource, {
        name: 'Zantheon Rival College',
        countryCode: 'GB',
      });
      const bad = await call<ApiError>('POST', '/documents', {
        as: seller,
        body: {
          title: 'Mismatch',
          document_type_id: 8,
          subject_id: subjectId,
          university_id: other.id,
          course_id: course.id,
          price: 1,
        },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields?.course_id).toEqual(['This course belongs to another university.']);
      expect((await call('POST', '/documents', { body: { title: 'Anon' } })).status).toBe(401);
    });
  });

  describe('purchases, reviews, bookmarks, views and the library', () => {
    it('only lets buyers review, once, and keeps the average', async () => {
      const target = docs.lino!;
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
      const on = await call<ApiData<{ bookmarked: boolean }>>('POST', `/documents/${docs.engraving!.id}/bookmark`, {
        as: buyer,
      });
      expect(on.body.data.bookmarked).toBe(true);
      const off = await call<ApiData<{ bookmarked: boolean }>>('POST', `/documents/${docs.engraving!.id}/bookmark`, {
        as: buyer,
      });
      expect(off.body.data.bookmarked).toBe(false);
      await call('POST', `/documents/${docs.engraving!.id}/bookmark`, { as: buyer });
      const view = await call('POST', `/documents/${docs.woodcut!.slug}/views`, {
        as: buyer,
        body: { page_number: 3, progress: 42.5, device_info: { user_agent: 'jest', platform: 'linux' } },
      });
      expect(view.status).toBe(204);
      expect((await call('POST', `/documents/${docs.woodcut!.id}/views`, { body: {} })).status).toBe(204);
      // Turning pages in the reader keeps one view for the session.
      const reader = randomUUID();
      for (const page of [1, 4, 5, 6]) {
        await call('POST', `/documents/${docs.woodcut!.id}/views`, {
          as: reader,
          body: { page_number: page, progress: page * 10 },
        });
      }
      const [row] = await service.kernel.dataSource.query<{ view_count: number }[]>(
        `SELECT view_count FROM documents WHERE id = $1`,
        [docs.woodcut!.id],
      );
      expect(row!.view_count).toBe(3);
      const [last] = await service.kernel.dataSource.query<{ page_number: number }[]>(
        `SELECT page_number FROM document_last_views WHERE user_id = $1 AND document_id = $2`,
        [reader, docs.woodcut!.id],
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
      await call('POST', `/documents/${docs.lino!.id}/views`, { as: viewer, body: { page_number: 1 } });
      await call('POST', `/documents/${docs.lino!.id}/views`, { as: viewer, body: { page_number: 2 } });
      await call('POST', `/documents/${docs.lino!.id}/views`, { as: seller, body: { page_number: 1 } });
      await call('POST', `/documents/${docs.lino!.id}/views`, { body: {} });
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
        [docs.lino!.id, 'purchased'],
      ]);
      const recent = await library(buyer, 'recent');
      expect(recent.documents[0]).toMatchObject({ id: docs.woodcut!.id, progress: 42.5 });
      const uploads = await library(seller, 'uploads');
      expect(uploads.documents.map((doc) => doc.status)).toEqual(expect.arrayContaining(['REJECTED', 'APPROVED']));
      expect((await library(seller, 'all')).documents.every((doc) => doc.status === 'APPROVED')).toBe(true);
      expect((await call('GET', '/library')).status).toBe(401);
    });
  });

  describe('read copies', () => {
    it('shows the seller name from profile events, newest wins, and forgets deleted users', async () => {
      const older = envelopeOf('user.profile-updated.v1', {
        userId: seller,
        fullName: 'Old Name',
        avatarUrl: null,
        universityId: null,
        courseId: null,
      });
      const newer = envelopeOf('user.profile-updated.v1', {
        userId: seller,
        fullName: 'Ada Printer',
        avatarUrl: '/api/storage/avatars/x.webp',
        universityId: null,
        courseId: null,
      });
      older.occurredAt = new Date(Date.now() - 60_000).toISOString();
      await publishEvent(service, newer);
      await waitUntilHandled(service, newer.id);
      await publishEvent(service, older);
      await waitUntilHandled(service, older.id);
      const detail = await call<ApiData<DocumentDetail>>('GET', `/documents/${docs.woodcut!.id}`);
      expect(detail.body.data.user).toEqual({
        id: seller,
        full_name: 'Ada Printer',
        avatar_url: '/api/storage/avatars/x.webp',
      });
      const deleted = envelopeOf('user.deleted.v1', { userId: buyer, deletedBy: null });
      await publishEvent(service, deleted);
      await waitUntilHandled(service, deleted.id);
      const bookmarks = await service.kernel.dataSource.query<unknown[]>(
        `SELECT 1 FROM document_bookmarks WHERE user_id = $1`,
        [buyer],
      );
      expect(bookmarks).toHaveLength(0);
    });

    it('fills page counts and files from document.processed.v1', async () => {
      const event = envelopeOf(
        'document.processed.v1',
        {
          documentId: docs.bulk0!.id,
          pageCount: 12,
          previewPageCount: 3,
          previewFilePath: '/api/storage/document-previews/p.pdf',
          previewFileSize: 1000,
          cardImagePath: '/api/storage/cover-images/c.webp',
          originalFileName: 'notes.docx',
          originalFilePath: 'x/original.docx',
          originalFileSize: 5000,
          originalFileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          convertedFilePath: 'x/converted.pdf',
          convertedFileSize: 4000,
        },
        'document-processing',
      );
      await publishEvent(service, event);
      await waitUntilHandled(service, event.id);
      const detail = await call<ApiData<DocumentDetail>>('GET', `/documents/${docs.bulk0!.id}`);
      expect(detail.body.data).toMatchObject({
        page_count: 12,
        preview_page_count: 3,
        card_image_path: '/api/storage/cover-images/c.webp',
      });
    });

    it('shows its seller why processing refused a file, until a file is processed', async () => {
      const failed = envelopeOf(
        'document.processing-failed.v1',
        { documentId: docs.bulk1!.id, sellerId: seller, revision: 1, reason: 'This PDF is password-protected.' },
        'document-processing',
      );
      await publishEvent(service, failed);
      await waitUntilHandled(service, failed.id);
      const mine = await call<ApiData<{ id: string; processing_error: string | null }[]>>('GET', '/documents/mine', {
        as: seller,
      });
      expect(mine.body.data.find((doc) => doc.id === docs.bulk1!.id)?.processing_error).toBe(
        'This PDF is password-protected.',
      );
      const processed = envelopeOf(
        'document.processed.v1',
        {
          documentId: docs.bulk1!.id,
          pageCount: 2,
          previewPageCount: 1,
          previewFilePath: '/api/storage/document-previews/q.pdf',
          previewFileSize: 10,
          cardImagePath: null,
          originalFileName: 'notes.pdf',
          originalFilePath: 'y/original.pdf',
          originalFileSize: 50,
          originalFileType: 'pdf',
          convertedFilePath: null,
          convertedFileSize: null,
        },
        'document-processing',
      );
      await publishEvent(service, processed);
      await waitUntilHandled(service, processed.id);
      const after = await call<ApiData<{ id: string; processing_error: string | null }[]>>('GET', '/documents/mine', {
        as: seller,
      });
      expect(after.body.data.find((doc) => doc.id === docs.bulk1!.id)?.processing_error).toBeNull();
    });

    it('logs every download and counts a person once, never the seller', async () => {
      const documentId = docs.bulk2!.id;
      const countOf = async () =>
        (
          await service.kernel.dataSource.query<{ download_count: number }[]>(
            `SELECT download_count FROM documents WHERE id = $1`,
            [documentId],
          )
        )[0]!.download_count;
      const before = await countOf();
      const reader = randomUUID();
      for (const userId of [reader, reader, seller]) {
        const event = envelopeOf('document.downloaded.v1', { documentId, userId }, 'document-processing');
        await publishEvent(service, event);
        await waitUntilHandled(service, event.id);
      }
      expect(await countOf()).toBe(before + 1);
      const logged = await service.kernel.dataSource.query<unknown[]>(
        `SELECT 1 FROM document_downloads WHERE document_id = $1`,
        [documentId],
      );
      expect(logged).toHaveLength(3);
    });
  });
});
