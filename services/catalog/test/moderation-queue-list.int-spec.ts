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

jest.setTimeout(120_000);

/** The moderation queue as a back-office table: title search, chosen orders and the CSV export. */
describe('admin documents: search, sorting and CSV', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  const seller = randomUUID();
  const admin = { userId: randomUUID(), role: 'admin' as const };
  const tag = `Queue${Date.now().toString(36)}`;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(catalogService, { verifier: tokens.verifier });
    const subjectId = await insertSubject(service.kernel.dataSource, `Queue Studies ${tag}`);
    for (const [title, status] of [
      [`${tag} Beta organic chemistry`, 'PENDING'],
      [`${tag} Alpha, "calculus" =notes`, 'APPROVED'],
      [`${tag} Gamma physics 100%`, 'REJECTED'],
    ] as const) {
      await insertDocument(service.kernel.dataSource, { title, sellerId: seller, subjectId, status });
    }
  });
  afterAll(() => service?.close());

  const get = async (path: string, as: { userId: string; role: 'admin' | 'user' } = admin) =>
    fetch(`${service.baseUrl}${path}`, { headers: { authorization: `Bearer ${await tokens.sign(as)}` } });
  const titlesOf = async (path: string) =>
    ((await (await get(path)).json()) as ApiList<DocumentSummary>).data.map((row) => row.title.replace(`${tag} `, ''));

  it('searches titles, taking wildcard characters literally', async () => {
    expect(await titlesOf(`/admin/documents?q=${encodeURIComponent(`${tag} gamma`)}`)).toEqual(['Gamma physics 100%']);
    expect(await titlesOf(`/admin/documents?q=${encodeURIComponent(`${tag}%`)}`)).toEqual([]);
  });

  it('orders by title either way and refuses other columns', async () => {
    const query = `/admin/documents?seller_id=${seller}&sort=title`;
    expect(await titlesOf(`${query}&order=asc`)).toEqual([
      'Alpha, "calculus" =notes',
      'Beta organic chemistry',
      'Gamma physics 100%',
    ]);
    expect((await titlesOf(`${query}&order=desc`))[0]).toBe('Gamma physics 100%');
    expect((await get('/admin/documents?sort=original_file_path')).status).toBe(400);
  });

  it('exports the matching documents as CSV to admins only', async () => {
    const response = await get(`/admin/documents?seller_id=${seller}&sort=title&order=asc&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="documents-[\d-]+\.csv"/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Document id,Title,Status,Seller id,Seller,Type,Subject,University,Points price,Pages,Sales,Similarity flag,Uploaded at,Published at',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`,"${tag} Alpha, ""calculus"" =notes",APPROVED,${seller},`);
    expect((await get(`/admin/documents?format=csv`, { userId: seller, role: 'user' })).status).toBe(403);
  });
});
