import { randomUUID } from 'node:crypto';
import {
  checkAuthorizationMatrix,
  privateDataLeaks,
  startMatrixService,
  type MatrixService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { contentService } from '../src/service';

describe('content: authorization matrix', () => {
  let service: MatrixService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    service = await startMatrixService(contentService);
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
    const send = async (method: string, path: string, token: string, body?: unknown) => {
      const response = await fetch(`${service.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, text: await response.text() };
    };

    it('shows no one else the scholarships a user saved, nor lets them unsave one for them', async () => {
      const admin = await tokens.sign({ userId: randomUUID(), role: 'admin' });
      const owner = await tokens.sign({ userId: randomUUID() });
      const stranger = await tokens.sign({ userId: randomUUID() });
      const title = `Quiet Fellowship ${randomUUID().slice(0, 8)}`;
      const created = await send('POST', '/admin/scholarships', admin, {
        title,
        provider: 'Matrix Foundation',
        description: 'A scholarship the authorization matrix saves for one student only.',
        amount_min_cents: 100_000,
        amount_max_cents: null,
        fields_of_study: ['engineering'],
        levels: ['undergraduate'],
        country_code: 'GB',
        country_name: 'United Kingdom',
        university: null,
        course: null,
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        eligibility: 'Anyone the matrix names.',
        how_to_apply: 'Run the matrix.',
        official_url: 'https://scholarships.example.org/matrix',
        is_published: true,
      });
      expect(created.status).toBe(201);
      const id = (JSON.parse(created.text) as { data: { id: string } }).data.id;
      expect((await send('PUT', `/scholarships/${id}/saved`, owner)).status).toBeLessThan(300);
      expect((await send('GET', '/scholarships/saved', owner)).text).toContain(id);

      const leaks = await privateDataLeaks(service, stranger, {
        secrets: [id],
        listed: [{ method: 'GET', path: '/scholarships/saved' }],
      });
      expect(leaks).toEqual([]);
      // The scholarship is public; unsaving it only ever touches the caller's own list.
      expect((await send('DELETE', `/scholarships/${id}/saved`, stranger)).status).toBeLessThan(300);
      expect((await send('GET', '/scholarships/saved', owner)).text).toContain(id);
    });
  });
});
