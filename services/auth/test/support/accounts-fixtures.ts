import { argon2id, hash as argon2Hash } from 'argon2';
import type { TestService } from '@studyhub/platform/testing';

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

let sequence = 0;

/** A unique address per call, so tests in one database never share an account. */
export function uniqueEmail(label = 'user'): string {
  sequence += 1;
  return `${label}-${sequence}-${Date.now().toString(36)}@example.org`;
}

/**
 * Inserts an account straight into the users table with an argon2id password (OWASP minimum cost,
 * enough for tests), verified and active unless told otherwise.
 */
export async function insertAccount(
  service: TestService,
  fields: {
    email?: string;
    password?: string;
    fullName?: string;
    role?: 'user' | 'admin';
    status?: 'active' | 'inactive';
    verified?: boolean;
  } = {},
): Promise<TestAccount> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'correct horse battery';
  const fullName = fields.fullName ?? 'Amara Okafor';
  const hash = await argon2Hash(password, { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const [row] = await service.kernel.dataSource.query<{ id: string }[]>(
    `INSERT INTO users (email, full_name, role, status, password_hash, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      email,
      fullName,
      fields.role ?? 'user',
      fields.status ?? 'active',
      hash,
      fields.verified === false ? null : new Date(),
    ],
  );
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, email, password, fullName };
}

/** The events of one type the service wrote to its outbox, oldest first. */
export async function outboxEvents<TData = Record<string, unknown>>(
  service: TestService,
  type: string,
  filter: { userId?: string } = {},
): Promise<{ correlationId: string; data: TData }[]> {
  const rows = await service.kernel.dataSource.query<{ envelope: { correlationId: string; data: TData } }[]>(
    `SELECT envelope FROM outbox
      WHERE event_type = $1 AND ($2::text IS NULL OR envelope->'data'->>'userId' = $2)
      ORDER BY id`,
    [type, filter.userId ?? null],
  );
  return rows.map(({ envelope }) => ({ correlationId: envelope.correlationId, data: envelope.data }));
}

/** A single count from SQL (`SELECT count(*) ...`). */
export async function countRows(service: TestService, sql: string, parameters: unknown[] = []): Promise<number> {
  const rows = await service.kernel.dataSource.query<{ count: string | number }[]>(sql, parameters);
  return Number(rows[0]?.count ?? 0);
}
