import { randomUUID } from 'node:crypto';
import { publishEvent, waitUntilHandled, type TestService } from '@studyhub/platform/testing';
import type { ApiData, DocumentDetail } from '@studyhub/contracts';
import { envelopeOf } from './support/documents.factory';
import { DocumentsWorld } from './support/documents-world';

describe('documents, search and library', () => {
  const world = new DocumentsWorld();
  const { call, docs, seller, buyer } = world;
  let service: TestService;

  beforeAll(async () => {
    await world.start();
    ({ service } = world);
  });

  afterAll(() => world.close());

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
      const detail = await call<ApiData<DocumentDetail>>('GET', `/documents/${docs.woodcut.id}`);
      expect(detail.body.data.user).toEqual({
        id: seller,
        full_name: 'Ada Printer',
        avatar_url: '/api/storage/avatars/x.webp',
      });
      // The buyer has something to forget (in one suite this was the library tests' bookmark).
      const bookmarksOf = () =>
        service.kernel.dataSource.query<unknown[]>(`SELECT 1 FROM document_bookmarks WHERE user_id = $1`, [buyer]);
      await call('POST', `/documents/${docs.engraving.id}/bookmark`, { as: buyer });
      expect(await bookmarksOf()).toHaveLength(1);
      const deleted = envelopeOf('user.deleted.v1', { userId: buyer, deletedBy: null });
      await publishEvent(service, deleted);
      await waitUntilHandled(service, deleted.id);
      expect(await bookmarksOf()).toHaveLength(0);
    });

    it('fills page counts and files from document.processed.v1', async () => {
      const event = envelopeOf(
        'document.processed.v1',
        {
          documentId: docs.bulk0.id,
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
      const detail = await call<ApiData<DocumentDetail>>('GET', `/documents/${docs.bulk0.id}`);
      expect(detail.body.data).toMatchObject({
        page_count: 12,
        preview_page_count: 3,
        card_image_path: '/api/storage/cover-images/c.webp',
      });
    });

    it('shows its seller why processing refused a file, until a file is processed', async () => {
      const failed = envelopeOf(
        'document.processing-failed.v1',
        { documentId: docs.bulk1.id, sellerId: seller, revision: 1, reason: 'This PDF is password-protected.' },
        'document-processing',
      );
      await publishEvent(service, failed);
      await waitUntilHandled(service, failed.id);
      const mine = await call<ApiData<{ id: string; processing_error: string | null }[]>>('GET', '/documents/mine', {
        as: seller,
      });
      expect(mine.body.data.find((doc) => doc.id === docs.bulk1.id)?.processing_error).toBe(
        'This PDF is password-protected.',
      );
      const processed = envelopeOf(
        'document.processed.v1',
        {
          documentId: docs.bulk1.id,
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
      expect(after.body.data.find((doc) => doc.id === docs.bulk1.id)?.processing_error).toBeNull();
    });

    it('logs every download and counts a person once, never the seller', async () => {
      const documentId = docs.bulk2.id;
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
