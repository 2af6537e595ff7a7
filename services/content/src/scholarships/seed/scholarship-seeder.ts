import type { DataSource } from 'typeorm';
import { addDays, utcDateOf } from '../calendar';
import { scholarshipSlugOf } from '../scholarship-slug';
import { SEED_SCHOLARSHIPS, type SeedScholarship } from './scholarships.data';

/**
 * Loads the demo scholarships, published, keyed by slug and never overwriting: an admin's later
 * edits (or deletions' replacements) stay. Deadlines count from the first run's day, so a fresh
 * machine always shows open scholarships. Safe at every start and from several replicas at once.
 */
export async function seedScholarships(
  dataSource: DataSource,
  now: Date = new Date(),
  seed: readonly SeedScholarship[] = SEED_SCHOLARSHIPS,
): Promise<number> {
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
  return inserted.length;
}
