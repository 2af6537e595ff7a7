import type { ApiList, PaginationQuery } from '@studyhub/contracts';

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
