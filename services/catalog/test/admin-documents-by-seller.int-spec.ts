import { randomUUID } from 'node:crypto';
import type { ApiList, DocumentSummary } from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { catalogService } from '../src/service';
import { insertDocument, insertSubject } from './support/documents.factory';

type AdminRow = DocumentSummary & { sales_count: number };

jest.setTimeout(120_000);

/** GET /admin/documents?seller_id=: one seller's uploads in every status, for the user detail page. */
describe('admin documents of one seller', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  const seller = randomUUID();
  const otherSeller = randomUUID();
  const admin = randomUUID();
  let subjectId: string;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(catalogService, { verifier: tokens.verifier });
    subjectId = await insertSubject(service.kernel.dataSource, `Seller Studies ${Date.now()}`);
  });

  afterAll(() => service?.close());

  const get = async (path: string, as: { userId: string; role: 'admin' | 'user' } | null) => {
    const response = await fetch(`${service.baseUrl}${path}`, {
      headers: as ? { authorization: `Bearer ${await tokens.sign(as)}` } : {},
    });
    return { status: response.status, body: (await response.json()) as ApiList<AdminRow> };
  };

  const buy = (documentId: string, orderId: string | null) =>
    service.kernel.dataSource.query(`INSERT INTO user_documents (user_id, document_id, order_id) VALUES ($1, $2, $3)`, [
      randomUUID(),
      documentId,
      orderId,
    ]);

  it('lists every status of the seller with sales counted from orders only, and pages', async () => {
    const dataSource = service.kernel.dataSource;
    const approved = await insertDocument(dataSource, {
      title: 'Approved notes',
      sellerId: seller,
      subjectId,
      downloads: 7,
    });
    const pending = await insertDocument(dataSource, {
      title: 'Pending notes',
      sellerId: seller,
      subjectId,
      status: 'PENDING',
    });
    const rejected = await insertDocument(dataSource, {
      title: 'Rejected notes',
      sellerId: seller,
      subjectId,
      status: 'REJECTED',
    });
    await insertDocument(dataSource, { title: 'Someone else', sellerId: otherSeller, subjectId });
    await buy(approved.id, randomUUID());
    await buy(approved.id, randomUUID());
    await buy(approved.id, null);

    const all = await get(`/admin/documents?seller_id=${seller}&limit=50`, { userId: admin, role: 'admin' });
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBe(3);
    const byId = new Map(all.body.data.map((row) => [row.id, row]));
    expect([...byId.keys()].sort()).toEqual([approved.id, pending.id, rejected.id].sort());
    expect(byId.get(approved.id)).toMatchObject({
      status: 'APPROVED',
      download_count: 7,
      sales_count: 2,
      points_price: 50,
    });
    expect(byId.get(pending.id)).toMatchObject({ status: 'PENDING', sales_count: 0 });
    expect(all.body.data.every((row) => row.user.id === seller)).toBe(true);

    const onlyRejected = await get(`/admin/documents?seller_id=${seller}&status=REJECTED`, {
      userId: admin,
      role: 'admin',
    });
    expect(onlyRejected.body.data.map((row) => row.id)).toEqual([rejected.id]);

    const secondPage = await get(`/admin/documents?seller_id=${seller}&page=2&limit=2`, {
      userId: admin,
      role: 'admin',
    });
    expect(secondPage.body.meta).toEqual({ page: 2, limit: 2, total: 3 });
    expect(secondPage.body.data).toHaveLength(1);
  });

  it('refuses a seller id that is not a uuid', async () => {
    const answer = await get('/admin/documents?seller_id=nobody', { userId: admin, role: 'admin' });
    expect(answer.status).toBe(400);
  });

  it('answers only admins', async () => {
    expect((await get(`/admin/documents?seller_id=${seller}`, null)).status).toBe(401);
    expect((await get(`/admin/documents?seller_id=${seller}`, { userId: seller, role: 'user' })).status).toBe(403);
  });
});
