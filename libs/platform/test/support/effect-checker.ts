import type { DataSource } from 'typeorm';

export const CREATE_EFFECTS_TABLE = `
  CREATE TABLE IF NOT EXISTS effects (
    id bigserial PRIMARY KEY,
    event_id uuid NOT NULL,
    seq integer NOT NULL,
    handled_at timestamptz NOT NULL DEFAULT clock_timestamp()
  )`;

export interface EffectReport {
  expected: number;
  seen: number;
  lost: number;
  unexpected: number;
  duplicated: number;
}

/**
 * Compares the effects a consumer committed with the events that were produced. The effects table
 * has no unique key on purpose: a duplicate delivery that slipped past the inbox shows up here.
 */
export async function checkEffects(consumerDb: DataSource, expectedEventIds: Iterable<string>): Promise<EffectReport> {
  const expected = new Set(expectedEventIds);
  const rows = await consumerDb.query<{ event_id: string; n: number }[]>(
    'SELECT event_id, count(*)::int AS n FROM effects GROUP BY event_id',
  );
  let unexpected = 0;
  let duplicated = 0;
  const seen = new Set<string>();
  for (const row of rows) {
    seen.add(row.event_id);
    if (!expected.has(row.event_id)) unexpected += 1;
    if (row.n > 1) duplicated += row.n - 1;
  }
  let lost = 0;
  for (const id of expected) if (!seen.has(id)) lost += 1;
  return { expected: expected.size, seen: seen.size, lost, unexpected, duplicated };
}

export async function countEffects(consumerDb: DataSource): Promise<number> {
  const rows = await consumerDb.query<{ n: number }[]>('SELECT count(DISTINCT event_id)::int AS n FROM effects');
  return rows[0]?.n ?? 0;
}
