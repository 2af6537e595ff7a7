import { publishEvent, waitUntilHandled, type TestService } from '@studyhub/platform/testing';
import { DOCUMENT_STATUS_IDS, UPLOADS_CLOSED_MESSAGE } from '@studyhub/contracts';
import type { ApiData, ApiError } from '@studyhub/contracts';
import { insertUniversity } from './support/catalog.factory';
import { envelopeOf, insertDocument } from './support/documents.factory';
import { DocumentsWorld } from './support/documents-world';

describe('documents, search and library', () => {
  const world = new DocumentsWorld();
  const { call, docs, seller, buyer, admin } = world;
  let service: TestService;
  let subjectId: string;
  let university: { id: string; slug: string };
  let course: { id: string };

  beforeAll(async () => {
    await world.start();
    ({ service, subjectId, university, course } = world);
  });

  afterAll(() => world.close());

  describe('moderation', () => {
    it('is for admins only', async () => {
      expect((await call('POST', `/admin/documents/${docs.pending.id}/approve`, { body: {} })).status).toBe(401);
      expect((await call('POST', `/admin/documents/${docs.pending.id}/approve`, { as: seller, body: {} })).status).toBe(
        403,
      );
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
      const approved = await call<ApiData<{ status: string }>>('POST', `/admin/documents/${docs.pending.id}/approve`, {
        as: admin,
        role: 'admin',
        body: { reason: 'Looks good' },
      });
      expect(approved.body.data.status).toBe('APPROVED');
      expect(await countOf()).toBe(before + 1);
      const outbox = await service.kernel.dataSource.query<{ event_type: string }[]>(
        `SELECT event_type FROM outbox WHERE envelope->'data'->>'documentId' = $1`,
        [docs.pending.id],
      );
      expect(outbox.map((row) => row.event_type)).toEqual(['document.approved.v1']);
      const again = await call<ApiError>('POST', `/admin/documents/${docs.pending.id}/reject`, {
        as: admin,
        role: 'admin',
        body: { reason: 'Changed my mind' },
      });
      expect(again.status).toBe(409);
      const takedown = await call<ApiData<{ status: string }>>('POST', `/admin/documents/${docs.pending.id}/delete`, {
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

    it('refuses new listings while document-processing says uploads are closed, the newest switch winning', async () => {
      const listing = (title: string) =>
        call<ApiData<{ id: string }> & Partial<ApiError>>('POST', '/documents', {
          as: seller,
          body: { title, document_type_id: 8, subject_id: subjectId, price: 1 },
        });
      const switched = async (open: boolean, settingsVersion: number) => {
        const event = envelopeOf('document.uploads-switched.v1', { open, settingsVersion });
        await publishEvent(service, event);
        await waitUntilHandled(service, event.id);
      };
      const listingsTitled = async (title: string) =>
        (await service.kernel.dataSource.query<unknown[]>(`SELECT 1 FROM documents WHERE title = $1`, [title])).length;

      await switched(false, 4);
      const refused = await listing('Closed Shop Notes');
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'UPLOADS_CLOSED', message: UPLOADS_CLOSED_MESSAGE });
      expect(await listingsTitled('Closed Shop Notes')).toBe(0);

      // An older announcement arriving late does not reopen them, nor does a repeat change anything.
      await switched(true, 3);
      expect((await listing('Closed Shop Notes')).status).toBe(403);
      await switched(false, 4);
      expect((await listing('Closed Shop Notes')).status).toBe(403);

      await switched(true, 5);
      expect((await listing('Open Again Notes')).status).toBe(201);
      expect(await listingsTitled('Open Again Notes')).toBe(1);
    });
  });
});
