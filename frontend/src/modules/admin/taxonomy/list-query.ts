import { hrefWithSort, isDefaultSort, parseTableSort, sortQueryEntries, type TableSort } from '../../tables/sorting';
import { firstValue } from '../../tables/query-string';

/** A page's query as Next.js hands it over. */
export type PageQuery = Record<string, string | string[] | undefined>;
type Entry = [string, string | number | null | undefined];

/** The page size of every taxonomy table (the API's own default, spec section 7). */
export const TAXONOMY_PAGE_SIZE = 10;
/** The API's limit for a search; a longer one is cut rather than refused. */
const SEARCH_MAX_LENGTH = 200;

export const firstOf = (query: PageQuery, key: string): string => firstValue(query[key]);

export const oneOf = <T extends string>(values: readonly T[], value: string): T | null =>
  (values as readonly string[]).includes(value) ? (value as T) : null;

/** The filters every taxonomy table shares: a search, a page and an order. */
export interface ListState {
  search: string;
  page: number;
  sort: TableSort;
}

export function readListState(query: PageQuery, sorts: readonly string[], defaults: TableSort): ListState {
  const page = Number.parseInt(firstOf(query, 'page'), 10);
  return {
    search: firstOf(query, 'search').slice(0, SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: parseTableSort(query, sorts, defaults),
  };
}

/** `?a=1&b=2` of the entries that have a value, or nothing. */
export function queryOf(entries: readonly Entry[]): string {
  const search = new URLSearchParams();
  for (const [key, value] of entries) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The API query of one page: the filters, the order and paging. */
export function apiQueryOf(path: string, state: ListState, filters: readonly Entry[]): string {
  return `${path}${queryOf([
    ['search', state.search],
    ...filters,
    ...sortQueryEntries(state.sort),
    ['page', state.page],
    ['limit', TAXONOMY_PAGE_SIZE],
  ])}`;
}

/** The page's own address with the same filters on another page; the usual order is left out. */
export function pageHrefOf(
  path: string,
  state: ListState,
  filters: readonly Entry[],
  defaults: TableSort,
  page: number,
): string {
  const sort: Entry[] = isDefaultSort(state.sort, defaults) ? [] : sortQueryEntries(state.sort);
  return `${path}${queryOf([['search', state.search], ...filters, ...sort, ['page', page > 1 ? page : null]])}`;
}

/** The address of the page in another order, back on page 1. */
export const sortHrefOf = (pageHref: string) => (sort: TableSort) => hrefWithSort(pageHref, sort);
