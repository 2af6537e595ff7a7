import type { EntityManager } from 'typeorm';

/** Tables the admin writes change (each has `updated_at`); names come from code, never from a request. */
export type AdminTable = 'universities' | 'courses' | 'subjects' | 'textbooks';

/**
 * Sets the defined columns of one row (undefined ones stay as they are) and `updated_at`; false
 * when there is no such row. Column names come from typed code; values are bound.
 */
export async function updateColumns(
  manager: EntityManager,
  table: AdminTable,
  id: string,
  columns: Record<string, unknown>,
): Promise<boolean> {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  const assignments = [...entries.map(([column], index) => `${column} = $${index + 2}`), 'updated_at = now()'];
  const [, affected] = await manager.query<[unknown[], number]>(
    `UPDATE ${table} SET ${assignments.join(', ')} WHERE id = $1`,
    [id, ...entries.map(([, value]) => value)],
  );
  return affected > 0;
}
