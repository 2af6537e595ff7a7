import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { CourseLevel, UniversityStatus, UniversityType } from '@studyhub/contracts';
import { slugify } from '../../src/common/slugify';

export interface UniversityFixture {
  name: string;
  countryCode?: string;
  type?: UniversityType;
  categories?: readonly string[];
  status?: UniversityStatus;
  documentCount?: number;
}

/** Inserts a university straight into the table, as an admin tool later will; returns its id and slug. */
export async function insertUniversity(
  dataSource: DataSource,
  fixture: UniversityFixture,
): Promise<{ id: string; slug: string }> {
  const id = randomUUID();
  const slug = slugify(fixture.name);
  await dataSource.query(
    `INSERT INTO universities (id, name, slug, type, country_id, categories, status, document_count)
     SELECT $1, $2, $3, $4, country.id, $6, $7, $8 FROM countries country WHERE country.code = $5`,
    [
      id,
      fixture.name,
      slug,
      fixture.type ?? 'public',
      fixture.countryCode ?? 'GB',
      fixture.categories ?? [],
      fixture.status ?? 'approved',
      fixture.documentCount ?? 0,
    ],
  );
  return { id, slug };
}

export interface CourseFixture {
  name: string;
  level?: CourseLevel;
  isActive?: boolean;
}

export async function insertCourse(
  dataSource: DataSource,
  universityId: string,
  fixture: CourseFixture,
): Promise<{ id: string; slug: string }> {
  const id = randomUUID();
  const slug = slugify(fixture.name);
  await dataSource.query(
    `INSERT INTO courses (id, university_id, name, slug, level, is_active) VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, universityId, fixture.name, slug, fixture.level ?? 'undergraduate', fixture.isActive ?? true],
  );
  return { id, slug };
}

export async function countRows(
  dataSource: DataSource,
  table: 'countries' | 'universities' | 'courses',
): Promise<number> {
  const rows = await dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}
