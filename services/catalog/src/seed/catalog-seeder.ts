import type { DataSource, EntityManager } from 'typeorm';
import { slugify } from '../common/slugify';
import { CATALOG_SEED, type CatalogSeed } from './catalog-seed';
import { seedTaxonomy, type TaxonomySeedResult } from './taxonomy-seeder';

/** Rows each run added; a second run adds none. */
export interface CatalogSeedResult extends TaxonomySeedResult {
  countries: number;
  universities: number;
  courses: number;
}

/**
 * Loads the reference data, keyed by natural keys (country code, university slug, course slug
 * within its university) and never overwriting: what is already there, including an admin's
 * later edits, stays as it is. Safe to run at every start and from several replicas at once.
 */
export async function seedCatalog(
  dataSource: DataSource,
  seed: CatalogSeed = CATALOG_SEED,
): Promise<CatalogSeedResult> {
  return dataSource.transaction(async (manager) => ({
    countries: await insertCountries(manager, seed),
    universities: await insertUniversities(manager, seed),
    courses: await insertCourses(manager, seed),
    ...(await seedTaxonomy(manager)),
  }));
}

async function insertCountries(manager: EntityManager, seed: CatalogSeed): Promise<number> {
  const rows = seed.countries.map((country) => ({ name: country.name, code: country.code }));
  return countInserted(
    manager,
    `INSERT INTO countries (name, code)
     SELECT name, code FROM jsonb_to_recordset($1::jsonb) AS seed (name text, code text)
     ON CONFLICT (code) DO NOTHING
     RETURNING 1`,
    rows,
  );
}

async function insertUniversities(manager: EntityManager, seed: CatalogSeed): Promise<number> {
  const rows = seed.universities.map((university) => ({
    name: university.name,
    slug: slugify(university.name),
    type: university.type,
    country_code: university.countryCode,
    categories: university.categories,
  }));
  return countInserted(
    manager,
    `INSERT INTO universities (name, slug, type, country_id, categories, status)
     SELECT seed.name, seed.slug, seed.type, country.id, seed.categories, 'approved'
     FROM jsonb_to_recordset($1::jsonb) AS seed (name text, slug text, type text, country_code text, categories text[])
     JOIN countries country ON country.code = seed.country_code
     ON CONFLICT (slug) DO NOTHING
     RETURNING 1`,
    rows,
  );
}

/** courses_count follows through the courses trigger. */
async function insertCourses(manager: EntityManager, seed: CatalogSeed): Promise<number> {
  const rows = seed.universities.flatMap((university) =>
    university.courses.map((course) => ({
      university_slug: slugify(university.name),
      name: course.name,
      slug: slugify(course.name),
      level: course.level,
    })),
  );
  return countInserted(
    manager,
    `INSERT INTO courses (university_id, name, slug, level)
     SELECT university.id, seed.name, seed.slug, seed.level
     FROM jsonb_to_recordset($1::jsonb) AS seed (university_slug text, name text, slug text, level text)
     JOIN universities university ON university.slug = seed.university_slug
     ON CONFLICT (university_id, slug) DO NOTHING
     RETURNING 1`,
    rows,
  );
}

async function countInserted(manager: EntityManager, insertReturningOne: string, rows: object[]): Promise<number> {
  const inserted = await manager.query<{ n: number }[]>(
    `WITH inserted AS (${insertReturningOne}) SELECT count(*)::int AS n FROM inserted`,
    [JSON.stringify(rows)],
  );
  return inserted[0]?.n ?? 0;
}
