import { randomUUID } from 'node:crypto';
import type { ApiList, DocumentSimilarityFlag, DocumentSummary } from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  publishEvent,
  startTestService,
  waitUntilHandled,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { catalogService } from '../src/service';
import { envelopeOf, insertDocument, insertSubject } from './support/documents.factory';

type QueueItem = DocumentSummary & { similarity_flag: DocumentSimilarityFlag | null };

jest.setTimeout(120_000);

describe('the plagiarism checker’s flag on an upload, in the moderation queue', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  const seller = randomUUID();
  const admin = randomUUID();
  let subjectId: string;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(catalogService, { verifier: tokens.verifier });
    subjectId = await insertSubject(service.kernel.dataSource, 'Similarity Studies');
  });

  afterAll(() => service?.close());

  async function queue(): Promise<QueueItem[]> {
    const response = await fetch(`${service.baseUrl}/admin/documents?status=PENDING&limit=50`, {
      headers: { authorization: `Bearer ${await tokens.sign({ userId: admin, role: 'admin' })}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as ApiList<QueueItem>).data;
  }

  async function flag(documentId: string, similarity: number, occurredAt?: string): Promise<void> {
    const event = envelopeOf(
      'document.similarity-flagged.v1',
      { documentId, similarity, matchedDocuments: [{ documentId: randomUUID(), title: 'Original notes', similarity }] },
      'ai-tools',
    );
    if (occurredAt) event.occurredAt = occurredAt;
    await publishEvent(service, event);
    await waitUntilHandled(service, event.id);
  }

  it('stores document.similarity-flagged.v1 and shows it on the flagged upload only', async () => {
    const copied = await insertDocument(service.kernel.dataSource, { title: 'Copied notes', sellerId: seller, subjectId, status: 'PENDING' });
    const original = await insertDocument(service.kernel.dataSource, { title: 'Own notes', sellerId: seller, subjectId, status: 'PENDING' });
    await flag(copied.id, 72.5);
    const items = await queue();
    expect(items.find((item) => item.id === copied.id)!.similarity_flag).toEqual({
      similarity: 72.5,
      matched_documents: [{ document_id: expect.any(String), title: 'Original notes', similarity: 72.5 }],
      flagged_at: expect.any(String),
    });
    expect(items.find((item) => item.id === original.id)!.similarity_flag).toBeNull();
  });

  it('keeps the newest check: a later flag replaces an earlier one, an older one arriving late does not', async () => {
    const document = await insertDocument(service.kernel.dataSource, { title: 'Revised notes', sellerId: seller, subjectId, status: 'PENDING' });
    await flag(document.id, 40);
    await flag(document.id, 55);
    await flag(document.id, 90, new Date(Date.now() - 3_600_000).toISOString());
    const item = (await queue()).find((candidate) => candidate.id === document.id)!;
    expect(item.similarity_flag!.similarity).toBe(55);
  });

  it('skips a flag on a document catalog does not have', async () => {
    await flag(randomUUID(), 80);
    const rows = await service.kernel.dataSource.query<unknown[]>('SELECT 1 FROM document_similarity_flags WHERE similarity = 80');
    expect(rows).toEqual([]);
  });
});
