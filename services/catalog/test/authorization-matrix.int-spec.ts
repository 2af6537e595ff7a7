import { randomUUID } from 'node:crypto';
import {
  checkAuthorizationMatrix,
  privateDataLeaks,
  startMatrixService,
  type MatrixService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { catalogService } from '../src/service';
import { insertDocument, insertSubject } from './support/documents.factory';

describe('catalog: authorization matrix', () => {
  let service: MatrixService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    service = await startMatrixService(catalogService);
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
    it('shows a document that is not approved to its seller and to no one else', async () => {
      const sellerId = randomUUID();
      const seller = await tokens.sign({ userId: sellerId });
      const stranger = await tokens.sign({ userId: randomUUID() });
      const subjectId = await insertSubject(service.kernel.dataSource, `Matrix Subject ${randomUUID().slice(0, 8)}`);
      for (const status of ['PENDING', 'REJECTED', 'SOFT_REJECT', 'DELETED'] as const) {
        const title = `Unapproved ${status} ${randomUUID().slice(0, 8)}`;
        const document = await insertDocument(service.kernel.dataSource, { title, status, sellerId, subjectId });
        if (status !== 'DELETED') {
          const own = await fetch(`${service.baseUrl}/documents/${document.id}`, {
            headers: { authorization: `Bearer ${seller}` },
          });
          expect([status, own.status]).toEqual([status, 200]);
        }
        for (const caller of [stranger, undefined]) {
          const leaks = await privateDataLeaks(service, caller, {
            secrets: [title, document.id, document.slug],
            refused: [
              { method: 'GET', path: `/documents/${document.id}` },
              { method: 'GET', path: `/documents/${document.slug}` },
              { method: 'GET', path: `/documents/${document.id}/related` },
              { method: 'GET', path: `/documents/${document.id}/reviews` },
              ...(caller
                ? [
                    { method: 'PUT', path: `/documents/${document.id}/price`, body: { price: 9.99 } },
                    { method: 'POST', path: `/documents/${document.id}/resubmit`, body: {} },
                    { method: 'DELETE', path: `/documents/${document.id}` },
                  ]
                : []),
            ],
            listed: [
              { method: 'GET', path: `/documents?q=${encodeURIComponent(title)}` },
              { method: 'GET', path: `/documents?subject=${subjectId}` },
              { method: 'GET', path: `/search/instant?q=${encodeURIComponent(title)}` },
              ...(caller
                ? [
                    { method: 'GET', path: '/documents/mine' },
                    { method: 'GET', path: '/library' },
                  ]
                : []),
            ],
          });
          expect([status, caller ? 'stranger' : 'anonymous', leaks]).toEqual([
            status,
            caller ? 'stranger' : 'anonymous',
            [],
          ]);
        }
      }
    });
  });
});
