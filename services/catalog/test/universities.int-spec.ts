import { randomUUID } from 'node:crypto';
import { startTestService, type TestService } from '@studyhub/platform/testing';
import type { ApiData, ApiError, ApiList, UniversityResponse } from '@studyhub/contracts';
import { catalogService } from '../src/service';
import { insertUniversity } from './support/catalog.factory';

/** Fixtures share a made-up word so searches for it see only them, next to the seeded universities. */
const FIXTURES = [
  { name: 'Quillmere Institute of Design', countryCode: 'KE', categories: ['arts'], documentCount: 7 },
  {
    name: 'Quillmere University of Science',
    countryCode: 'KE',
    categories: ['sciences', 'research'],
    documentCount: 42,
  },
  { name: 'Quillmere College of Law', countryCode: 'NG', categories: ['law'], documentCount: 0 },
  {
    name: 'Quillmere Technical University',
    countryCode: 'NG',
    categories: ['engineering', 'research'],
    documentCount: 19,
  },
  { name: 'Quillmere School of Medicine', countryCode: 'GB', categories: ['medicine'], documentCount: 3 },
] as const;
const FIXTURE_NAMES_ASC = FIXTURES.map((fixture) => fixture.name).sort();

describe('universities', () => {
  let service: TestService;
  let pending: { id: string; slug: string };
  let rejected: { id: string; slug: string };

  beforeAll(async () => {
    service = await startTestService(catalogService);
    for (const fixture of FIXTURES) await insertUniversity(service.kernel.dataSource, fixture);
    pending = await insertUniversity(service.kernel.dataSource, {
      name: 'Quillmere Pending Academy',
      countryCode: 'KE',
      categories: ['arts'],
      status: 'pending',
    });
    rejected = await insertUniversity(service.kernel.dataSource, {
      name: 'Quillmere Rejected Academy',
      countryCode: 'KE',
      categories: ['arts'],
      status: 'rejected',
    });
  });

  afterAll(async () => {
    await service?.close();
  });

  const list = async (query: string) => {
    const response = await fetch(`${service.baseUrl}/universities${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ApiList<UniversityResponse>;
  };

  const get = (path: string) => fetch(`${service.baseUrl}/universities/${path}`);

  const approvedCount = async (where = 'true', parameters: unknown[] = []) => {
    const rows = await service.kernel.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM universities u JOIN countries c ON c.id = u.country_id
       WHERE u.status = 'approved' AND ${where}`,
      parameters,
    );
    return rows[0]?.n ?? 0;
  };

  describe('GET /universities', () => {
    it('pages approved universities ten at a time by name, with the exact total', async () => {
      const body = await list('');
      const total = await approvedCount();
      expect(total).toBeGreaterThan(10);
      expect(body.meta).toEqual({ page: 1, limit: 10, total });
      expect(body.data).toHaveLength(10);
      const names = body.data.map((university) => university.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    });

    it('answers snake_case universities with their country', async () => {
      const body = await list('?search=University%20of%20Lagos');
      expect(body.data).toEqual([
        {
          id: expect.any(String) as string,
          name: 'University of Lagos',
          slug: 'university-of-lagos',
          logo_url: null,
          type: 'public',
          country: { id: expect.any(String) as string, name: 'Nigeria', code: 'NG' },
          categories: ['research', 'law', 'medicine', 'business'],
          status: 'approved',
          document_count: 0,
          courses_count: 9,
          created_at: expect.any(String) as string,
          updated_at: expect.any(String) as string,
        },
      ]);
    });

    it('searches names case-insensitively anywhere in the name', async () => {
      const body = await list('?search=QUILLMERE%20t');
      expect(body.data.map((university) => university.name)).toEqual(['Quillmere Technical University']);
      const inside = await list('?search=of%20lag');
      expect(inside.data.map((university) => university.name)).toEqual(['University of Lagos']);
    });

    it('takes % and _ in a search literally', async () => {
      expect((await list('?search=%25')).meta.total).toBe(0);
      expect((await list('?search=_')).meta.total).toBe(0);
    });

    it('ignores a blank search', async () => {
      expect((await list('?search=%20%20')).meta.total).toBe(await approvedCount());
    });

    it('filters by country code in any case, and by country id', async () => {
      const byCode = await list('?country=ke&limit=100');
      expect(byCode.meta.total).toBe(await approvedCount(`c.code = 'KE'`));
      expect(byCode.data.every((university) => university.country.code === 'KE')).toBe(true);
      expect(byCode.data.map((university) => university.name)).toEqual(
        expect.arrayContaining(['University of Nairobi', 'Quillmere Institute of Design']),
      );

      const kenyaId = byCode.data[0]?.country.id ?? '';
      const byId = await list(`?country=${kenyaId}&limit=100`);
      expect(byId.data).toEqual(byCode.data);
    });

    it('filters by category', async () => {
      const body = await list('?category=Research&search=quillmere');
      expect(body.data.map((university) => university.name)).toEqual([
        'Quillmere Technical University',
        'Quillmere University of Science',
      ]);
      const law = await list('?category=law&limit=100');
      expect(law.meta.total).toBe(await approvedCount(`'law' = ANY (u.categories)`));
      expect(law.data.every((university) => university.categories.includes('law'))).toBe(true);
    });

    it('combines search, country and category', async () => {
      const body = await list('?search=quillmere&country=NG&category=law');
      expect(body.data.map((university) => university.name)).toEqual(['Quillmere College of Law']);
      expect(body.meta.total).toBe(1);
    });

    it('pages with the exact total and an empty page past the end', async () => {
      const second = await list('?search=quillmere&limit=2&page=2');
      expect(second.meta).toEqual({ page: 2, limit: 2, total: 5 });
      expect(second.data.map((university) => university.name)).toEqual(FIXTURE_NAMES_ASC.slice(2, 4));

      const last = await list('?search=quillmere&limit=2&page=3');
      expect(last.data.map((university) => university.name)).toEqual(FIXTURE_NAMES_ASC.slice(4));

      const beyond = await list('?search=quillmere&limit=2&page=4');
      expect(beyond).toEqual({ data: [], meta: { page: 4, limit: 2, total: 5 } });
    });

    it('sorts by name both ways', async () => {
      const ascending = await list('?search=quillmere&sortBy=name&sortOrder=asc');
      expect(ascending.data.map((university) => university.name)).toEqual(FIXTURE_NAMES_ASC);
      const descending = await list('?search=quillmere&sortBy=name&sortOrder=desc');
      expect(descending.data.map((university) => university.name)).toEqual([...FIXTURE_NAMES_ASC].reverse());
    });

    it('sorts by document count both ways', async () => {
      const descending = await list('?search=quillmere&sortBy=document_count&sortOrder=desc');
      expect(descending.data.map((university) => university.document_count)).toEqual([42, 19, 7, 3, 0]);
      const ascending = await list('?search=quillmere&sortBy=document_count');
      expect(ascending.data.map((university) => university.document_count)).toEqual([0, 3, 7, 19, 42]);
    });

    it('sorts by courses count both ways', async () => {
      const descending = await list('?country=GB&sortBy=courses_count&sortOrder=desc&limit=100');
      const counts = descending.data.map((university) => university.courses_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts[0]).toBeGreaterThan(counts.at(-1) ?? 0);
      const ascending = await list('?country=GB&sortBy=courses_count&sortOrder=asc&limit=100');
      expect(ascending.data.map((university) => university.courses_count)).toEqual([...counts].reverse());
    });

    it('answers an unknown sort field and other bad parameters with 400 naming each field', async () => {
      const response = await fetch(`${service.baseUrl}/universities?sortBy=rating&sortOrder=up&page=0&limit=500`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as ApiError;
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['limit', 'page', 'sortBy', 'sortOrder']);
      expect(body.error.fields?.sortBy).toEqual(['Must be one of name, document_count, courses_count.']);
    });

    it('hides pending and rejected universities', async () => {
      const body = await list('?search=quillmere&limit=100');
      const names = body.data.map((university) => university.name);
      expect(names).not.toContain('Quillmere Pending Academy');
      expect(names).not.toContain('Quillmere Rejected Academy');
      expect(body.meta.total).toBe(FIXTURES.length);
    });
  });

  describe('GET /universities/{slug or id}', () => {
    it('finds an approved university by slug', async () => {
      const response = await get('university-of-oxford');
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as ApiData<UniversityResponse>;
      expect(data).toMatchObject({
        name: 'University of Oxford',
        slug: 'university-of-oxford',
        type: 'public',
        country: { code: 'GB', name: 'United Kingdom' },
        status: 'approved',
      });
    });

    it('finds the same university by id, and by a slug in other case', async () => {
      const { data: bySlug } = (await (await get('stellenbosch-university')).json()) as ApiData<UniversityResponse>;
      const { data: byId } = (await (await get(bySlug.id)).json()) as ApiData<UniversityResponse>;
      expect(byId).toEqual(bySlug);
      const { data: byUpperCase } = (await (
        await get('Stellenbosch-University')
      ).json()) as ApiData<UniversityResponse>;
      expect(byUpperCase).toEqual(bySlug);
    });

    it('follows the slug rule for names with punctuation', async () => {
      const response = await get(encodeURIComponent("king's-college-london"));
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as ApiData<UniversityResponse>;
      expect(data.name).toBe("King's College London");
    });

    it('answers 404 NOT_FOUND for an unknown slug or id', async () => {
      for (const key of ['no-such-university', randomUUID()]) {
        const response = await get(key);
        expect(response.status).toBe(404);
        expect(((await response.json()) as ApiError).error).toMatchObject({
          code: 'NOT_FOUND',
          message: 'University not found',
        });
      }
    });

    it('answers 404 for pending and rejected universities, by slug and by id', async () => {
      for (const key of [pending.slug, pending.id, rejected.slug, rejected.id]) {
        expect((await get(key)).status).toBe(404);
      }
    });
  });
});
