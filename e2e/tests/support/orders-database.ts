import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { expect } from '@playwright/test';
import { Client } from 'pg';

/**
 * The end-to-end stack's orders database: `studyhub_e2e_orders` on the machine's PostgreSQL, as
 * infra/src/stack/stack-environment.ts names it (POSTGRES_URL from the environment or the repo's
 * .env), or E2E_ORDERS_DATABASE_URL for a stack started elsewhere.
 */
function ordersDatabaseUrl(): string {
  if (process.env.E2E_ORDERS_DATABASE_URL) return process.env.E2E_ORDERS_DATABASE_URL;
  const dotEnvFile = path.resolve(__dirname, '..', '..', '..', '.env');
  const dotEnv = existsSync(dotEnvFile) ? parseEnv(readFileSync(dotEnvFile, 'utf8')) : {};
  const postgres = process.env.POSTGRES_URL ?? dotEnv.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
  return `${postgres.replace(/\/+$/, '')}/studyhub_e2e_orders`;
}

/**
 * Moves a document order back in time, as if it had been bought `days` ago. The 30-day refund
 * limit cannot be reached by waiting in a test, so this is the one place a browser test writes
 * to a database; everything it then checks goes through the running stack.
 */
export async function backdateDocumentOrder(orderId: string, days: number): Promise<void> {
  const client = new Client({ connectionString: ordersDatabaseUrl() });
  await client.connect();
  try {
    const result = await client.query(
      `UPDATE orders
          SET created_at = created_at - make_interval(days => $2),
              completed_at = completed_at - make_interval(days => $2)
        WHERE id = $1`,
      [orderId, days],
    );
    expect(result.rowCount, `order ${orderId} in the orders database`).toBe(1);
  } finally {
    await client.end();
  }
}
