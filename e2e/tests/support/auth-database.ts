import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { expect } from '@playwright/test';
import { Client } from 'pg';

/**
 * The end-to-end stack's auth database: `studyhub_e2e_auth` on the machine's PostgreSQL, as
 * infra/src/stack/stack-environment.ts names it (POSTGRES_URL from the environment or the repo's
 * .env), or E2E_AUTH_DATABASE_URL for a stack started elsewhere.
 */
function authDatabaseUrl(): string {
  if (process.env.E2E_AUTH_DATABASE_URL) return process.env.E2E_AUTH_DATABASE_URL;
  const dotEnvFile = path.resolve(__dirname, '..', '..', '..', '.env');
  const dotEnv = existsSync(dotEnvFile) ? parseEnv(readFileSync(dotEnvFile, 'utf8')) : {};
  const postgres = process.env.POSTGRES_URL ?? dotEnv.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
  return `${postgres.replace(/\/+$/, '')}/studyhub_e2e_auth`;
}

/**
 * Makes a freshly registered account an admin. No route grants the role (admins are seeded), and a
 * test that deactivates an admin must not use the shared demo admin other tests sign in as, so
 * this is the one write a browser test makes to auth's database; everything it then checks goes
 * through the running stack.
 */
export async function promoteToAdmin(email: string): Promise<string> {
  const client = new Client({ connectionString: authDatabaseUrl() });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>(`UPDATE users SET role = 'admin' WHERE email = $1 RETURNING id`, [
      email.toLowerCase(),
    ]);
    expect(result.rowCount, `${email} in the auth database`).toBe(1);
    return result.rows[0]!.id;
  } finally {
    await client.end();
  }
}
