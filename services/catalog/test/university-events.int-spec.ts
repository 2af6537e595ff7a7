import { randomUUID } from 'node:crypto';
import type { ApiData, EventEnvelope, UniversityResponse } from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { catalogService } from '../src/service';

/** university.status-changed.v1: what the back office counts as universities waiting for approval. */
describe('university status events', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(catalogService, { verifier: tokens.verifier });
  });

  afterAll(async () => {
    await service?.close();
  });

  const call = async <T>(method: string, path: string, body?: unknown) => {
    const token = await tokens.sign({ userId: randomUUID(), role: 'admin' });
    const response = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  const statusesOf = async (universityId: string) => {
    const rows = await service.kernel.dataSource.query<{ envelope: EventEnvelope & { data: { status: string } } }[]>(
      `SELECT envelope FROM outbox WHERE event_type = 'university.status-changed.v1'
          AND envelope->'data'->>'universityId' = $1 ORDER BY id`,
      [universityId],
    );
    return rows.map((row) => row.envelope.data.status);
  };

  it('announces a university created pending, each change of its status, and its deletion', async () => {
    const created = await call<ApiData<UniversityResponse>>('POST', '/admin/universities', {
      name: `Event Harbour University ${randomUUID().slice(0, 8)}`,
      country: 'KE',
      type: 'public',
      categories: [],
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(await statusesOf(id)).toEqual(['pending']);

    // A change that leaves the status as it was announces nothing.
    expect((await call('PUT', `/admin/universities/${id}`, { type: 'private' })).status).toBe(200);
    expect(await statusesOf(id)).toEqual(['pending']);

    expect((await call('POST', `/admin/universities/${id}/approve`)).status).toBe(200);
    expect((await call('DELETE', `/admin/universities/${id}`)).status).toBe(200);
    expect(await statusesOf(id)).toEqual(['pending', 'approved', 'deleted']);
  });
});
