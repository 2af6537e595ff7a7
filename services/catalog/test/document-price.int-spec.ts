import { randomUUID } from 'node:crypto';
import { DOCUMENT_STATUS_IDS, type ApiData, type ApiError, type DocumentPriceResponse } from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { catalogService } from '../src/service';
import { insertDocument, insertSubject } from './support/documents.factory';

jest.setTimeout(60_000);

describe('a seller changes the price of a document', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let subjectId: string;
  const seller = randomUUID();

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(catalogService, { verifier: tokens.verifier });
    subjectId = await insertSubject(service.kernel.dataSource, `Pricing ${randomUUID().slice(0, 6)}`);
  });

  afterAll(async () => {
    await service?.close();
  });

  const putPrice = async (key: string, as: string, body: unknown) => {
    const response = await fetch(`${service.baseUrl}/documents/${key}/price`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await tokens.sign({ userId: as })}`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  const priceEventsOf = (documentId: string) =>
    service.kernel.dataSource.query<{ envelope: { data: Record<string, unknown>; producer: string } }[]>(
      `SELECT envelope FROM outbox WHERE event_type = 'document.price-changed.v1' AND envelope->'data'->>'documentId' = $1
        ORDER BY id`,
      [documentId],
    );

  it('stores the new price and announces it in the same transaction, once per real change', async () => {
    const document = await insertDocument(service.kernel.dataSource, {
      title: 'Etching Handbook',
      sellerId: seller,
      subjectId,
      priceCents: 600,
    });
    const changed = await putPrice(document.slug, seller, { price: 4.5 });
    expect(changed.status).toBe(200);
    expect((changed.body as ApiData<DocumentPriceResponse>).data).toEqual({
      id: document.id,
      price: 4.5,
      points_price: 45,
    });
    const [row] = await service.kernel.dataSource.query<{ price_cents: number; points_price: number }[]>(
      `SELECT price_cents, points_price FROM documents WHERE id = $1`,
      [document.id],
    );
    expect(row).toEqual({ price_cents: 450, points_price: 45 });

    const [event, ...more] = await priceEventsOf(document.id);
    expect(more).toEqual([]);
    expect(event?.envelope.producer).toBe('catalog');
    expect(event?.envelope.data).toEqual({
      documentId: document.id,
      sellerId: seller,
      title: 'Etching Handbook',
      slug: document.slug,
      oldPointsPrice: 60,
      newPointsPrice: 45,
      changedBy: seller,
    });

    // The same points price again changes nothing worth announcing.
    expect((await putPrice(document.id, seller, { price: 4.5 })).status).toBe(200);
    expect(await priceEventsOf(document.id)).toHaveLength(1);
  });

  it('lets only the seller change it, refuses bad prices and deleted documents, and announces nothing then', async () => {
    const document = await insertDocument(service.kernel.dataSource, {
      title: 'Mezzotint Notes',
      sellerId: seller,
      subjectId,
      priceCents: 300,
    });
    const stranger = await putPrice(document.id, randomUUID(), { price: 1 });
    expect(stranger.status).toBe(403);
    expect((stranger.body as ApiError).error.message).toBe('Only the seller of this document can do this.');

    const negative = await putPrice(document.id, seller, { price: -1 });
    expect(negative.status).toBe(400);
    expect((negative.body as ApiError).error.fields?.price).toEqual(['Price cannot be negative.']);
    expect((await putPrice(document.id, seller, { price: 1.234 })).status).toBe(400);
    expect((await putPrice(document.id, seller, {})).status).toBe(400);

    await service.kernel.dataSource.query(`UPDATE documents SET status_id = $2 WHERE id = $1`, [
      document.id,
      DOCUMENT_STATUS_IDS.DELETED,
    ]);
    expect((await putPrice(document.id, seller, { price: 2 })).status).toBe(404);
    expect(await priceEventsOf(document.id)).toEqual([]);
  });
});
