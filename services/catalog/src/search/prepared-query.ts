import type { Pool, PoolClient } from 'pg';
import type { EntityManager } from 'typeorm';

/**
 * Runs a named statement, which PostgreSQL parses and plans once per connection instead of on
 * every call: the card query's seven-table join costs more to plan (about 2.5 ms) than to run.
 * Only for statements whose best plan does not depend on the values (primary-key lookups and the
 * like). Inside a transaction it runs on the transaction's connection.
 */
export async function queryPrepared<T>(
  manager: EntityManager,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<T[]> {
  const runner = manager.queryRunner;
  if (runner && !runner.isReleased) {
    const client = (await runner.connect()) as PoolClient;
    return (await client.query({ name, text, values: [...values] })).rows as T[];
  }
  const pool = (manager.connection.driver as unknown as { master: Pool }).master;
  return (await pool.query({ name, text, values: [...values] })).rows as T[];
}
