import { randomUUID } from 'node:crypto';
import {
  checkAuthorizationMatrix,
  privateDataLeaks,
  startMatrixService,
  type MatrixService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { documentProcessingService } from '../src/service';

describe('document-processing: authorization matrix', () => {
  let service: MatrixService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    service = await startMatrixService(documentProcessingService);
    tokens = service.tokens;
  });

  afterAll(async () => {
    await service?.close();
  });

  it('holds every route to its rule for every kind of caller', async () => {
    const matrix = await checkAuthorizationMatrix(service, tokens);
    expect(matrix.failures).toEqual([]);
    expect(matrix.routes.length).toBeGreaterThan(5);
  });

  describe('private data', () => {
    const send = (method: string, path: string, token: string) =>
      fetch(`${service.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}` } });

    it("shows no one else a user's study files, nor a seller's uploads and files", async () => {
      const ownerId = randomUUID();
      const owner = await tokens.sign({ userId: ownerId });
      const stranger = await tokens.sign({ userId: randomUUID() });
      const secret = `lecture-notes-${randomUUID().slice(0, 8)}`;
      // Rows as the upload pipeline leaves them (the file's bytes are never read on these routes).
      const studyFileId = randomUUID();
      await service.kernel.dataSource.query(
        `INSERT INTO study_files (id, owner_id, file_name, file_type, size_bytes, sha256, status, page_count, original_key)
         VALUES ($1, $2, $3, 'pdf', 10, repeat('b', 64), 'READY', 1, $4)`,
        [studyFileId, ownerId, `${secret}.pdf`, `study-files/${studyFileId}.pdf`],
      );
      expect((await send('GET', `/uploads/study-files/${studyFileId}`, owner)).status).toBe(200);

      const documentId = randomUUID();
      await service.kernel.dataSource.query(
        `INSERT INTO document_owners (document_id, seller_id, title, slug, status, updated_at)
         VALUES ($1, $2, $3, $3, 'PENDING', now())`,
        [documentId, ownerId, secret],
      );
      await service.kernel.dataSource.query(
        `INSERT INTO uploads (document_id, revision, uploader_id, file_name, file_type, size_bytes, sha256, original_key, stage)
         VALUES ($1, 1, $2, $3, 'pdf', 10, repeat('a', 64), $4, 'READY')`,
        [documentId, ownerId, `${secret}.pdf`, `originals/${documentId}/1.pdf`],
      );
      expect((await send('GET', `/uploads/${documentId}/status`, owner)).status).toBe(200);

      const leaks = await privateDataLeaks(service, stranger, {
        secrets: [secret, studyFileId],
        refused: [
          { method: 'GET', path: `/uploads/study-files/${studyFileId}` },
          { method: 'GET', path: `/uploads/study-files/${studyFileId}/file-url` },
          { method: 'DELETE', path: `/uploads/study-files/${studyFileId}` },
          { method: 'GET', path: `/uploads/${documentId}/status` },
          { method: 'GET', path: `/documents/${documentId}/file-url` },
        ],
        listed: [{ method: 'GET', path: '/uploads/study-files' }],
      });
      expect(leaks).toEqual([]);
      expect((await send('GET', `/uploads/study-files/${studyFileId}`, owner)).status).toBe(200);
    });
  });
});
