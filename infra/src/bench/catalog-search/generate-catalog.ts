import type { Client } from 'pg';
import {
  CITIES,
  COURSE_PREFIXES,
  EXTRA_SUBJECTS,
  FIRST_NAMES,
  MATERIAL_KINDS,
  QUESTION_TEMPLATES,
  SURNAMES,
  TOPIC_WORDS,
  UNIVERSITY_PATTERNS,
} from './vocabulary';

export interface CatalogScale {
  documents: number;
  questions: number;
  coursesPerUniversity: number;
  textbooks: number;
  sellers: number;
}

export const FULL_SCALE: CatalogScale = {
  documents: 1_000_000,
  questions: 200_000,
  coursesPerUniversity: 20,
  textbooks: 3000,
  sellers: 20_000,
};

const BATCH = 100_000;

/** A random element of a SQL array, skewed towards its front (power > 1), as word use is. */
function pick(array: string, power = 1): string {
  const draw = power === 1 ? 'random()' : `power(random(), ${power})`;
  return `(${array})[1 + floor(${draw} * cardinality(${array}))::int]`;
}

/** Steps of the generation, timed for the report. */
export type GenerationTimings = Record<string, number>;

/**
 * Fills a migrated catalog database with a realistic catalog, in SQL (generate_series), with
 * triggers off (session_replication_role = replica) and the secondary indexes dropped while rows
 * go in; then sets what the triggers would have kept (counters, vectors, search terms, filter
 * counts) in bulk, rebuilds the indexes and analyses. Minutes for a million documents.
 */
export async function generateCatalog(
  client: Client,
  scale: CatalogScale,
  progress: (message: string) => void,
): Promise<GenerationTimings> {
  const timings: GenerationTimings = {};
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    timings[name] = Math.round(performance.now() - started);
    progress(`${name}: ${(timings[name] / 1000).toFixed(1)} s`);
  };
  await client.query(`SET session_replication_role = replica`);
  await client.query(`SET maintenance_work_mem = '512MB'`);
  await client.query(`SET synchronous_commit = off`);

  await step('taxonomy', () => insertTaxonomy(client, scale));
  const indexes = await secondaryIndexes(client);
  await step('drop indexes', async () => {
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  });
  await step('documents', async () => {
    for (let from = 1; from <= scale.documents; from += BATCH) {
      await insertDocuments(client, from, Math.min(scale.documents, from + BATCH - 1));
    }
  });
  await step('questions', () => insertQuestions(client, scale.questions));
  await step('counters', () => setCounters(client));
  await step('create indexes', async () => {
    for (const index of indexes) await client.query(index.definition);
  });
  await client.query(`SET session_replication_role = origin`);
  await step('vacuum analyze', async () => {
    for (const table of ['documents', 'homework_questions', 'document_filter_counts', 'search_terms']) {
      await client.query(`VACUUM (ANALYZE) ${table}`);
    }
    await client.query('ANALYZE');
  });
  return timings;
}

async function insertTaxonomy(client: Client, scale: CatalogScale): Promise<void> {
  await client.query(
    `INSERT INTO countries (name, code) VALUES ('United Kingdom', 'GB'), ('United States', 'US'), ('Germany', 'DE'),
       ('France', 'FR'), ('Japan', 'JP'), ('Australia', 'AU') ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `INSERT INTO subjects (name, acronym, slug, description)
     SELECT name, acronym, lower(regexp_replace(name, '[^A-Za-z0-9]+', '-', 'g')), name || ' study materials.'
       FROM unnest($1::text[], $2::text[]) AS s(name, acronym)
     ON CONFLICT DO NOTHING`,
    [EXTRA_SUBJECTS.map(([name]) => name), EXTRA_SUBJECTS.map(([, acronym]) => acronym)],
  );
  await client.query(
    `WITH names AS (
       SELECT row_number() OVER () AS n, replace(pattern, '{city}', city) AS name
         FROM unnest($1::text[]) AS city, unnest($2::text[]) AS pattern),
     countries_list AS (SELECT array_agg(id ORDER BY code) AS ids FROM countries)
     INSERT INTO universities (name, slug, type, country_id, status)
     SELECT name, 'bench-' || lower(regexp_replace(name, '[^A-Za-z0-9]+', '-', 'g')),
            CASE WHEN n % 3 = 0 THEN 'private' ELSE 'public' END,
            ids[1 + (n % cardinality(ids))::int], 'approved'
       FROM names, countries_list
     ON CONFLICT DO NOTHING`,
    [CITIES, UNIVERSITY_PATTERNS],
  );
  await client.query(
    `WITH subject_names AS (SELECT array_agg(name ORDER BY name) AS names FROM subjects)
     INSERT INTO courses (university_id, name, slug, level)
     SELECT u.id, course.name, lower(regexp_replace(course.name, '[^A-Za-z0-9]+', '-', 'g')) || '-' || k,
            CASE WHEN k % 4 = 0 THEN 'postgraduate' ELSE 'undergraduate' END
       FROM universities u
       CROSS JOIN generate_series(1, $2::int) AS k
       CROSS JOIN subject_names
       CROSS JOIN LATERAL (SELECT ${pick('$1::text[]')} || ' ' || ${pick('subject_names.names')} AS name, k AS again) AS course
     ON CONFLICT DO NOTHING`,
    [COURSE_PREFIXES, scale.coursesPerUniversity],
  );
  await client.query(
    `UPDATE universities u SET courses_count = counted.n
       FROM (SELECT university_id, count(*)::int AS n FROM courses WHERE is_active GROUP BY university_id) AS counted
      WHERE counted.university_id = u.id`,
  );
  await client.query(
    `WITH pool AS (SELECT array_agg(id ORDER BY id) AS subjects FROM subjects)
     INSERT INTO textbooks (slug, title, author, subject_id, publication_year, description)
     SELECT 'bench-textbook-' || n, book.title, book.author, ${pick('pool.subjects')}, 1990 + n % 35,
            'A textbook on ' || lower(book.title) || '.'
       FROM generate_series(1, $4::int) AS n
       CROSS JOIN pool
       CROSS JOIN LATERAL (
         SELECT initcap(${pick('$1::text[]', 1.5)}) || ' ' || initcap(${pick('$1::text[]', 1.5)}) || ': Principles and Practice'
                  AS title,
                ${pick('$2::text[]')} || ' ' || ${pick('$3::text[]')} AS author,
                n AS again) AS book
     ON CONFLICT DO NOTHING`,
    [TOPIC_WORDS, FIRST_NAMES, SURNAMES, scale.textbooks],
  );
  await client.query(
    `INSERT INTO user_profiles (user_id, full_name)
     SELECT gen_random_uuid(), ${pick('$1::text[]')} || ' ' || ${pick('$2::text[]')}
       FROM generate_series(1, $3::int) AS n`,
    [FIRST_NAMES, SURNAMES, scale.sellers],
  );
}

/** Indexes other than primary keys and unique constraints on the two big tables. */
async function secondaryIndexes(client: Client): Promise<{ name: string; definition: string }[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename IN ('documents', 'homework_questions')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  return rows;
}

/**
 * Documents `from`..`to`: titles from subjects, topic words, course codes and kinds of material,
 * most approved, prices (a fifth free), downloads and ratings with long tails. The vector is
 * computed as the search trigger computes it (migration 1764000100000).
 */
async function insertDocuments(client: Client, from: number, to: number): Promise<void> {
  // Taxonomy rows are picked by position through joins: an array of ids per generated row would
  // be read whole for every row.
  await client.query(
    `WITH subject_pool AS MATERIALIZED (
       SELECT row_number() OVER (ORDER BY name)::int AS at, id, name,
              coalesce(nullif(acronym, ''), upper(left(name, 4))) AS code
         FROM subjects),
     course_pool AS MATERIALIZED (SELECT row_number() OVER (ORDER BY id)::int AS at, id, university_id FROM courses),
     university_pool AS MATERIALIZED (SELECT row_number() OVER (ORDER BY id)::int AS at, id FROM universities),
     textbook_pool AS MATERIALIZED (SELECT row_number() OVER (ORDER BY id)::int AS at, id FROM textbooks),
     seller_pool AS MATERIALIZED (SELECT row_number() OVER (ORDER BY user_id)::int AS at, user_id FROM user_profiles),
     sizes AS (
       SELECT (SELECT count(*) FROM subject_pool) AS subjects, (SELECT count(*) FROM course_pool) AS courses,
              (SELECT count(*) FROM university_pool) AS universities, (SELECT count(*) FROM textbook_pool) AS textbooks,
              (SELECT count(*) FROM seller_pool) AS sellers),
     picks AS MATERIALIZED (
       SELECT n,
              1 + floor(power(random(), 1.4) * sizes.subjects)::int AS subject_at,
              CASE WHEN random() < 0.65 THEN 1 + floor(random() * sizes.courses)::int END AS course_at,
              CASE WHEN random() < 0.15 THEN 1 + floor(random() * sizes.universities)::int END AS university_at,
              CASE WHEN random() < 0.25 THEN 1 + floor(random() * sizes.textbooks)::int END AS textbook_at,
              1 + floor(random() * sizes.sellers)::int AS seller_at,
              random() AS shape, random() AS state, random() AS rated,
              initcap(${pick('$1::text[]', 2.2)}) AS w1, initcap(${pick('$1::text[]', 2.2)}) AS w2,
              ${pick('$1::text[]', 1.5)} AS w3, ${pick('$1::text[]', 1.5)} AS w4, ${pick('$1::text[]', 1.5)} AS w5,
              ${pick('$2::text[]')} AS kind
         FROM generate_series($3::int, $4::int) AS n CROSS JOIN sizes),
     shaped AS (
       SELECT p.*, sp.id AS subject_id, cp.id AS course_id, coalesce(cp.university_id, up.id) AS university_id,
              tp.id AS textbook_id, seller.user_id,
              CASE
                WHEN shape < 0.3 THEN sp.name || ' ' || w1 || ' ' || kind
                WHEN shape < 0.6 THEN w1 || ' ' || w2 || ' ' || kind
                WHEN shape < 0.8 THEN sp.code || (100 + floor(random() * 400))::int || ' ' || w1 || ' ' || w2
                ELSE kind || ': ' || w1 || ' and ' || w2
              END || CASE WHEN random() < 0.2 THEN ' Week ' || (1 + floor(random() * 12))::int ELSE '' END AS title,
              'Covers ' || w3 || ', ' || w4 || ' and ' || w5 || ' with worked examples and clear explanations. Useful for '
                || sp.name || ' students preparing for the ' || lower(kind) || '.' AS description,
              CASE WHEN state < 0.90 THEN 1 WHEN state < 0.95 THEN 2 WHEN state < 0.98 THEN 4 ELSE 3 END AS status_id,
              CASE WHEN random() < 0.2 THEN 0 ELSE 99 + floor(random() * 2900)::int END AS price_cents,
              floor(power(random(), 8) * 5000)::int AS download_count,
              CASE WHEN rated < 0.4 THEN 0 ELSE 1 + floor(random() * 40)::int END AS review_count,
              now() - random() * interval '1000 days' AS published_at
         FROM picks p
         JOIN subject_pool sp ON sp.at = p.subject_at
         JOIN seller_pool seller ON seller.at = p.seller_at
         LEFT JOIN course_pool cp ON cp.at = p.course_at
         LEFT JOIN university_pool up ON up.at = p.university_at
         LEFT JOIN textbook_pool tp ON tp.at = p.textbook_at)
     INSERT INTO documents (id, slug, title, description, price_cents, points_price, download_count, view_count,
                            rating_sum, review_count, average_rating, status_id, user_id, subject_id, university_id,
                            course_id, document_type_id, textbook_id, page_count, created_at, updated_at, approved_at,
                            published_at, search_vector)
     SELECT gen_random_uuid(), regexp_replace(lower(g.title), '[^a-z0-9]+', '-', 'g') || '-' || g.n, g.title,
            g.description, g.price_cents, round(g.price_cents / 10.0)::int, g.download_count,
            g.download_count * 4 + floor(random() * 50)::int,
            round(g.review_count * rating.value)::int, g.review_count,
            CASE WHEN g.review_count = 0 THEN 0 ELSE rating.value END,
            g.status_id, g.user_id, g.subject_id, g.university_id, g.course_id, 1 + floor(random() * 10)::int,
            g.textbook_id, 1 + floor(random() * 60)::int, g.published_at - interval '2 days', g.published_at,
            CASE WHEN g.status_id = 1 THEN g.published_at END, CASE WHEN g.status_id = 1 THEN g.published_at END,
            setweight(to_tsvector('simple', g.title), 'A')
              || setweight(to_tsvector('simple', concat_ws(' ', s.name, s.acronym, c.name, u.name,
                                                            b.title || ' ' || b.author)), 'B')
              || setweight(to_tsvector('simple', left(g.description, 4000)), 'C')
       FROM shaped g
       CROSS JOIN LATERAL (SELECT round((1 + random() * 4)::numeric, 2) AS value, g.n AS again) AS rating
       LEFT JOIN subjects s ON s.id = g.subject_id
       LEFT JOIN courses c ON c.id = g.course_id
       LEFT JOIN universities u ON u.id = g.university_id
       LEFT JOIN textbooks b ON b.id = g.textbook_id`,
    [TOPIC_WORDS, MATERIAL_KINDS, from, to],
  );
}

async function insertQuestions(client: Client, count: number): Promise<void> {
  await client.query(
    `WITH subject_pool AS MATERIALIZED (SELECT row_number() OVER (ORDER BY name)::int AS at, id, name FROM subjects),
     asker_pool AS MATERIALIZED (SELECT row_number() OVER (ORDER BY user_id)::int AS at, user_id FROM user_profiles),
     sizes AS (SELECT (SELECT count(*) FROM subject_pool) AS subjects, (SELECT count(*) FROM asker_pool) AS askers),
     picks AS MATERIALIZED (
       SELECT n, 1 + floor(random() * sizes.subjects)::int AS subject_at,
              1 + floor(random() * sizes.askers)::int AS asker_at,
              replace(replace(${pick('$2::text[]')}, '{a}', ${pick('$1::text[]', 2)}), '{b}', ${pick('$1::text[]', 2)})
                AS opening,
              ${pick('$1::text[]', 1.5)} AS part
         FROM generate_series(1, $3::int) AS n CROSS JOIN sizes)
     INSERT INTO homework_questions (slug, question, is_public, user_id, subject_id, created_at)
     SELECT 'bench-question-' || p.n,
            p.opening || ' I am studying ' || sp.name || ' and got stuck on the ' || p.part || ' part.',
            random() < 0.8, asker.user_id, sp.id, now() - random() * interval '1000 days'
       FROM picks p
       JOIN subject_pool sp ON sp.at = p.subject_at
       JOIN asker_pool asker ON asker.at = p.asker_at`,
    [TOPIC_WORDS, QUESTION_TEMPLATES, count],
  );
}

/** What the triggers keep, set once for the whole load. */
async function setCounters(client: Client): Promise<void> {
  const approved = `SELECT * FROM documents WHERE status_id = 1`;
  await client.query(
    `UPDATE subjects t SET document_count = x.n, download_count = x.downloads
       FROM (SELECT subject_id, count(*)::int AS n, sum(download_count)::int AS downloads FROM (${approved}) d
              GROUP BY subject_id) AS x
      WHERE x.subject_id = t.id`,
  );
  await client.query(
    `UPDATE textbooks t SET document_count = x.n, download_count = x.downloads
       FROM (SELECT textbook_id, count(*)::int AS n, sum(download_count)::int AS downloads FROM (${approved}) d
              GROUP BY textbook_id) AS x
      WHERE x.textbook_id = t.id`,
  );
  for (const [table, column] of [
    ['universities', 'university_id'],
    ['courses', 'course_id'],
    ['document_types', 'document_type_id'],
  ] as const) {
    await client.query(
      `UPDATE ${table} t SET document_count = x.n
         FROM (SELECT ${column} AS id, count(*)::int AS n FROM (${approved}) d GROUP BY ${column}) AS x
        WHERE x.id = t.id`,
    );
  }
  const learn = (source: string) =>
    `INSERT INTO search_terms (term)
     SELECT word FROM ts_stat($$${source}$$)
      WHERE length(word) BETWEEN 2 AND 40 AND word ~ '^[[:alpha:]][[:alnum:]]*$'
     ON CONFLICT DO NOTHING`;
  await client.query(learn(`SELECT to_tsvector('simple', title) FROM documents`));
  await client.query(
    learn(`SELECT to_tsvector('simple', left(question, 4000)) FROM homework_questions WHERE is_public`),
  );
  for (const [table, field] of [
    ['subjects', 'name'],
    ['courses', 'name'],
    ['universities', 'name'],
    ['textbooks', 'title'],
  ] as const) {
    await client.query(learn(`SELECT to_tsvector('simple', ${field}) FROM ${table}`));
  }
  await client.query(`SELECT document_filter_counts_recount()`);
}
