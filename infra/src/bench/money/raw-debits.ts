import { Client, Pool } from 'pg';
import { dropDatabase, ensureDatabaseExists } from '@studyhub/platform';
import type { Outcome } from './closed-loop';

/** The baseline: the one-statement guarded debit, nothing else (no history, no idempotency, no events). */
export const GUARDED_DEBIT =
  'UPDATE balances SET balance = balance - $2 WHERE user_id = $1 AND balance >= $2 RETURNING balance';

/**
 * A plain balance table in a database of its own, debited from this process through a pg pool
 * as large as the concurrency driving it.
 */
export class RawDebits {
  private constructor(
    private readonly databaseUrl: string,
    private readonly pool: Pool,
  ) {}

  static async create(
    databaseUrl: string,
    accounts: readonly [string, number][],
    poolSize: number,
  ): Promise<RawDebits> {
    await ensureDatabaseExists(databaseUrl);
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // The ledger's user_points leaves the same room per page, so both updates stay HOT.
      await client.query(
        `CREATE TABLE balances (user_id uuid PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0)) WITH (fillfactor = 80)`,
      );
      await client.query(`INSERT INTO balances (user_id, balance) SELECT * FROM unnest($1::uuid[], $2::bigint[])`, [
        accounts.map(([id]) => id),
        accounts.map(([, points]) => points),
      ]);
      await client.query('ANALYZE balances');
    } finally {
      await client.end();
    }
    const pool = new Pool({
      connectionString: databaseUrl,
      max: poolSize,
      application_name: 'studyhub-bench-raw-debit',
    });
    // Dropping the database at the end ends idle connections from the server side.
    pool.on('error', () => undefined);
    return new RawDebits(databaseUrl, pool);
  }

  async debit(userId: string, amount: number): Promise<Outcome> {
    const result = await this.pool.query(GUARDED_DEBIT, [userId, amount]);
    return result.rowCount === 1 ? 'ok' : 'refused';
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => undefined);
    await dropDatabase(this.databaseUrl);
  }
}
