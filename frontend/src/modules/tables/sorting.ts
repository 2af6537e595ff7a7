import type { SortDirection } from '@studyhub/contracts';
import { firstValue, type QueryValue } from './query-string';

/** The order a table is shown in: a column the list allows and a direction. */
export interface TableSort {
  by: string;
  order: SortDirection;
}

/** Reads `sort` and `order` from the page's query; anything the list does not allow falls back to its default. */
export function parseTableSort(
  query: Record<string, QueryValue>,
  columns: readonly string[],
  defaults: TableSort,
): TableSort {
  const by = firstValue(query.sort);
  const order = firstValue(query.order);
  if (!columns.includes(by)) return defaults;
  return { by, order: order === 'asc' || order === 'desc' ? order : defaults.order };
}

/** True when the table is in its usual order, so addresses need not carry it. */
export function isDefaultSort(sort: TableSort, defaults: TableSort): boolean {
  return sort.by === defaults.by && sort.order === defaults.order;
}

/** The sort that clicking a column's header asks for: the other direction of the current column, else the column's first direction. */
export function nextSort(current: TableSort, column: string, firstOrder: SortDirection = 'asc'): TableSort {
  if (current.by === column) return { by: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { by: column, order: firstOrder };
}

function splitHref(href: string): { path: string; params: URLSearchParams } {
  const [path = '', query = ''] = href.split('?');
  return { path, params: new URLSearchParams(query) };
}

function joinHref(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The page's address in another order, back on page 1 (the old page number means nothing in a new order). */
export function hrefWithSort(href: string, sort: TableSort): string {
  const { path, params } = splitHref(href);
  params.delete('page');
  params.set('sort', sort.by);
  params.set('order', sort.order);
  return joinHref(path, params);
}

/** The API query's sort fields. */
export function sortQueryEntries(sort: TableSort): [string, string][] {
  return [
    ['sort', sort.by],
    ['order', sort.order],
  ];
}

/** The sort fields of the page's own address: none for the list's usual order. */
export function pageSortEntries(sort: TableSort, defaults: TableSort): [string, string][] {
  return isDefaultSort(sort, defaults) ? [] : sortQueryEntries(sort);
}

/**
 * The download address of a list's CSV export: the same API query as the table (filters and sort)
 * without paging, through the site's `/api` proxy so the session cookie signs it.
 */
export function csvExportHref(apiPathWithQuery: string): string {
  const { path, params } = splitHref(apiPathWithQuery);
  params.delete('page');
  params.delete('limit');
  params.set('format', 'csv');
  return joinHref(`/api${path}`, params);
}
