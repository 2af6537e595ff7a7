import type { EntityManager } from 'typeorm';

/**
 * The rows an UPDATE or DELETE ... RETURNING gave back. TypeORM answers those two commands with
 * `[rows, affectedCount]` rather than the rows, so `result.length` is always 2 and cannot tell
 * whether anything matched.
 */
export async function modifiedRows<T = unknown>(
  db: Pick<EntityManager, 'query'>,
  sql: string,
  parameters: unknown[],
): Promise<T[]> {
  const [rows] = await db.query<[T[], number]>(sql, parameters);
  return rows;
}
