import { createMigratedTestDataSource, startTestService, type TestService } from '@studyhub/platform/testing';
import { slugify } from '../src/common/slugify';
import { MIGRATIONS } from '../src/migrations';
import { seedCatalog } from '../src/seed/catalog-seeder';
import { CATALOG_SEED } from '../src/seed/catalog-seed';
import { catalogService } from '../src/service';
import { countRows } from './support/catalog.factory';

const SEEDED_COURSES = CATALOG_SEED.universities.reduce((sum, university) => sum + university.courses.length, 0);

describe('catalog seeder', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService(catalogService);
  });

  afterAll(async () => {
    await service?.close();
  });

  /** Every seeded row as text, to prove a run changed nothing at all (timestamps included). */
  const snapshot = async () =>
    service.kernel.dataSource.query<{ rows: string }[]>(`
      SELECT (SELECT string_agg(c::text, '|' ORDER BY code) FROM countries c)
          || (SELECT string_agg(u::text, '|' ORDER BY slug) FROM universities u)
          || (SELECT string_agg(k::text, '|' ORDER BY university_id, slug) FROM courses k) AS rows`);

  it('loaded every country, university and course when the service started', async () => {
    const { dataSource } = service.kernel;
    expect(await countRows(dataSource, 'countries')).toBe(249);
    expect(await countRows(dataSource, 'universities')).toBe(CATALOG_SEED.universities.length);
    expect(await countRows(dataSource, 'courses')).toBe(SEEDED_COURSES);
  });

  it('approves the seeded universities with their country and an exact courses_count', async () => {
    const rows = await service.kernel.dataSource.query<
      { slug: string; status: string; code: string; type: string; courses_count: number; active: number }[]
    >(`
      SELECT u.slug, u.status, c.code, u.type, u.courses_count,
             (SELECT count(*)::int FROM courses k WHERE k.university_id = u.id AND k.is_active) AS active
      FROM universities u JOIN countries c ON c.id = u.country_id`);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    for (const university of CATALOG_SEED.universities) {
      expect(bySlug.get(slugify(university.name))).toEqual({
        slug: slugify(university.name),
        status: 'approved',
        code: university.countryCode,
        type: university.type,
        courses_count: university.courses.length,
        active: university.courses.length,
      });
    }
  });

  it('adds nothing and changes nothing when run again, twice', async () => {
    const before = await snapshot();
    expect(await seedCatalog(service.kernel.dataSource)).toEqual({
      countries: 0,
      universities: 0,
      courses: 0,
      subjects: 0,
      textbooks: 0,
      questions: 0,
    });
    expect(await seedCatalog(service.kernel.dataSource)).toEqual({
      countries: 0,
      universities: 0,
      courses: 0,
      subjects: 0,
      textbooks: 0,
      questions: 0,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('keeps later edits: a rejected university stays rejected, a deactivated course inactive', async () => {
    const { dataSource } = service.kernel;
    await dataSource.query(`UPDATE universities SET status = 'rejected' WHERE slug = 'covenant-university'`);
    await dataSource.query(`
      UPDATE courses SET is_active = false
      WHERE slug = 'architecture' AND university_id = (SELECT id FROM universities WHERE slug = 'covenant-university')`);
    await seedCatalog(dataSource);
    const rows = await dataSource.query<{ status: string; courses_count: number; is_active: boolean }[]>(`
      SELECT u.status, u.courses_count, k.is_active
      FROM universities u JOIN courses k ON k.university_id = u.id
      WHERE u.slug = 'covenant-university' AND k.slug = 'architecture'`);
    expect(rows).toEqual([{ status: 'rejected', courses_count: 7, is_active: false }]);
  });

  it('fills in what is missing, such as a deleted course, without touching the rest', async () => {
    const { dataSource } = service.kernel;
    await dataSource.query(`
      DELETE FROM courses
      WHERE slug = 'geology' AND university_id = (SELECT id FROM universities WHERE slug = 'university-of-edinburgh')`);
    expect(await seedCatalog(dataSource)).toEqual({
      countries: 0,
      universities: 0,
      courses: 1,
      subjects: 0,
      textbooks: 0,
      questions: 0,
    });
    expect(await countRows(dataSource, 'courses')).toBe(SEEDED_COURSES);
  });

  it('loads each row once when two replicas seed an empty database at the same time', async () => {
    const empty = await createMigratedTestDataSource('catalog_seed_race', { migrations: MIGRATIONS });
    try {
      const results = await Promise.all([seedCatalog(empty.dataSource), seedCatalog(empty.dataSource)]);
      expect(results.reduce((sum, result) => sum + result.countries, 0)).toBe(249);
      expect(results.reduce((sum, result) => sum + result.universities, 0)).toBe(CATALOG_SEED.universities.length);
      expect(results.reduce((sum, result) => sum + result.courses, 0)).toBe(SEEDED_COURSES);
      expect(await countRows(empty.dataSource, 'courses')).toBe(SEEDED_COURSES);
      const counts = await empty.dataSource.query<{ n: number }[]>(
        'SELECT sum(courses_count)::int AS n FROM universities',
      );
      expect(counts[0]?.n).toBe(SEEDED_COURSES);
    } finally {
      await empty.close();
    }
  });
});
