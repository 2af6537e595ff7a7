import { randomUUID } from 'node:crypto';
import { DOCUMENT_STATUS_IDS } from '@studyhub/contracts';
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

jest.setTimeout(120_000);

describe('a report upheld in the reports queue takes the document down', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  const seller = randomUUID();
  const admin = randomUUID();
  let subjectId: string;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(catalogService, { verifier: tokens.verifier });
    subjectId = await insertSubject(service.kernel.dataSource, 'Report Studies');
  });

  afterAll(() => service?.close());

  function resolvedEvent(documentId: string, resolution: 'taken_down' | 'dismissed', reportId = randomUUID()) {
    return envelopeOf(
      'report.resolved.v1',
      {
        reportId,
        documentId,
        sellerId: seller,
        title: 'Reported notes',
        resolution,
        refundBuyers: resolution === 'taken_down',
        reason: resolution === 'taken_down' ? 'Copyright notice upheld.' : '',
        moderatorId: admin,
        reporterUserId: randomUUID(),
        reporterEmail: null,
        reporterName: null,
        reply: 'Thank you.',
      },
      'content',
    );
  }

  async function deliver(event: ReturnType<typeof envelopeOf>): Promise<void> {
    await publishEvent(service, event);
    await waitUntilHandled(service, event.id);
  }

  const statusOf = async (id: string) =>
    (
      await service.kernel.dataSource.query<{ status_id: number }[]>('SELECT status_id FROM documents WHERE id = $1', [
        id,
      ])
    )[0]!.status_id;

  const deletedEvents = (id: string) =>
    service.kernel.dataSource.query<{ data: Record<string, unknown> }[]>(
      `SELECT envelope->'data' AS data FROM outbox WHERE event_type = 'document.deleted.v1' AND envelope->'data'->>'documentId' = $1`,
      [id],
    );

  it('deletes the document once, records who and why, and announces document.deleted.v1 once', async () => {
    const document = await insertDocument(service.kernel.dataSource, {
      title: 'Reported notes',
      sellerId: seller,
      subjectId,
    });
    expect((await fetch(`${service.baseUrl}/documents/${document.slug}`)).status).toBe(200);

    const reportId = randomUUID();
    await deliver(resolvedEvent(document.id, 'taken_down', reportId));
    // The same report announced again (a replay with a new event id) changes nothing more.
    await deliver(resolvedEvent(document.id, 'taken_down', reportId));

    expect(await statusOf(document.id)).toBe(DOCUMENT_STATUS_IDS.DELETED);
    expect((await fetch(`${service.baseUrl}/documents/${document.slug}`)).status).toBe(404);
    const moderations = await service.kernel.dataSource.query<{ reason: string; moderator_id: string }[]>(
      'SELECT reason, moderator_id FROM document_moderations WHERE document_id = $1',
      [document.id],
    );
    expect(moderations).toEqual([{ reason: 'Copyright notice upheld.', moderator_id: admin }]);
    const events = await deletedEvents(document.id);
    expect(events).toEqual([
      {
        data: {
          documentId: document.id,
          sellerId: seller,
          title: 'Reported notes',
          slug: document.slug,
          reason: 'Copyright notice upheld.',
          moderatorId: admin,
        },
      },
    ]);
  });

  it('leaves the document listed when the report was dismissed', async () => {
    const document = await insertDocument(service.kernel.dataSource, {
      title: 'Fine notes',
      sellerId: seller,
      subjectId,
    });
    await deliver(resolvedEvent(document.id, 'dismissed'));
    expect(await statusOf(document.id)).toBe(DOCUMENT_STATUS_IDS.APPROVED);
    expect(await deletedEvents(document.id)).toEqual([]);
  });

  it('skips a document catalog does not have', async () => {
    const unknown = randomUUID();
    await deliver(resolvedEvent(unknown, 'taken_down'));
    expect(await deletedEvents(unknown)).toEqual([]);
  });
});
