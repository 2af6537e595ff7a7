import { Client, type Pool } from 'pg';
import { sleep } from '../clock';

/**
 * The naive way to answer the same three requests, for the baseline column: `ILIKE '%word%'` for
 * every word (title for suggestions; title and description for search, as the original product
 * did), `count(*)` for exact totals, and the same approved-only indexes our service has.
 */

/** The baseline's sessions, so the bench can find the queries it left running. */
export const NAIVE_APPLICATION_NAME = 'studyhub-bench-naive';

/**
 * Cancels the naive queries still running after a load run ended (a seven-second ILIKE scan
 * outlives the run that sent it) and waits until none is left, so they do not slow down what is
 * measured next. Their answers were never going to be counted.
 */
export async function cancelNaiveQueries(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ running: number }>(
        `SELECT count(*)::int AS running, bool_and(pg_cancel_backend(pid)) AS cancelled
           FROM pg_stat_activity
          WHERE application_name = $1 AND state = 'active' AND pid <> pg_backend_pid()`,
        [NAIVE_APPLICATION_NAME],
      );
      if ((rows[0]?.running ?? 0) === 0) return;
      await sleep(100);
    }
  } finally {
    await client.end();
  }
}

const FILTERS = ['document_type_id', 'subject_id', 'university_id', 'course_id', 'textbook_id'] as const;

const ORDER_BY: Record<string, string> = {
  newest: 'd.published_at DESC, d.id',
  price_asc: 'd.price_cents, d.published_at DESC, d.id',
  price_desc: 'd.price_cents DESC, d.published_at DESC, d.id',
  rating: 'd.average_rating DESC, d.review_count DESC, d.id',
  downloads: 'd.download_count DESC, d.id',
  relevance: 'd.download_count DESC, d.id',
};

function patternsOf(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => `%${word}%`);
}

export async function naiveInstant(pool: Pool, q: string): Promise<unknown> {
  const patterns = patternsOf(q);
  if (patterns.length === 0) return { data: { documents: [], questions: [] } };
  const [documents, questions] = await Promise.all([
    pool.query(
      `SELECT d.id, d.slug, d.title, t.name AS document_type, s.name AS subject
         FROM documents d JOIN document_types t ON t.id = d.document_type_id
         LEFT JOIN subjects s ON s.id = d.subject_id
        WHERE d.status_id = 1 AND d.title ILIKE ALL ($1::text[])
        ORDER BY d.download_count DESC, d.id LIMIT 5`,
      [patterns],
    ),
    pool.query(
      `SELECT h.id, h.slug, h.question, s.name AS subject
         FROM homework_questions h LEFT JOIN subjects s ON s.id = h.subject_id
        WHERE h.is_public AND h.question ILIKE ALL ($1::text[])
        ORDER BY h.created_at DESC, h.id LIMIT 3`,
      [patterns],
    ),
  ]);
  return { data: { documents: documents.rows, questions: questions.rows } };
}

export async function naiveDocuments(pool: Pool, query: URLSearchParams): Promise<unknown> {
  const params: unknown[] = [];
  const where = ['d.status_id = 1'];
  for (const name of FILTERS) {
    const value = query.get(name);
    if (!value) continue;
    params.push(value);
    where.push(`d.${name} = $${params.length}`);
  }
  const q = query.get('q');
  if (q) {
    params.push(patternsOf(q));
    where.push(`(d.title || ' ' || d.description) ILIKE ALL ($${params.length}::text[])`);
  }
  const limit = Number(query.get('limit') ?? 10);
  const page = Number(query.get('page') ?? 1);
  const order = ORDER_BY[query.get('sort') ?? (q ? 'relevance' : 'newest')] ?? ORDER_BY.newest!;
  const whereSql = where.join(' AND ');
  const [count, rows] = await Promise.all([
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM documents d WHERE ${whereSql}`, params),
    pool.query(
      `SELECT d.id, d.slug, d.title, d.price_cents, d.download_count, d.average_rating
         FROM documents d WHERE ${whereSql}
        ORDER BY ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    ),
  ]);
  return { data: rows.rows, meta: { page, limit, total: count.rows[0]?.total ?? 0 } };
}
