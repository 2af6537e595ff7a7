import type { DataSource } from 'typeorm';
import { addDays, utcDateOf } from '../calendar';
import { scholarshipSlugOf } from '../scholarship-slug';
import { SEED_SCHOLARSHIPS, type SeedScholarship } from './scholarships.data';

export interface ScholarshipSeedResult {
  added: number;
  /** Demo scholarships no admin ever touched whose deadline had passed, opened again. */
  renewed: number;
}

/**
 * Loads the demo scholarships (development and test stacks only: they are invented), published,
 * keyed by slug and never overwriting what an admin edited. Deadlines count from the run's day:
 * new rows get theirs, and an untouched demo row whose deadline has passed gets a new one, so a
 * long-running demo never empties. Safe at every start and from several replicas at once.
 */
export async function seedScholarships(
  dataSource: DataSource,
  now: Date = new Date(),
  seed: readonly SeedScholarship[] = SEED_SCHOLARSHIPS,
): Promise<ScholarshipSeedResult> {
  const today = utcDateOf(now);
  const rows = seed.map((item) => ({
    slug: scholarshipSlugOf(item.title),
    title: item.title,
    provider: item.provider,
    description: item.description,
    amount_min_cents: item.amountUsd * 100,
    amount_max_cents: item.amountMaxUsd === undefined ? null : item.amountMaxUsd * 100,
    fields_of_study: item.fields,
    levels: item.levels,
    country_code: item.country.code,
    country_name: item.country.name,
    university_slug: item.university?.slug ?? null,
    university_name: item.university?.name ?? null,
    course_slug: item.course?.slug ?? null,
    course_name: item.course?.name ?? null,
    deadline: addDays(today, item.closesInDays),
    eligibility: item.eligibility,
    how_to_apply: item.howToApply,
    official_url: item.officialUrl,
  }));
  const inserted = await dataSource.query<unknown[]>(
    `INSERT INTO scholarships (slug, title, provider, description, amount_min_cents, amount_max_cents,
       fields_of_study, levels, country_code, country_name, university_slug, university_name, course_slug,
       course_name, deadline, eligibility, how_to_apply, official_url, is_published, published_at)
     SELECT seed.slug, seed.title, seed.provider, seed.description, seed.amount_min_cents, seed.amount_max_cents,
       seed.fields_of_study, seed.levels, seed.country_code, seed.country_name, seed.university_slug,
       seed.university_name, seed.course_slug, seed.course_name, seed.deadline, seed.eligibility,
       seed.how_to_apply, seed.official_url, true, now()
     FROM jsonb_to_recordset($1::jsonb) AS seed (slug text, title text, provider text, description text,
       amount_min_cents integer, amount_max_cents integer, fields_of_study text[], levels text[],
       country_code text, country_name text, university_slug text, university_name text, course_slug text,
       course_name text, deadline date, eligibility text, how_to_apply text, official_url text)
     ON CONFLICT (slug) DO NOTHING
     RETURNING 1`,
    [JSON.stringify(rows)],
  );
  // created_at = updated_at: no admin write since the seed (every write through the API moves updated_at).
  const renewed = await dataSource.query<[unknown[], number]>(
    `UPDATE scholarships s SET deadline = seed.deadline
     FROM jsonb_to_recordset($1::jsonb) AS seed (slug text, deadline date)
     WHERE s.slug = seed.slug AND s.deadline < $2::date AND s.created_at = s.updated_at`,
    [JSON.stringify(rows.map((row) => ({ slug: row.slug, deadline: row.deadline }))), today],
  );
  return { added: inserted.length, renewed: renewed[1] };
}
