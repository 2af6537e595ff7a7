import type { ApiList, PaginationQuery, SortDirection } from '@studyhub/contracts';
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

/** The order of a page: a column the repository names itself (never input) and a direction. */
export interface PageOrder {
  column: string;
  direction: SortDirection;
}

const NEWEST_FIRST: PageOrder = { column: 'created_at', direction: 'desc' };

/**
 * One page of a table with its total, newest first unless told otherwise: `filters` maps fixed
 * column names (never input) to the values they must equal; undefined values filter nothing. Ties
 * are broken by id so paging never shows a row twice.
 */
export async function filteredPage<T>(
  dataSource: DataSource,
  source: { table: string; columns: string },
  filters: Record<string, unknown>,
  query: PaginationQuery,
  order: PageOrder = NEWEST_FIRST,
): Promise<Page<T>> {
  const direction = order.direction === 'asc' ? 'ASC' : 'DESC';
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
    `SELECT ${source.columns} FROM ${source.table} ${where} ORDER BY ${order.column} ${direction} NULLS LAST, id ${direction}
      LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, query.limit, offsetOf(query)],
  );
  return { rows, total: counted?.total ?? 0 };
}
