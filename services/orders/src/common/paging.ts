import type { ApiList, PaginationQuery } from '@studyhub/contracts';
import type { DataSource } from 'typeorm';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** OFFSET of a 1-based page. */
export function offsetOf(query: PaginationQuery): number {
  return (query.page - 1) * query.limit;
}

/** `{ data, meta: { page, limit, total } }` from one page of rows. */
export function listOf<T, R>(page: Page<T>, query: PaginationQuery, shape: (row: T) => R): ApiList<R> {
  return { data: page.rows.map(shape), meta: { page: query.page, limit: query.limit, total: page.total } };
}

/**
 * One page of a table, newest first, with its total: `filters` maps fixed column names (never
 * input) to the values they must equal; undefined values filter nothing.
 */
export async function newestFirstPage<T>(
  dataSource: DataSource,
  source: { table: string; columns: string },
  filters: Record<string, unknown>,
  query: PaginationQuery,
): Promise<Page<T>> {
  const conditions: string[] = [];
  const values: unknown[] = [];
  for (const [column, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    values.push(value);
    conditions.push(`${column} = $${values.length}`);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const [counted] = await dataSource.query<{ total: number }[]>(
    `SELECT count(*)::int AS total FROM ${source.table} ${where}`,
    values,
  );
  const rows = await dataSource.query<T[]>(
    `SELECT ${source.columns} FROM ${source.table} ${where} ORDER BY created_at DESC, id DESC
      LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, query.limit, offsetOf(query)],
  );
  return { rows, total: counted?.total ?? 0 };
}
