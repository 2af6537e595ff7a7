import { startTestService, type TestService } from '@studyhub/platform/testing';
import type { ApiData, CountryResponse } from '@studyhub/contracts';
import { catalogService } from '../src/service';

describe('GET /countries', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService(catalogService);
  });

  afterAll(async () => {
    await service?.close();
  });

  it('lists every ISO 3166 country with id, name and code, ordered by name, to anonymous callers', async () => {
    const response = await fetch(`${service.baseUrl}/countries`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as ApiData<CountryResponse[]>;

    expect(data).toHaveLength(249);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['code', 'id', 'name']);
    expect(data).toContainEqual({ id: expect.any(String) as string, name: 'Nigeria', code: 'NG' });

    const names = data.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    // Accented names sort with their letters, not after Z as byte order would put them.
    expect(names.slice(0, 2)).toEqual(['Afghanistan', 'Åland Islands']);
    expect(names.indexOf("Côte d'Ivoire")).toBe(names.indexOf('Costa Rica') + 1);
    expect(names.at(-1)).toBe('Zimbabwe');
  });
});
